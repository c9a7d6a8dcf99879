import { describe, expect, it } from 'vitest';
import { aboutStats } from './about.ts';
import { approachResults } from './approach.ts';
import { claims, freedomClaims, heroClaims } from './claims.ts';
import { gtmOrchestrationResults } from './gtm-orchestration.ts';
import { howItWorksResults } from './how-it-works.ts';
import { technologyImpact } from './technology.ts';
import type { StatItem } from './types.ts';

// Design review: the home page's 70% / 0 / 3x / 100% block appeared again on /gtm-orchestration, /approach and /about.
// The home page keeps the figures the spec gives it (hero, the 'repeating 70%, 0 and 100% clean data' section); every
// other page's strip is its own: at most one home figure, at most one figure shared with any other page's strip, and
// only figures the site states (claims.ts) or counts of its own content.
const home = new Set<string>([...heroClaims, ...freedomClaims].map((stat) => stat.value));
const strips: Record<string, readonly StatItem[]> = {
  '/gtm-orchestration': gtmOrchestrationResults,
  '/approach': approachResults,
  '/about': aboutStats,
  '/how-it-works': howItWorksResults,
  '/technology': technologyImpact.stats,
};
const stated = new Set<string>(Object.values(claims).map((claim) => claim.value));
const counts = new Set(['3', '12']);

describe('stat strips', () => {
  it('the home page keeps the spec figures (70%, 0, 3x in the hero; 70%, 0, 100% below)', () => {
    expect(heroClaims.map((stat) => stat.value)).toEqual(['70%', '0', '3x']);
    expect(freedomClaims.map((stat) => stat.value)).toEqual(['70%', '0', '100%']);
  });

  for (const [path, stats] of Object.entries(strips)) {
    it(`${path} repeats at most one of the home figures and states only known figures`, () => {
      expect(stats.filter((stat) => home.has(stat.value)).length).toBeLessThanOrEqual(1);
      for (const stat of stats) expect(stated.has(stat.value) || counts.has(stat.value), stat.value).toBe(true);
    });
  }

  it('no two pages share more than one figure', () => {
    const entries = Object.entries(strips);
    entries.forEach(([a, left], index) =>
      entries.slice(index + 1).forEach(([b, right]) => {
        const shared = left.filter((stat) => right.some((other) => other.value === stat.value)).map((stat) => stat.value);
        expect(shared.length, `${a} and ${b} share ${shared.join(', ')}`).toBeLessThanOrEqual(1);
      }),
    );
  });
});
