import { describe, expect, it } from 'vitest';
import { attributionSchema } from './attribution-schema.ts';
import { attributionLimits, readAttribution, touchSummary } from './attribution.ts';

const good = { first: { landingPage: '/pricing', referrerHost: 'www.LinkedIn.com', source: 'LinkedIn', medium: 'paid', campaign: 'Q1-Launch' }, sentFrom: '/contact' };

describe('readAttribution', () => {
  it('keeps a clean attribution, lower-casing hosts and UTM values, in the canonical shape', () => {
    const { attribution, problems } = readAttribution(good);
    expect(problems).toEqual([]);
    expect(attribution).toEqual({ first: { landingPage: '/pricing', referrerHost: 'www.linkedin.com', source: 'linkedin', medium: 'paid', campaign: 'q1-launch' }, sentFrom: '/contact' });
    expect(attributionSchema.safeParse(attribution).success).toBe(true);
  });

  it('drops what is not an object, with a problem to log', () => {
    for (const value of ['utm_source=x', 42, true, ['a'], () => 1]) expect(readAttribution(value)).toEqual({ attribution: undefined, problems: ['attribution: not an object'] });
    expect(readAttribution(undefined)).toEqual({ attribution: undefined, problems: [] });
    expect(readAttribution(null)).toEqual({ attribution: undefined, problems: [] });
  });

  it('trims huge values to their cap and names them', () => {
    const { attribution, problems } = readAttribution({ first: { campaign: 'c'.repeat(50_000), landingPage: `/${'p'.repeat(5_000)}` } });
    expect(attribution?.first?.campaign).toHaveLength(attributionLimits.utmChars);
    expect(attribution?.first?.landingPage).toHaveLength(attributionLimits.pathChars);
    expect(problems).toEqual(['first.landingPage: trimmed from 5001 characters', 'first.campaign: trimmed from 50000 characters']);
  });

  it('drops values with control or invisible characters, unknown keys and values of the wrong kind, keeping the rest', () => {
    const { attribution, problems } = readAttribution({
      first: { source: 'news\u0000letter', medium: 'e\u202Email', campaign: 'ok', term: 7, evil: 'x', referrerHost: 'not a host', landingPage: 'https://x.example/' },
      sentFrom: '/contact',
      tracking: { id: 'abc' },
    });
    expect(attribution).toEqual({ first: { campaign: 'ok' }, sentFrom: '/contact' });
    expect(problems).toEqual(
      expect.arrayContaining([
        'attribution.tracking: unknown key dropped',
        'first.evil: unknown key dropped',
        'first.source: control or invisible characters',
        'first.medium: control or invisible characters',
        'first.term: not text',
        'first.referrerHost: not a valid value',
        'first.landingPage: not a valid value',
      ]),
    );
  });
});

describe('touchSummary', () => {
  it('reads like a CRM column', () => {
    expect(touchSummary({ source: 'linkedin', medium: 'paid', campaign: 'q1-launch' })).toBe('linkedin / paid · q1-launch');
    expect(touchSummary({ referrerHost: 'www.google.com' })).toBe('www.google.com (referral)');
    expect(touchSummary({ source: 'partner' })).toBe('partner / (no medium)');
    expect(touchSummary(undefined)).toBe('direct');
  });
});
