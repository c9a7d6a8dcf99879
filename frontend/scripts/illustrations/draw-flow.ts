import { illustrationCanvas } from '../../../content/illustration-kinds.ts';
import type { DiagramNode } from './draw-diagram.ts';
import { fitText, type FittedText } from './measure-text.ts';
import { arrowHead, labelSizes, minLabelSize, textLines } from './svg-kit.ts';

const margin = 8;
const pad = 18;
/** The number badge sits on the box's top edge, so the top row starts this far down. */
const badgeRoom = 18;

interface Layout {
  readonly columns: number;
  readonly boxWidth: number;
  readonly gapX: number;
  readonly gapY: number;
  /** Label and detail sizes to try, largest first; the badge numbers take the smallest label size (17 at least). */
  readonly labelSizes: readonly number[];
  readonly detailSizes: readonly number[];
}

/** Stages read as a snake: left to right, down, right to left, down... numbered. */
function drawSnake(nodes: readonly DiagramNode[], width: number, height: number, layout: Layout): string {
  const { columns, boxWidth, gapX, gapY } = layout;
  const badgeText = Math.max(17, Math.min(...layout.labelSizes));
  const count = nodes.length;
  const rows = Math.ceil(count / columns);
  const boxHeight = (height - margin - badgeRoom - (rows - 1) * gapY) / rows;
  const textWidth = boxWidth - 2 * pad;
  const left = (width - columns * boxWidth - (columns - 1) * gapX) / 2;
  // One size for every label and one for every detail, the smallest any stage needed, so the boxes read as one set.
  const fitAll = (texts: readonly string[], sizes: readonly number[], weight: 500 | 700) => {
    const size = Math.min(...texts.map((text) => fitText(text, textWidth, { weight }, sizes, 2).size));
    return texts.map((text) => fitText(text, textWidth, { weight }, [size], 2));
  };
  const labels = fitAll(nodes.map((node) => node.label), layout.labelSizes, 700);
  const details = fitAll(nodes.map((node) => node.detail ?? ''), layout.detailSizes, 500);
  const place = (index: number) => {
    const row = Math.floor(index / columns);
    const column = row % 2 === 0 ? index % columns : columns - 1 - (index % columns);
    return { row, x: Math.round(left + column * (boxWidth + gapX)), y: Math.round(badgeRoom + row * (boxHeight + gapY)) };
  };
  const parts: string[] = [];
  nodes.forEach((node, index) => {
    const { row, x, y } = place(index);
    parts.push(`<rect class="${index === count - 1 ? 'as' : 's'}" x="${x}" y="${y}" width="${boxWidth}" height="${Math.round(boxHeight)}" rx="16"/>`);
    const label = labels[index] as FittedText;
    const detail = details[index] as FittedText;
    const lineGap = 1.15;
    // The block runs from the label's cap height (0.73 em) to the detail's descenders (0.22 em), centred in the box.
    const labelLast = 0.73 * label.size + (label.lines.length - 1) * label.size * lineGap;
    const detailFirst = labelLast + 10 + detail.size;
    const detailLast = detailFirst + (detail.lines.length - 1) * detail.size * lineGap;
    const block = node.detail ? detailLast + 0.22 * detail.size : labelLast + 0.22 * label.size;
    const top = y + 4 + (boxHeight - block) / 2;
    parts.push(`<circle class="a" cx="${x + 30}" cy="${y}" r="17"/>`, textLines([String(index + 1)], x + 30, y + 8, 'n', 0, 'middle', badgeText));
    parts.push(textLines(label.lines, x + boxWidth / 2, top + 0.73 * label.size, 't', label.size * lineGap, 'middle', label.size));
    if (node.detail) parts.push(textLines(detail.lines, x + boxWidth / 2, top + detailFirst, 'm', detail.size * lineGap, 'middle', detail.size));
    if (index + 1 >= count) return;
    const next = place(index + 1);
    const mid = Math.round(y + boxHeight / 2);
    if (next.row !== row) {
      const cx = Math.round(x + boxWidth / 2);
      parts.push(`<path class="la" d="M${cx} ${Math.round(y + boxHeight + 5)}V${next.y - 5}"/>`, arrowHead(cx, next.y - 5, 'down'));
    } else if (next.x > x) {
      parts.push(`<path class="la" d="M${x + boxWidth + 5} ${mid}H${next.x - 5}"/>`, arrowHead(next.x - 5, mid, 'right'));
    } else {
      parts.push(`<path class="la" d="M${x - 5} ${mid}H${next.x + boxWidth + 5}"/>`, arrowHead(next.x + boxWidth + 5, mid, 'left'));
    }
  });
  return parts.join('');
}

/**
 * The home page's six stages in two columns of three rows: every label and detail at least 22.5 units, 12 CSS px where
 * the drawing is narrowest (328 px on a 360 px phone), so the words wrap instead of shrinking.
 */
export function drawFlow(nodes: readonly DiagramNode[]): string {
  const { width, height } = illustrationCanvas.flow;
  return drawSnake(nodes.slice(0, 6), width, height, { columns: 2, boxWidth: 254, gapX: 56, gapY: 40, labelSizes: labelSizes(24), detailSizes: [minLabelSize] });
}

/** One row of three stages (the staff page's lead import, shown at desktop widths). */
export function drawStrip(nodes: readonly DiagramNode[]): string {
  const { width, height } = illustrationCanvas.strip;
  return drawSnake(nodes.slice(0, 3), width, height, { columns: 3, boxWidth: 168, gapX: 48, gapY: 0, labelSizes: [19, 18, 17, 16, 15, 14], detailSizes: [15, 14, 13, 12] });
}
