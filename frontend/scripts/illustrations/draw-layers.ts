import { illustrationCanvas } from '../../../content/illustration-kinds.ts';
import { fitText } from './measure-text.ts';
import { centredLabel, labelSizes, textLines } from './svg-kit.ts';

export interface Layer {
  readonly title: string;
  readonly jobs: readonly string[];
  /** The glyph in its marker, the same picture as the layer's card below the hero. */
  readonly glyph: 'chart' | 'person' | 'gear';
}

const margin = 8;
/** The spine and the layers' markers live in this left gutter, outside the bands, so no line meets a label. */
const gutter = 44;
const gap = 22;
const pad = 12;
const chipGap = 8;
const chipHeight = 44;
const markerRadius = 18;

/** A glyph drawn in the accent colour on its marker's surface, centred on (x, y). */
function glyph(kind: Layer['glyph'], x: number, y: number): string {
  // Stroke widths inside the style: a presentation attribute would lose to it.
  const stroke = (width: number, extra = '') => `style="stroke:var(--rr-diagram-accent,#c2410c);stroke-width:${width};fill:none;stroke-linecap:round${extra}"`;
  if (kind === 'chart') return `<path ${stroke(3)} d="M${x - 7} ${y + 8}V${y + 2}M${x} ${y + 8}V${y - 3}M${x + 7} ${y + 8}V${y - 8}"/>`;
  if (kind === 'person') return `<circle class="a" cx="${x}" cy="${y - 5}" r="5"/><path class="a" d="M${x - 9} ${y + 10}a9 8 0 0 1 18 0z"/>`;
  // A gear: eight teeth (a dashed ring, 2 pi 7.5 / 16 per dash) on a plain ring.
  return `<circle ${stroke(4.5, ';stroke-linecap:butt;stroke-dasharray:2.95 2.95')} cx="${x}" cy="${y}" r="7.5"/><circle ${stroke(2.5)} cx="${x}" cy="${y}" r="5.5"/>`;
}

/**
 * What /gtm-orchestration orchestrates: its three layers stacked into one system, each with the jobs it takes over as
 * chips, joined by a spine in the gutter. The people's layer is the warm, highlighted one (as on /approach). Every label
 * is measured: titles one line at 22.5-26 units, jobs one line at 22.5-23, or the build fails.
 */
export function drawLayers(layers: readonly Layer[]): string {
  const { width, height } = illustrationCanvas.layers;
  const shown = layers.slice(0, 3);
  const bandLeft = margin + gutter;
  const bandWidth = width - margin - bandLeft;
  const bandHeight = (height - 2 * margin - (shown.length - 1) * gap) / shown.length;
  const chipWidth = (bandWidth - 2 * pad - 2 * chipGap) / 3;
  const titles = shown.map((layer) => fitText(layer.title, bandWidth - 2 * pad, { weight: 700 }, labelSizes(26), 1));
  const titleSize = Math.min(...titles.map((title) => title.size));
  const jobs = shown.map((layer) => layer.jobs.slice(0, 3).map((job) => fitText(job, chipWidth - 20, { weight: 500 }, labelSizes(23), 1)));
  const jobSize = Math.min(...jobs.flat().map((job) => job.size));
  // The title's cap height, a 14-unit gap and the chips, centred in the band.
  const block = 0.73 * titleSize + 0.22 * titleSize + 14 + chipHeight;
  const markerX = margin + markerRadius;
  const centres = shown.map((_, index) => Math.round(margin + index * (bandHeight + gap) + bandHeight / 2));
  const parts: string[] = [];
  // The spine: a segment between each marker and the next (the markers' soft fill would let one long line show through).
  centres.slice(1).forEach((centre, index) => parts.push(`<path class="la" d="M${markerX} ${(centres[index] ?? 0) + markerRadius}V${centre - markerRadius}"/>`));
  shown.forEach((layer, index) => {
    const y = Math.round(margin + index * (bandHeight + gap));
    const centre = centres[index] ?? 0;
    parts.push(`<rect class="${layer.glyph === 'person' ? 'as' : 's'}" x="${bandLeft}" y="${y}" width="${bandWidth}" height="${Math.round(bandHeight)}" rx="16"/>`);
    parts.push(`<path class="la" d="M${markerX + markerRadius} ${centre}H${bandLeft}"/>`);
    parts.push(`<circle class="as" cx="${markerX}" cy="${centre}" r="${markerRadius}"/>`, glyph(layer.glyph, markerX, centre));
    const top = y + (bandHeight - block) / 2;
    const title = fitText(layer.title, bandWidth - 2 * pad, { weight: 700 }, [titleSize], 1);
    parts.push(textLines(title.lines, bandLeft + pad + 4, top + 0.73 * titleSize, 't', 0, 'start', titleSize));
    const chipTop = Math.round(top + 0.95 * titleSize + 14);
    layer.jobs.slice(0, 3).forEach((job, jobIndex) => {
      const x = Math.round(bandLeft + pad + jobIndex * (chipWidth + chipGap));
      const fitted = fitText(job, chipWidth - 20, { weight: 500 }, [jobSize], 1);
      parts.push(`<rect class="s" x="${x}" y="${chipTop}" width="${Math.round(chipWidth)}" height="${chipHeight}" rx="${chipHeight / 2}"/>`);
      parts.push(centredLabel(fitted, x + chipWidth / 2, chipTop + chipHeight / 2, 'm'));
    });
  });
  return parts.join('');
}
