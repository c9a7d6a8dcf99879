import { illustrationCanvas, type IllustrationKind } from '../../../content/illustration-kinds.ts';

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
}

/*
 * Pure SVG drawing. Colours are CSS variables set by the theme (with light fallbacks), so one file serves both colour
 * schemes when a page places it with <use>; the <style> sits inside the exported group so it travels with the clone.
 * Text uses the page's font (Inter). Everything is rounded to whole units to keep the files small.
 */
const style = `<style>.s{fill:var(--rr-diagram-surface,#fff);stroke:var(--rr-diagram-line,#ced4da);stroke-width:2}.a{fill:var(--rr-diagram-accent,#c2410c)}.as{fill:var(--rr-diagram-accent-soft,#fff7ed);stroke:var(--rr-diagram-accent,#c2410c);stroke-width:2}.l{stroke:var(--rr-diagram-line,#ced4da);stroke-width:3;fill:none}.la{stroke:var(--rr-diagram-accent,#c2410c);stroke-width:3;fill:none}.t{fill:var(--rr-diagram-text,#0b0d12);font:700 19px 'Inter','Inter Fallback',sans-serif}.m{fill:var(--rr-diagram-muted,#495057);font:500 15px 'Inter','Inter Fallback',sans-serif}.n{fill:#fff;font:800 17px 'Inter','Inter Fallback',sans-serif}.e{fill:var(--rr-diagram-accent,#c2410c);font:800 14px 'Inter','Inter Fallback',sans-serif;letter-spacing:.08em}.h{fill:var(--rr-diagram-text,#0b0d12);font:800 30px 'Inter','Inter Fallback',sans-serif}.T{font-size:26px}.M{font-size:20px}</style>`;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Greedy word wrap by an estimated character budget (Inter averages ~0.55em per character). */
export function wrapWords(text: string, maxChars: number, maxLines = 3): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }
  return lines;
}

function textLines(lines: readonly string[], x: number, y: number, className: string, lineHeight: number, anchor = 'middle'): string {
  const spans = lines.map((line, index) => `<tspan x="${x}" dy="${index === 0 ? 0 : lineHeight}">${escapeXml(line)}</tspan>`).join('');
  return `<text class="${className}" x="${x}" y="${y}" text-anchor="${anchor}">${spans}</text>`;
}

const arrowHead = (x: number, y: number, direction: 'right' | 'left' | 'down') => {
  const points = { right: `${x - 9},${y - 7} ${x},${y} ${x - 9},${y + 7}`, left: `${x + 9},${y - 7} ${x},${y} ${x + 9},${y + 7}`, down: `${x - 7},${y - 9} ${x},${y} ${x + 7},${y - 9}` };
  return `<polyline class="la" points="${points[direction]}"/>`;
};

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
    const label = wrapWords(node.label, 14, 2);
    parts.push(textLines(label, x + boxWidth / 2, y + 68, 't', 22));
    if (node.detail) parts.push(textLines(wrapWords(node.detail, 20, 2), x + boxWidth / 2, y + 68 + label.length * 22 + 6, 'm', 17));
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
    parts.push(textLines(wrapWords(node.label, 30, 1), railX + 64, cy + (hasDetail ? -4 : 9), 't T', 0, 'start'));
    if (node.detail) parts.push(textLines(wrapWords(node.detail, 38, 1), railX + 64, cy + 24, 'm M', 0, 'start'));
  });
  return parts.join('');
}

/** Nodes around a centre, each linked to it and to its neighbour (a system, not a list). */
function drawHub(nodes: readonly DiagramNode[], centre: string): string {
  const { width, height } = illustrationCanvas.hub;
  const cx = width / 2;
  const cy = height / 2;
  const count = Math.max(1, Math.min(nodes.length, 8));
  const rx = 205;
  const ry = 140;
  const boxWidth = 176;
  const boxHeight = count > 6 ? 52 : 76;
  const positions = nodes.slice(0, count).map((_, index) => {
    const angle = -Math.PI / 2 + (index * 2 * Math.PI) / count + (count === 4 ? Math.PI / 4 : 0);
    return { x: Math.round(cx + rx * Math.cos(angle)), y: Math.round(cy + ry * Math.sin(angle)) };
  });
  const parts: string[] = [];
  const ring = positions.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join('');
  parts.push(`<path class="l" d="${ring}Z" stroke-dasharray="6 8"/>`);
  for (const point of positions) parts.push(`<path class="la" d="M${cx} ${cy}L${point.x} ${point.y}"/>`);
  parts.push(`<circle class="as" cx="${cx}" cy="${cy}" r="70"/>`, textLines(wrapWords(centre, 12, 3), cx, cy - 6, 't', 22));
  nodes.slice(0, count).forEach((node, index) => {
    const point = positions[index] ?? { x: cx, y: cy };
    const x = Math.round(Math.min(Math.max(point.x - boxWidth / 2, 2), width - boxWidth - 2));
    const y = Math.round(Math.min(Math.max(point.y - boxHeight / 2, 2), height - boxHeight - 2));
    parts.push(`<rect class="s" x="${x}" y="${y}" width="${boxWidth}" height="${boxHeight}" rx="14"/>`);
    const lines = wrapWords(node.label, 17, count > 6 ? 1 : 2);
    parts.push(textLines(lines, x + boxWidth / 2, y + boxHeight / 2 + 7 - (lines.length - 1) * 11, 't', 22));
  });
  return parts.join('');
}

/** An article's cover: its category and title on a panel, with the section count as a row of markers. */
function drawCover(nodes: readonly DiagramNode[], title: string, category: string): string {
  const { width, height } = illustrationCanvas.cover;
  const parts = [`<rect class="as" x="2" y="2" width="${width - 4}" height="${height - 4}" rx="24"/>`];
  parts.push(textLines([category.toUpperCase()], 40, 64, 'e', 0, 'start'));
  parts.push(textLines(wrapWords(title, 34, 3), 40, 112, 'h', 38, 'start'));
  const markers = nodes.slice(0, 10);
  markers.forEach((_, index) => {
    const x = 40 + index * 40;
    parts.push(`<rect class="${index === 0 ? 'a' : 's'}" x="${x}" y="${height - 44}" width="28" height="12" rx="6"/>`);
  });
  return parts.join('');
}

/** The whole file for one diagram. */
export function drawDiagram(spec: DiagramSpec): string {
  const { width, height } = illustrationCanvas[spec.kind];
  const body =
    spec.kind === 'flow' || spec.kind === 'strip'
      ? drawFlow(spec.kind === 'strip' ? spec.nodes.slice(0, 3) : spec.nodes)
      : spec.kind === 'timeline'
        ? drawTimeline(spec.nodes)
        : spec.kind === 'hub'
          ? drawHub(spec.nodes, spec.centre ?? '')
          : drawCover(spec.nodes, spec.title, spec.centre ?? '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><title>${escapeXml(spec.title)}</title><g id="d">${style}${body}</g></svg>\n`;
}
