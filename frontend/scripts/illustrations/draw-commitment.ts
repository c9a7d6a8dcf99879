import { illustrationCanvas } from '../../../content/illustration-kinds.ts';
import type { DiagramNode } from './draw-diagram.ts';
import { fitText, textWidth } from './measure-text.ts';
import { arrowHead, labelSizes, minLabelSize, textLines } from './svg-kit.ts';

const margin = 8;
const weeksPerMonth = 52 / 12;

/** '4-6 weeks' -> [0.9, 1.4] months, '3-4 months' -> [3, 4], 'ongoing' -> null (runs on past the axis). */
export function monthSpan(duration: string | undefined): [number, number] | null {
  const match = /(\d+)(?:\s*-\s*(\d+))?\s*(week|month)/i.exec(duration ?? '');
  if (!match) return null;
  const perMonth = /week/i.test(match[3] ?? '') ? weeksPerMonth : 1;
  return [Number(match[1]) / perMonth, Number(match[2] ?? match[1]) / perMonth];
}

/**
 * The engagements side by side on what a buyer weighs: a lane each on one month axis, the bar as long as the engagement
 * (solid to its shorter figure, open to its longer one, an arrow when it is ongoing), a coin per payment (one for a
 * one-time or fixed price, one a month for a monthly fee), and what you have at the end. Every text is measured.
 */
export function drawCommitment(nodes: readonly DiagramNode[], axisUnit: string): string {
  const { width, height } = illustrationCanvas.commitment;
  const lanes = nodes.slice(0, 3);
  const spans = lanes.map((node) => monthSpan(node.span));
  const lastMonth = Math.ceil(Math.max(1, ...spans.map((span) => span?.[1] ?? 0))) + 1;
  const axisY = height - 36;
  const x = (month: number) => margin + ((width - 2 * margin - 14) * month) / lastMonth;
  const laneHeight = (axisY - margin - 6) / lanes.length;
  const size = minLabelSize;
  const parts = [`<path class="l" d="M${margin} ${axisY}H${width - margin}"/>`];
  for (let month = 0; month <= lastMonth; month += 1) parts.push(`<path class="l" d="M${Math.round(x(month))} ${axisY - 5}V${axisY + 5}"/>`);
  for (let month = 1; month < lastMonth; month += 1) parts.push(textLines([String(month)], x(month), axisY + 28, 'm', 0, 'middle', size));
  parts.push(textLines([axisUnit], width - margin, axisY + 28, 'm', 0, 'end', size));
  lanes.forEach((node, index) => {
    const top = margin + laneHeight * index;
    const months = spans[index];
    const barY = Math.round(top + 40);
    const x0 = Math.round(x(0));
    const solid = Math.round(months ? x(months[0]) : width - margin - 14);
    const open = Math.round(months ? x(months[1]) : solid);
    // Title left, price right, on one line when both fit; the title takes the room it needs.
    const price = node.detail ?? '';
    const priceWidth = textWidth(price, { weight: 700, size });
    const title = fitText(node.label, width - 2 * margin - priceWidth - 20, { weight: 700 }, labelSizes(24), 1);
    parts.push(textLines(title.lines, margin, top + 26, 't', 0, 'start', title.size));
    parts.push(textLines([price], width - margin, top + 26, 'p', 0, 'end', size));
    const popular = node.emphasis === true;
    parts.push(`<rect class="${popular ? 'as' : 's'}" x="${x0}" y="${barY}" width="${Math.max(16, open - x0)}" height="22" rx="11"/>`);
    parts.push(`<rect class="a" x="${x0}" y="${barY}" width="${Math.max(16, solid - x0)}" height="22" rx="11"/>`);
    if (!months) parts.push(arrowHead(width - margin, barY + 11, 'right'));
    // A monthly fee is a coin at the start of every month the bar runs; a one-time or fixed price has no dates in the
    // plans, so it gets none (the price line says it).
    if (node.repeats) {
      for (let month = 0; month < lastMonth; month += 1) {
        const cx = Math.round(x(month) + 16);
        parts.push(`<circle class="s" cx="${cx}" cy="${barY + 11}" r="15" style="stroke:var(--rr-diagram-accent,#c2410c)"/>`, textLines(['$'], cx, barY + 19, 'p', 0, 'middle', size));
      }
    }
    const span = node.span ?? '';
    const under = fitText(`${span.charAt(0).toUpperCase()}${span.slice(1)} \u2192 ${node.note ?? ''}`, width - 2 * margin, { weight: 500 }, [size], 1);
    parts.push(textLines(under.lines, x0, barY + 50, 'm', 0, 'start', size));
  });
  return parts.join('');
}
