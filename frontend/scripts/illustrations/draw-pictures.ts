import { illustrationCanvas } from '../../../content/illustration-kinds.ts';
import type { DiagramNode } from './draw-diagram.ts';
import { fitText, textWidth } from './measure-text.ts';
import { arrowHead, centredLabel, labelSizes, minLabelSize, textLines } from './svg-kit.ts';

const margin = 8;

/** 'Week 1' -> [0, 1], 'Weeks 2-4' -> [1, 4], 'Ongoing' -> null (runs on past the last fixed week). */
export function weekSpan(timeframe: string | undefined): [number, number] | null {
  const match = /weeks?\s+(\d+)(?:\s*-\s*(\d+))?/i.exec(timeframe ?? '');
  if (!match) return null;
  const first = Number(match[1]);
  return [first - 1, Number(match[2] ?? first)];
}

/**
 * Phases as bars on a week axis (an engagement's or a method's calendar): each bar spans its weeks, 'ongoing' runs on
 * to the edge with an arrow. Title and timeframe sit above the bar, measured so they never leave the drawing.
 */
export function drawGantt(nodes: readonly DiagramNode[]): string {
  const { width, height } = illustrationCanvas.gantt;
  const spans = nodes.map((node) => weekSpan(node.detail));
  const lastWeek = Math.max(1, ...spans.map((span) => span?.[1] ?? 0));
  const weeks = lastWeek + Math.max(1, Math.round(lastWeek * 0.3));
  const axisY = height - 40;
  const x = (week: number) => margin + ((width - 2 * margin) * week) / weeks;
  const rowHeight = (axisY - margin) / nodes.length;
  const parts = [`<path class="l" d="M${margin} ${axisY}H${width - margin}"/>`];
  const ticks = new Set<number>([0, ...spans.flatMap((span) => span ?? [])]);
  for (const week of ticks) parts.push(`<path class="l" d="M${Math.round(x(week))} ${axisY - 6}V${axisY + 6}"/>`);
  // The weeks at the phase boundaries under the axis ('wk' spelled out once, at the end).
  for (const week of ticks) if (week > 0) parts.push(textLines([String(week)], x(week), axisY + 30, 'm', 0, 'middle', minLabelSize));
  parts.push(textLines(['weeks'], width - margin, axisY + 30, 'm', 0, 'end', minLabelSize));
  let previousEnd = 0;
  nodes.forEach((node, index) => {
    const span = spans[index] ?? [previousEnd, weeks];
    const ongoing = spans[index] === null;
    previousEnd = span[1];
    const top = margin + rowHeight * index;
    const barY = Math.round(top + rowHeight - 34);
    const x0 = Math.round(x(span[0]));
    const x1 = Math.round(ongoing ? width - margin - 12 : x(span[1]));
    parts.push(`<rect class="${index === nodes.length - 1 ? 'as' : 'a'}" x="${x0}" y="${barY}" width="${Math.max(14, x1 - x0)}" height="24" rx="12"/>`);
    if (ongoing) parts.push(arrowHead(width - margin, barY + 12, 'right'));
    const label = fitText(node.label, width - 2 * margin, { weight: 700 }, labelSizes(26), 1);
    const detail = node.detail ?? '';
    const detailSize = minLabelSize;
    const full = label.width + 12 + textWidth(detail, { weight: 500, size: detailSize });
    const start = Math.max(margin, Math.min(x0, width - margin - full));
    const baseline = barY - 12;
    parts.push(textLines(label.lines, start, baseline, 't', 0, 'start', label.size));
    if (full <= width - 2 * margin) parts.push(textLines([detail], start + label.width + 12, baseline, 'm', 0, 'start', detailSize));
  });
  return parts.join('');
}

/** Steps on a road that ends at a flag: where the visitor is now, to the first call. */
export function drawPath(nodes: readonly DiagramNode[]): string {
  const { width, height } = illustrationCanvas.path;
  const count = Math.min(nodes.length, 4);
  const roadX = 52;
  const step = (height - 2 * margin - 40) / count;
  const ys = nodes.slice(0, count).map((_, index) => Math.round(margin + 20 + step * (index + 0.5)));
  const radii = ys.map((_, index) => (index === count - 1 ? 26 : 22));
  // The road runs between the stops, not under them, so no stroke crosses a step's number.
  const stops = [margin, ...ys.flatMap((y, index) => [y - (radii[index] ?? 0) - 6, y + (radii[index] ?? 0) + 6]), height - margin];
  const road = stops.reduce((d, y, index) => (index % 2 === 0 ? `${d}M${roadX} ${Math.round(y)}` : `${d}V${Math.round(y)}`), '');
  const parts = [`<path class="la" d="${road}" stroke-dasharray="2 12" stroke-linecap="round"/>`];
  const flagY = (ys.at(-1) ?? 0) - 30;
  nodes.slice(0, count).forEach((node, index) => {
    const y = ys[index] ?? 0;
    const last = index === count - 1;
    parts.push(`<circle class="${last ? 'as' : 'a'}" cx="${roadX}" cy="${y}" r="${radii[index] ?? 22}"/>`);
    if (last) parts.push(`<path class="la" d="M${roadX - 8} ${y + 10}V${flagY + 18}"/><path class="a" d="M${roadX - 8} ${flagY + 18}h22l-6 7 6 7h-22z"/>`);
    else parts.push(textLines([String(index + 1)], roadX, y + 8, 'n', 0, 'middle', minLabelSize));
    const textX = roadX + 44;
    const label = fitText(node.label, width - textX - margin, { weight: 700 }, labelSizes(27), 2);
    const lineHeight = label.size * 1.15;
    const hasDetail = Boolean(node.detail);
    const labelTop = y - ((label.lines.length - 1) * lineHeight) / 2 - (hasDetail ? 14 : 0);
    parts.push(textLines(label.lines, textX, labelTop + label.size * 0.36, 't', lineHeight, 'start', label.size));
    if (node.detail) {
      const detail = fitText(node.detail, width - textX - margin, { weight: 500 }, labelSizes(23), 1);
      parts.push(textLines(detail.lines, textX, labelTop + (label.lines.length - 1) * lineHeight + label.size * 0.36 + detail.size + 8, 'm', 0, 'start', detail.size));
    }
  });
  return parts.join('');
}

/** The brief (a page of notes) turned into the system: the four moves on a loop around it. */
export function drawBrief(nodes: readonly DiagramNode[], title: string, centre: string): string {
  const { width, height } = illustrationCanvas.brief;
  const parts: string[] = [];
  const doc = { x: margin, y: 70, w: 190, h: 260 };
  parts.push(`<rect class="s" x="${doc.x}" y="${doc.y}" width="${doc.w}" height="${doc.h}" rx="14"/>`);
  const heading = fitText(title, doc.w - 32, { weight: 700 }, labelSizes(26), 2);
  parts.push(textLines(heading.lines, doc.x + 16, doc.y + 20 + heading.size, 't', heading.size * 1.15, 'start', heading.size));
  const linesTop = doc.y + 40 + heading.size * 1.15 * heading.lines.length;
  [0.85, 0.7, 0.8, 0.55, 0.75, 0.6].forEach((share, index) => {
    const y = Math.round(linesTop + index * 26);
    if (y + 10 < doc.y + doc.h - 12) parts.push(`<rect class="s" x="${doc.x + 16}" y="${y}" width="${Math.round((doc.w - 32) * share)}" height="10" rx="5"/>`);
  });
  const cx = 420;
  const cy = height / 2;
  const radius = 125;
  parts.push(`<path class="la" d="M${doc.x + doc.w + 10} ${cy}H${cx - radius - 70}"/>`, arrowHead(cx - radius - 70, cy, 'right'));
  parts.push(`<circle class="l" cx="${cx}" cy="${cy}" r="${radius}" stroke-dasharray="8 8"/>`);
  const centreText = fitText(centre, 96, { weight: 700 }, labelSizes(26), 2);
  parts.push(centredLabel(centreText, cx, cy, 't'));
  // Clockwise from the left, where the brief's arrow comes in: the first move is the one the brief feeds.
  const places = [
    [cx - radius, cy],
    [cx, cy - radius],
    [cx + radius, cy],
    [cx, cy + radius],
  ];
  const chips = nodes.slice(0, 4).map((node) => fitText(node.label, 120, { weight: 700 }, labelSizes(25), 1));
  const size = Math.min(...chips.map((chip) => chip.size));
  const chipWidth = Math.ceil(Math.max(...chips.map((chip) => chip.width))) + 28;
  chips.forEach((chip, index) => {
    const [px = 0, py = 0] = places[index] ?? [];
    const x = Math.round(Math.min(Math.max(px - chipWidth / 2, margin), width - margin - chipWidth));
    parts.push(`<rect class="${index === 0 ? 'as' : 's'}" x="${x}" y="${Math.round(py - 22)}" width="${chipWidth}" height="44" rx="22"/>`);
    parts.push(centredLabel({ ...chip, size }, x + chipWidth / 2, py, 't'));
  });
  return parts.join('');
}
