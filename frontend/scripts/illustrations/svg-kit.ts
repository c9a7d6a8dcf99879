import type { FittedText } from './measure-text.ts';

/*
 * Pure SVG drawing helpers. Colours are CSS variables set by the theme (with light fallbacks), so one file serves both
 * colour schemes when a page places it with <use>; the <style> sits inside the exported group so it travels with the
 * clone. Text uses the page's font (Inter) at the weights measure-text.ts measures (500, 700, 800).
 */
export const diagramStyle = `<style>.s{fill:var(--rr-diagram-surface,#fff);stroke:var(--rr-diagram-line,#ced4da);stroke-width:2}.a{fill:var(--rr-diagram-accent,#c2410c)}.as{fill:var(--rr-diagram-accent-soft,#fff7ed);stroke:var(--rr-diagram-accent,#c2410c);stroke-width:2}.l{stroke:var(--rr-diagram-line,#ced4da);stroke-width:3;fill:none}.la{stroke:var(--rr-diagram-accent,#c2410c);stroke-width:3;fill:none}.t{fill:var(--rr-diagram-text,#0b0d12);font:700 19px 'Inter','Inter Fallback',sans-serif}.m{fill:var(--rr-diagram-muted,#495057);font:500 15px 'Inter','Inter Fallback',sans-serif}.n{fill:var(--rr-diagram-on-accent,#fff);font:800 17px 'Inter','Inter Fallback',sans-serif}.e{fill:var(--rr-diagram-accent,#c2410c);font:800 14px 'Inter','Inter Fallback',sans-serif;letter-spacing:.08em}.h{fill:var(--rr-diagram-text,#0b0d12);font:800 30px 'Inter','Inter Fallback',sans-serif}.p{fill:var(--rr-diagram-accent,#c2410c);font:700 19px 'Inter','Inter Fallback',sans-serif}.T{font-size:26px}.M{font-size:20px}</style>`;

/**
 * The smallest label size, in the diagram's user units, that still draws at 12 CSS px where a 600-unit-wide diagram is
 * narrowest (328 px: a 360 px phone less the page's gutters): 12 / (328 / 600) = 21.95.
 */
export const minLabelSize = 22.5;

/** Sizes to try, largest first, down to the minimum. */
export const labelSizes = (largest: number) => {
  const sizes: number[] = [];
  for (let size = largest; size > minLabelSize; size -= 1) sizes.push(size);
  return [...sizes, minLabelSize];
};

export const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const round = (value: number) => Math.round(value * 10) / 10;

/** Lines of text; `y` is the first baseline. An explicit size overrides the class's. */
export function textLines(lines: readonly string[], x: number, y: number, className: string, lineHeight: number, anchor = 'middle', size?: number): string {
  const spans = lines.map((line, index) => `<tspan x="${round(x)}" dy="${index === 0 ? 0 : round(lineHeight)}">${escapeXml(line)}</tspan>`).join('');
  // A style, not a font-size attribute: the class's CSS font shorthand would beat a presentation attribute.
  const sized = size === undefined ? '' : ` style="font-size:${round(size)}px"`;
  return `<text class="${className}" x="${round(x)}" y="${round(y)}" text-anchor="${anchor}"${sized}>${spans}</text>`;
}

/** A fitted label centred on (cx, cy): its lines' cap heights sit evenly around the centre. */
export function centredLabel(fitted: FittedText, cx: number, cy: number, className: string, lineGap = 1.2): string {
  const lineHeight = fitted.size * lineGap;
  // Inter's cap height is 0.73 em: the first baseline sits so the block of lines is centred vertically.
  const firstBaseline = cy - ((fitted.lines.length - 1) * lineHeight) / 2 + fitted.size * 0.365;
  return textLines(fitted.lines, cx, firstBaseline, className, lineHeight, 'middle', fitted.size);
}

export const arrowHead = (x: number, y: number, direction: 'right' | 'left' | 'down') => {
  const points = { right: `${x - 9},${y - 7} ${x},${y} ${x - 9},${y + 7}`, left: `${x + 9},${y - 7} ${x},${y} ${x + 9},${y + 7}`, down: `${x - 7},${y - 9} ${x},${y} ${x + 7},${y - 9}` };
  return `<polyline class="la" points="${points[direction]}"/>`;
};
