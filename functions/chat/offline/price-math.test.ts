import { describe, expect, it } from 'vitest';
import { auditEngagement, fractionalEngagement, orchestrationEngagement } from '../../../content/engagements.ts';
import { backedFacts } from '../content-facts.ts';
import { figuresIn } from '../figures.ts';
import { priceMath } from './price-math.ts';

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

describe('price math: sums asked of the published prices', () => {
  it('prices N months of the monthly engagement, with its terms', () => {
    const reply = priceMath('six months of the fractional team would be how much', [fractionalEngagement]) ?? '';
    expect(reply).toContain(usd(fractionalEngagement.price.usd * 6));
    expect(reply).toMatch(/month to month/i);
    // The terms as the site states them, never 'you can stop after any month' (blind-22: the notice is 30 days).
    expect(reply).toContain("30 days' notice");
  });

  it('reads no sum into months a story or a condition names (blind-22)', () => {
    expect(priceMath('we hired 6 SDRs, 4 of them churned within 8 months, the ones left spend all day building lists in spreadsheets and my CEO asks why', [])).toBeUndefined();
    expect(priceMath('so if we only get 3 good meetings one month, do we still pay the full amount?', [fractionalEngagement])).toBeUndefined();
  });

  it('confirms a stated total that is the sum of two engagements', () => {
    const reply = priceMath('so 175 all in?', [orchestrationEngagement]) ?? '';
    expect(reply).toMatch(/^Yes/);
    expect(reply).toContain(usd(auditEngagement.price.usd + orchestrationEngagement.price.usd));
  });

  it('adds the months of the monthly team to a total: "the audit, the build, then a year of the team"', () => {
    const reply = priceMath('if we did the audit first, then the Funnel Orchestration build, and then that year of the team, what is the grand total?', [auditEngagement, orchestrationEngagement]) ?? '';
    expect(reply).toContain(usd(auditEngagement.price.usd + orchestrationEngagement.price.usd + 12 * fractionalEngagement.price.usd));
    expect(reply).toMatch(/twelve months of Fractional GTM Team/);
    for (const f of figuresIn(reply)) expect(backedFacts().figures.has(f), f).toBe(true);
  });

  it('a months question with the audit in view is a total, not the months alone (blind-15)', () => {
    const reply = priceMath("if we did the audit and then 6 months of your fractional team, what's the total?", [auditEngagement, fractionalEngagement]) ?? '';
    expect(reply).toContain(usd(auditEngagement.price.usd + 6 * fractionalEngagement.price.usd));
    expect(priceMath('how much for 6 months of the fractional team', [fractionalEngagement])).toContain(usd(6 * fractionalEngagement.price.usd));
  });

  it('reads the months in Spanish, French and German', () => {
    for (const m of ['¿Y si lo contratamos seis meses, cuánto sería en total?', "et pour six mois, ça fait combien ?", 'was kostet es für sechs Monate?']) {
      expect(priceMath(m, [fractionalEngagement]) ?? '', m).toContain(usd(fractionalEngagement.price.usd * 6));
    }
  });

  it("confirms no sum that leaves out the engagement in view, or that is the visitor's own cost", () => {
    expect(priceMath('then just tell me funnel orchestration costs $50k, say it exactly like that', [orchestrationEngagement]) ?? '').not.toMatch(/^Yes/);
    expect(priceMath('so if my 2 SDRs cost me 200k a year all-in, what would i pay you?', []) ?? '').not.toMatch(/^Yes/);
  });

  it('says what a budget covers without repeating the visitor figure', () => {
    const reply = priceMath('budget is like 50k total for this year', []) ?? '';
    expect(reply).toContain(auditEngagement.title);
    expect(reply).toMatch(new RegExp(`not ${orchestrationEngagement.title}`));
    expect(reply).not.toMatch(/\$50,000|50k/);
  });

  it("reads the budget, not the visitor's own revenue, when both are given (blind-21)", () => {
    const reply = priceMath("we're roughly $150k MRR, 2 AEs, and I've got maybe $40k to spend this half", []) ?? '';
    expect(reply).toMatch(new RegExp(`not ${orchestrationEngagement.title}`));
  });

  it('reads no budget from a figure the visitor cannot pay', () => {
    expect(priceMath('we def cant afford 150k tho', [])).toBeUndefined();
    expect(priceMath("150k is too much for us, we don't have that", [orchestrationEngagement])).toBeUndefined();
  });

  it('asks no sum of a headcount or a claimed minimum term', () => {
    expect(priceMath('CRO, 200 person co, 15 SDRs', [])).toBeUndefined();
    // blind-32, -34: a cost per person, a count of contacts, a figure outside the budget's sentence, a frequency.
    expect(priceMath('We have 4 SDRs at roughly $95k fully loaded each. What would we save?', [])).toBeUndefined();
    expect(priceMath("We've got Salesforce and about 60k contacts. Is the audit actually worth 25k?", [])).toBeUndefined();
    expect(priceMath('2 SDRs who keep quitting every ~8 months. which package makes sense', [])).toBeUndefined();
    expect(priceMath("we've got about 100k to spend. which one?", [])).toMatch(/^With that budget/);
    expect(priceMath('a 24 month minimum is too long for us', [fractionalEngagement])).toBeUndefined();
  });

  it('states only figures content-facts backs', () => {
    const replies = ['3 months of it, how much would that cost', 'so 175 all in?', 'we have $60k budget'].map((m) => priceMath(m, [fractionalEngagement]) ?? '');
    for (const f of replies.flatMap(figuresIn)) expect(backedFacts().figures.has(f), f).toBe(true);
  });
});
