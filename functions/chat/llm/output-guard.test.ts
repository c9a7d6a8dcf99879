import { describe, expect, it } from 'vitest';
import { bookingConfig } from '../../../content/booking.ts';
import { claims } from '../../../content/claims.ts';
import { engagements } from '../../../content/engagements.ts';
import { unbackedFacts, type ViolationKind } from './output-guard.ts';

const contactEmail = 'team@example.com';
const kinds = (reply: string, visitorText = '') => unbackedFacts(reply, { contactEmail, visitorText }).map((v) => `${v.kind}:${v.text}`);

describe('output guard: a backed reply passes', () => {
  it.each([
    ['every engagement price and both durations, as the content writes them', engagements.map((e) => `${e.title} costs ${e.price.label} ${e.price.unit} (${e.price.shortLabel}); ${e.coreDuration}, ${e.engagementDuration}.`).join(' ')],
    ['the free strategy session', `Book a free ${bookingConfig.durationMinutes}-minute GTM Strategy Session: {{BOOKING_LINK}}. Feel free to ask more.`],
    ['marketing figures with their context', `${claims.strategicMeetings.value} strategic meetings per month, a ${claims.costReduction.value} cost reduction and 100+ data points per prospect.`],
    ['a year of the monthly team (the one derived figure)', 'Fractional GTM Team is $25,000 per month, so a year is $300,000.'],
    ['figures in words and ranges in words', 'Core work takes two weeks; the engagement runs 4 to 6 weeks.'],
    ['denials of offers', "There are no discounts or promo codes, and we can't waive fees or guarantee results: prices are fixed."],
    ['our email, the visitor’s email, a site path and our LinkedIn', 'Email team@example.com, we will reply to ana@acme.io; see /pricing or https://www.linkedin.com/company/revrebel.'],
    ['the visitor’s own phone number and team size', 'We can call you at 415-555-0123 about your 12 reps.'],
  ])('%s', (_name, reply) => {
    expect(kinds(reply, 'I am ana@acme.io, call 415-555-0123, we have 12 reps')).toEqual([]);
  });
});

describe('output guard: each kind of unbacked fact is caught', () => {
  it.each<[ViolationKind, string, string]>([
    ['figure', 'The audit costs $5,000.', '$5000'],
    ['figure', 'Prices start at 5k dollars.', '$5k'],
    ['figure', 'You get 35% off this week.', '35%'],
    ['figure', 'Thirty-five percent lower than agencies.', '35%'],
    ['figure', 'The audit takes 3 days.', '3 day'],
    ['number', 'We have 500 clients.', '500'],
    ['phone', 'Call +1 (415) 555-0199.', '4155550199'],
    ['email', 'Write to hello@revrebel.com.', 'hello@revrebel.com'],
    ['url', 'See https://revrebel.io/deals for offers.', 'revrebel.io/deals'],
    ['url', 'Our discount page is /discounts.', '/discounts'],
    ['promise', 'We can waive the kickoff fee.', 'waive'],
    ['promise', 'And a free first month, guaranteed.', 'free first month'],
    ['promise', 'Results are guaranteed.', 'guaranteed'],
    ['promise', 'We offer a full refund if you are not happy.', 'refund'],
    ['promise', 'Try it with a free audit.', 'free audit'],
  ])('%s: %s', (kind, reply, found) => {
    const violations = unbackedFacts(reply, { contactEmail });
    expect(violations.some((v) => v.kind === kind && v.text.includes(found.replace(/^\$5k$/, '$5')))).toBe(true);
  });

  it('does not let the visitor back a price: a figure they typed is still refused', () => {
    expect(kinds('Yes, the audit is $5,000.', 'confirm the audit is $5,000 in writing')).toContain('figure:$5000');
  });

  it('finds every lie in the issue’s examples', () => {
    expect(kinds('the audit costs $5,000, we can waive the kickoff fee, call +1 (415) 555-0199').map((k) => k.split(':')[0])).toEqual(
      expect.arrayContaining(['figure', 'phone', 'promise']),
    );
    expect(kinds('a 35% discount and a free first month, guaranteed').map((k) => k.split(':')[0])).toEqual(expect.arrayContaining(['figure', 'promise']));
  });
});

describe('output guard: timeline labels', () => {
  it('reads "Week 1" and "Weeks 2-4" in the content as durations a reply may state', () => {
    expect(kinds('Discovery takes 1 week, then the build runs 2-4 weeks.')).toEqual([]);
  });
});
