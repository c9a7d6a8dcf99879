import { illustrationCanvas } from '../../../content/illustration-kinds.ts';
import type { DiagramNode } from './draw-diagram.ts';
import { fitText } from './measure-text.ts';
import { labelSizes, minLabelSize, textLines } from './svg-kit.ts';

const margin = 4;
const gap = 4;
/** Inside each step: clear of the side edges, below the tread, above the floor. */
const padX = 12;
const padTop = 30;
const padBottom = 16;
const lineGap = 6;
/** Room above the last step for the trend's arrowhead. */
const headroom = 56;

/**
 * A method's phases as a staircase: each phase a step up from the last (it builds on it), its name and weeks on the step,
 * and one trend line climbing over the steps' front corners and on past the last (a system that keeps improving).
 * The lowest step is as tall as its measured text plus padding, so no label touches a step's edge.
 */
export function drawStairs(nodes: readonly DiagramNode[]): string {
  const { width, height } = illustrationCanvas.stairs;
  const steps = nodes.slice(0, 5);
  const stepWidth = (width - 2 * margin - (steps.length - 1) * gap) / steps.length;
  const inner = stepWidth - 2 * padX;
  const base = height - margin;
  const titles = steps.map((step) => fitText(step.label, inner, { weight: 700 }, labelSizes(24), 1));
  const size = Math.min(...titles.map((title) => title.size));
  const details = steps.map((step) => (step.detail ? fitText(step.detail, inner, { weight: 500 }, [minLabelSize], 2) : null));
  const detailLines = Math.max(0, ...details.map((detail) => detail?.lines.length ?? 0));
  const textHeight = size * 0.73 + (detailLines ? lineGap + detailLines * minLabelSize * 1.2 : size * 0.27);
  const lowest = Math.ceil(padTop + textHeight + padBottom);
  const rise = steps.length > 1 ? (base - margin - headroom - lowest) / (steps.length - 1) : 0;
  const parts: string[] = [];
  const corners: [number, number][] = [];
  steps.forEach((step, index) => {
    const x = Math.round(margin + index * (stepWidth + gap));
    const top = Math.round(base - lowest - index * rise);
    const last = index === steps.length - 1;
    corners.push([x, top]);
    parts.push(`<rect class="${last ? 'as' : 's'}" x="${x}" y="${top}" width="${Math.round(stepWidth)}" height="${base - top}" rx="12"/>`);
    // The tread: an accent edge on each step's top, so the climb reads before the words.
    parts.push(`<rect class="a" x="${x}" y="${top}" width="${Math.round(stepWidth)}" height="8" rx="4"/>`);
    const title = fitText(step.label, inner, { weight: 700 }, [size], 1);
    const titleBaseline = top + padTop + size * 0.73;
    parts.push(textLines(title.lines, x + padX, titleBaseline, 't', 0, 'start', size));
    const detail = details[index];
    if (detail) parts.push(textLines(detail.lines, x + padX, titleBaseline + lineGap + minLabelSize, 'm', minLabelSize * 1.2, 'start', minLabelSize));
  });
  const [lastX = 0, lastTop = 0] = corners.at(-1) ?? [];
  // The trend leaves from the first step's tread and ends in an arrowhead above the last step's far end.
  const ex = Math.round(lastX + stepWidth - 16);
  const ey = Math.round(Math.max(margin + 12, lastTop - headroom + 16));
  const points = [...corners.map(([x, y]) => `${x + 2} ${y}`), `${ex} ${ey}`];
  parts.push(`<path class="la" d="M${points.join('L')}"/>`, `<polyline class="la" points="${ex - 15},${ey - 1} ${ex},${ey} ${ex - 6},${ey + 14}"/>`);
  return parts.join('');
}
