import { describe, expect, it } from 'vitest';
import { getStartedProcess, getStartedStartingPoints } from '../../../../content/get-started.ts';
import { staticIslandAttribute } from '../static-island.tsx';

// These sections stay prerendered HTML on the first load (a StaticIsland): a page link still works there (the island
// follows it with the router), but a booking or scroll button would be dead. Those belong to the hydrated hero.
describe('the /get-started static sections', () => {
  it('hold only page links as calls to action', () => {
    expect(getStartedStartingPoints.servicesLink.kind).toBe('link');
    for (const option of getStartedStartingPoints.options) expect(option).not.toHaveProperty('cta');
    expect(getStartedProcess.steps.length).toBeGreaterThan(0);
    expect(staticIslandAttribute).toBe('data-static-island');
  });
});
