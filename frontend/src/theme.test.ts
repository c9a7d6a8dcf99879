import { describe, expect, it } from 'vitest';
import { schemeColours, theme } from './theme.ts';

// WCAG 2.x relative luminance and contrast ratio, computed from the colours the theme sets (not copied numbers).
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
};

const brand = theme.colors?.brand ?? [];
// The orange text each scheme shows: links, outline buttons and eyebrows (brand-6 light, brand-4 dark).
const accentText = { light: brand[6] ?? '', dark: brand[4] ?? '' };

describe('theme colours', () => {
  for (const scheme of ['light', 'dark'] as const) {
    const colours = schemeColours[scheme];
    for (const ground of ['page', 'card'] as const) {
      it(`${scheme}: heading, body, dimmed and accent text pass WCAG AA (4.5:1) on the ${ground}`, () => {
        for (const text of [colours.heading, colours.body, colours.dimmed, accentText[scheme]]) {
          expect(contrast(text, colours[ground]), `${text} on ${colours[ground]}`).toBeGreaterThanOrEqual(4.5);
        }
      });
    }
  }

  it('dark: a card stands apart from the page (its own surface and a border that shows on both)', () => {
    const { page, card, border } = schemeColours.dark;
    expect(contrast(card, page)).toBeGreaterThanOrEqual(1.2);
    expect(contrast(border, card)).toBeGreaterThanOrEqual(1.5);
    expect(contrast(border, page)).toBeGreaterThanOrEqual(1.8);
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`${scheme}: a field's border shows against the card, the page and its own well (3:1, WCAG 1.4.11)`, () => {
      const colours = schemeColours[scheme];
      for (const ground of [colours.card, colours.page, colours.field]) expect(contrast(colours.fieldBorder, ground)).toBeGreaterThanOrEqual(3);
      for (const text of [colours.heading, colours.body]) expect(contrast(text, colours.field)).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('light: the card border shows on the white page', () => {
    expect(contrast(schemeColours.light.border, schemeColours.light.page)).toBeGreaterThanOrEqual(1.2);
  });
});
