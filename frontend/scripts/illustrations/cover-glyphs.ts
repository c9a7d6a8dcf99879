import type { BlogCategory } from '../../../content/blog-categories.ts';

/**
 * A cover's emblem: one simple line picture per blog category, drawn in a 120-unit square around (0, 0) as paths
 * (accent strokes 'la', quiet strokes 'l'), so a post's cover says what kind of read it is without repeating its title.
 */
interface Glyph {
  readonly accent: readonly string[];
  readonly quiet: readonly string[];
}

export const coverGlyphs: Record<BlogCategory, Glyph> = {
  // A funnel narrowing many prospects to a few conversations.
  'Sales Development': { quiet: ['M-46 -38 H46 L12 6 V40 L-12 48 V6 Z'], accent: ['M-30 -52 V-30', 'M0 -56 V-30', 'M30 -52 V-30', 'M0 22 V56'] },
  // A line that climbs and ends on a tick.
  'Success Stories': { quiet: ['M-50 48 H50', 'M-50 48 V-50'], accent: ['M-40 32 L-14 10 L6 20 L38 -22', 'M24 -34 L36 -20 L54 -46'] },
  // A route around an obstacle to a goal: a play drawn on a board.
  Tactics: { quiet: ['M-48 -48 H48 V48 H-48 Z', 'M-10 -10 L10 10 M10 -10 L-10 10'], accent: ['M-34 34 C-34 -4 -26 -30 4 -30 C30 -30 34 -10 34 -34', 'M24 -26 L34 -36 L44 -26'] },
  // A target and the arrow that hits it.
  Strategy: { quiet: ['M-44 0 A44 44 0 1 0 44 0 A44 44 0 1 0 -44 0', 'M-24 0 A24 24 0 1 0 24 0 A24 24 0 1 0 -24 0'], accent: ['M56 -56 L4 -4', 'M4 -4 L4 -22 M4 -4 L22 -4'] },
  // Three bars rising over a baseline.
  Metrics: { quiet: ['M-52 46 H52'], accent: ['M-32 40 V10', 'M0 40 V-14', 'M32 40 V-42'] },
  // Layers of a stack, joined by one line.
  Technology: { quiet: ['M-48 24 L0 48 L48 24', 'M-48 0 L0 24 L48 0'], accent: ['M-48 -24 L0 -48 L48 -24 L0 0 Z'] },
  // A flag planted on the summit.
  Leadership: { quiet: ['M-56 48 L-10 -8 L16 20 L30 6 L56 48 Z'], accent: ['M-10 -8 V-56', 'M-10 -56 H22 L12 -44 L22 -32 H-10'] },
  // Steps up, and the arrow that keeps climbing.
  Growth: { quiet: ['M-52 48 V24 H-24 V0 H4 V-24 H32 V-48'], accent: ['M-44 30 L40 -46', 'M22 -46 H40 V-28'] },
};

/** The glyph's paths moved to (cx, cy). */
export function drawGlyph(category: BlogCategory, cx: number, cy: number): string {
  const glyph = coverGlyphs[category];
  const group = [...glyph.quiet.map((d) => `<path class="l" d="${d}"/>`), ...glyph.accent.map((d) => `<path class="la" d="${d}"/>`)];
  return `<g transform="translate(${cx} ${cy})" stroke-linecap="round" stroke-linejoin="round">${group.join('')}</g>`;
}
