import { illustrationCanvas, type IllustrationKind } from '../../../content/illustration-kinds.ts';
import { drawCover } from './draw-cover.ts';
import { drawHub } from './draw-hub.ts';
import { drawBrief, drawGantt, drawPath } from './draw-pictures.ts';
import { fitText } from './measure-text.ts';
import { arrowHead, diagramStyle, escapeXml, textLines } from './svg-kit.ts';

export interface DiagramNode {
  readonly label: string;
  readonly detail?: string;
}

export interface DiagramSpec {
  /** File name under /illustrations/. */
  readonly name: string;
  readonly kind: IllustrationKind;
  readonly title: string;
  readonly nodes: readonly DiagramNode[];
  /** The hub's centre, or the cover's eyebrow (category). */
  readonly centre?: string;
  /** The brief's heading. */
  readonly eyebrow?: string;
}

const sizes = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, index) => from - index);

/** Nodes in rows of three, read as a snake (left to right, down, right to left), numbered. */
function drawFlow(nodes: readonly DiagramNode[]): string {
  const { width } = illustrationCanvas.flow;
  const columns = 3;
  const boxWidth = 168;
  const boxHeight = 150;
  const gapX = (width - columns * boxWidth) / (columns - 1 + 0.4);
  const rowY = [10, 222];
  const parts: string[] = [];
  nodes.slice(0, 6).forEach((node, index) => {
    const row = Math.floor(index / columns);
    const position = row % 2 === 0 ? index % columns : columns - 1 - (index % columns);
    const x = Math.round(gapX * 0.2 + position * (boxWidth + gapX));
    const y = rowY[row] ?? 0;
    parts.push(`<rect class="${index === nodes.length - 1 ? 'as' : 's'}" x="${x}" y="${y}" width="${boxWidth}" height="${boxHeight}" rx="16"/>`);
    parts.push(`<circle class="a" cx="${x + 26}" cy="${y + 28}" r="15"/>`, textLines([String(index + 1)], x + 26, y + 34, 'n', 0));
    const label = fitText(node.label, boxWidth - 20, { weight: 700 }, sizes(19, 14), 2);
    parts.push(textLines(label.lines, x + boxWidth / 2, y + 68, 't', 22, 'middle', label.size));
    if (node.detail) {
      const detail = fitText(node.detail, boxWidth - 20, { weight: 500 }, sizes(15, 12), 2);
      parts.push(textLines(detail.lines, x + boxWidth / 2, y + 68 + label.lines.length * 22 + 6, 'm', 17, 'middle', detail.size));
    }
    const next = index + 1;
    if (next >= Math.min(nodes.length, 6)) return;
    const nextRow = Math.floor(next / columns);
    if (nextRow !== row) {
      const cx = x + boxWidth / 2;
      parts.push(`<path class="la" d="M${cx} ${y + boxHeight + 6}V${(rowY[nextRow] ?? 0) - 6}"/>`, arrowHead(cx, (rowY[nextRow] ?? 0) - 6, 'down'));
    } else if (row % 2 === 0) {
      parts.push(`<path class="la" d="M${x + boxWidth + 6} ${y + boxHeight / 2}H${Math.round(x + boxWidth + gapX - 6)}"/>`, arrowHead(Math.round(x + boxWidth + gapX - 6), y + boxHeight / 2, 'right'));
    } else {
      parts.push(`<path class="la" d="M${x - 6} ${y + boxHeight / 2}H${Math.round(x - gapX + 6)}"/>`, arrowHead(Math.round(x - gapX + 6), y + boxHeight / 2, 'left'));
    }
  });
  return parts.join('');
}

/** A vertical timeline: numbered markers on a rail, each step's title and timeframe beside it. */
function drawTimeline(nodes: readonly DiagramNode[]): string {
  const { width, height } = illustrationCanvas.timeline;
  const count = Math.max(1, Math.min(nodes.length, 5));
  const step = (height - 40) / count;
  const railX = 44;
  const parts = [`<path class="l" d="M${railX} ${Math.round(20 + step / 2)}V${Math.round(20 + step * (count - 0.5))}"/>`];
  nodes.slice(0, count).forEach((node, index) => {
    const cy = Math.round(20 + step * (index + 0.5));
    const cardY = Math.round(cy - step / 2 + 6);
    parts.push(`<rect class="${index === count - 1 ? 'as' : 's'}" x="${railX + 40}" y="${cardY}" width="${width - railX - 48}" height="${Math.round(step - 12)}" rx="14"/>`);
    parts.push(`<circle class="a" cx="${railX}" cy="${cy}" r="20"/>`, textLines([String(index + 1)], railX, cy + 6, 'n', 0));
    const hasDetail = Boolean(node.detail);
    const textWidth = width - railX - 48 - 48;
    const label = fitText(node.label, textWidth, { weight: 700 }, sizes(26, 18), 1);
    parts.push(textLines(label.lines, railX + 64, cy + (hasDetail ? -4 : 9), 't', 0, 'start', label.size));
    if (node.detail) {
      const detail = fitText(node.detail, textWidth, { weight: 500 }, sizes(20, 14), 1);
      parts.push(textLines(detail.lines, railX + 64, cy + 24, 'm', 0, 'start', detail.size));
    }
  });
  return parts.join('');
}

/** The whole file for one diagram. */
export function drawDiagram(spec: DiagramSpec): string {
  const { width, height } = illustrationCanvas[spec.kind];
  const draw: Record<IllustrationKind, () => string> = {
    flow: () => drawFlow(spec.nodes),
    strip: () => drawFlow(spec.nodes.slice(0, 3)),
    timeline: () => drawTimeline(spec.nodes),
    hub: () => drawHub(spec.nodes, spec.centre ?? ''),
    cover: () => drawCover(spec.nodes, spec.title, spec.centre ?? ''),
    gantt: () => drawGantt(spec.nodes),
    path: () => drawPath(spec.nodes),
    brief: () => drawBrief(spec.nodes, spec.eyebrow ?? '', spec.centre ?? ''),
  };
  const body = draw[spec.kind]();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><title>${escapeXml(spec.title)}</title><g id="d">${diagramStyle}${body}</g></svg>\n`;
}
