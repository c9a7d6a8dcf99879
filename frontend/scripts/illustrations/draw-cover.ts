import { illustrationCanvas } from '../../../content/illustration-kinds.ts';
import type { DiagramNode } from './draw-diagram.ts';
import { fitText, type FittedText } from './measure-text.ts';
import { labelSizes, textLines } from './svg-kit.ts';

const left = 40;
const eyebrowBaseline = 60;
const markerTop = 214;

/** The title at the largest size (up to 44) that fits three measured lines above the markers. */
function fitTitle(title: string, width: number): FittedText {
  for (const size of labelSizes(44)) {
    try {
      const fitted = fitText(title, width, { weight: 800 }, [size], 3);
      const lastBaseline = eyebrowBaseline + 14 + size + (fitted.lines.length - 1) * size * 1.12;
      if (lastBaseline + size * 0.25 <= markerTop - 10) return fitted;
    } catch {
      // Too long at this size: try the next one down.
    }
  }
  throw new Error(`cover title "${title}" does not fit three lines at the minimum size`);
}

/** An article's cover: its category and title on a panel, with the section count as a row of markers. */
export function drawCover(nodes: readonly DiagramNode[], title: string, category: string): string {
  const { width, height } = illustrationCanvas.cover;
  const textWidth = width - 2 * left;
  const parts = [`<rect class="as" x="2" y="2" width="${width - 4}" height="${height - 4}" rx="24"/>`];
  const eyebrow = fitText(category.toUpperCase(), textWidth, { weight: 800, letterSpacing: 0.08 }, labelSizes(24), 1);
  parts.push(textLines(eyebrow.lines, left, eyebrowBaseline, 'e', 0, 'start', eyebrow.size));
  const heading = fitTitle(title, textWidth);
  parts.push(textLines(heading.lines, left, eyebrowBaseline + 14 + heading.size, 'h', heading.size * 1.12, 'start', heading.size));
  nodes.slice(0, 10).forEach((_, index) => {
    parts.push(`<rect class="${index === 0 ? 'a' : 's'}" x="${left + index * 40}" y="${markerTop}" width="28" height="12" rx="6"/>`);
  });
  return parts.join('');
}
