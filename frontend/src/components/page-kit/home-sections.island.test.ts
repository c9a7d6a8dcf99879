import { describe, expect, it } from 'vitest';
import { landingProcess, landingServices } from '../../../../content/landing.ts';

// These sections stay prerendered HTML on the first load (a StaticIsland): a link still works there (the island
// follows it with the router), but a booking button would be a dead button. Booking belongs in a hydrated section.
describe('the home page static sections', () => {
  it('hold only page links as calls to action', () => {
    const ctas = [...landingServices.cards.flatMap((card) => (card.cta ? [card.cta] : [])), landingProcess.cta];
    expect(ctas.length).toBeGreaterThan(0);
    for (const cta of ctas) expect(cta.kind).toBe('link');
  });
});
