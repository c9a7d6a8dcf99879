import { describe, expect, it } from 'vitest';
import { bookingConfig } from './booking.ts';
import { engagements } from './engagements.ts';
import { getStartedStartingPoints } from './get-started.ts';
import { landingServices } from './landing.ts';
import { allPlansInclude, plans, pricingFaq } from './plans.ts';
import { pricingBreadcrumb, pricingCta } from './pricing.ts';

// Spec section 9, verbatim.
const spec = [
  {
    title: 'GTM Audit & Architecture',
    usd: 25_000,
    price: '$25,000',
    pricingPrice: '$25K one-time',
    services: '2 weeks',
    pricing: '4-6 weeks',
    pricingBadge: 'START HERE',
    landingBadge: undefined,
    fit: 'Ideal for understanding your current state',
  },
  {
    title: 'Funnel Orchestration',
    usd: 150_000,
    price: '$150,000',
    pricingPrice: '$150,000 fixed',
    services: '12 weeks',
    pricing: '3-4 months',
    pricingBadge: 'MOST POPULAR',
    landingBadge: 'MOST POWERFUL',
    fit: 'Ideal for complete system engineering',
  },
  {
    title: 'Fractional GTM Team',
    usd: 25_000,
    price: '$25,000 per month',
    pricingPrice: '$25,000 per month',
    services: 'ongoing',
    pricing: 'ongoing',
    pricingBadge: 'ENTERPRISE',
    landingBadge: undefined,
    fit: 'Ideal for ongoing system evolution',
  },
];

describe('engagements', () => {
  it('have the spec prices, both durations and badges', () => {
    expect(engagements.map((e) => e.title)).toEqual(spec.map((s) => s.title));
    engagements.forEach((engagement, i) => {
      const expected = spec[i]!;
      expect(engagement.price.usd).toBe(expected.usd);
      expect(engagement.price.summary.startsWith(expected.price)).toBe(true);
      expect(`${engagement.price.shortLabel} ${engagement.price.shortUnit}`).toBe(expected.pricingPrice);
      expect(engagement.coreDuration).toBe(expected.services);
      expect(engagement.engagementDuration).toBe(expected.pricing);
      expect(engagement.pricingBadge).toBe(expected.pricingBadge);
      expect('landingBadge' in engagement ? engagement.landingBadge : undefined).toBe(expected.landingBadge);
      expect(engagement.fitLine).toBe(expected.fit);
      expect(engagement.includes.length).toBeGreaterThanOrEqual(6);
      expect(engagement.idealFor.length).toBeGreaterThanOrEqual(3);
    });
    expect(engagements.filter((e) => e.popular).map((e) => e.title)).toEqual(['Funnel Orchestration']);
  });

  it('show the /services durations on the landing cards and the /pricing ones on /pricing and /get-started', () => {
    expect(landingServices.heading.title).toBe('THREE WAYS WE ENGINEER BETTER GTM');
    expect(landingServices.cards.map((card) => [card.title, card.price, card.duration])).toEqual([
      ['GTM Audit & Architecture', '$25,000', '2 weeks'],
      ['Funnel Orchestration', '$150,000', '12 weeks'],
      ['Fractional GTM Team', '$25,000', 'ongoing'],
    ]);
    expect(landingServices.cards.map((card) => ('badge' in card ? card.badge : undefined))).toEqual([
      undefined,
      'MOST POWERFUL',
      undefined,
    ]);
    expect(plans.map((plan) => [plan.title, `${plan.price} ${plan.unit}`, plan.timeframe, plan.badge, plan.popular])).toEqual([
      ['GTM Audit & Architecture', '$25K one-time', '4-6 weeks', 'START HERE', false],
      ['Funnel Orchestration', '$150,000 fixed', '3-4 months', 'MOST POPULAR', true],
      ['Fractional GTM Team', '$25,000 per month', 'ongoing', 'ENTERPRISE', false],
    ]);
    expect(getStartedStartingPoints.heading.title).toBe('Choose Your Starting Point');
    expect(getStartedStartingPoints.options.map((o) => [o.title, `${o.price} ${o.unit}`, o.duration])).toEqual([
      ['GTM Audit & Architecture', '$25K one-time', '4-6 weeks'],
      ['Funnel Orchestration', '$150,000 fixed', '3-4 months'],
      ['Fractional GTM Team', '$25,000 per month', 'ongoing'],
    ]);
  });

  it('send every plan button and the final pricing button to /contact', () => {
    for (const plan of plans) expect(plan.cta).toMatchObject({ kind: 'link', to: '/contact' });
    expect(pricingCta.actions).toEqual([{ kind: 'link', label: 'SCHEDULE A CONSULTATION', to: '/contact' }]);
    expect(pricingBreadcrumb.map((item) => item.label)).toEqual(['Home', 'Pricing Plans']);
  });

  it('state the /pricing claims in the all-plans list and a four-question FAQ', () => {
    expect(allPlansInclude).toContain('Pay only for meetings that match your criteria');
    expect(pricingFaq).toHaveLength(4);
    const faqText = pricingFaq.map((entry) => `${entry.question} ${entry.answer}`).join(' ');
    expect(faqText).toContain('no long-term contracts');
    expect(faqText).toContain("30 days' notice for significant plan changes");
    expect(faqText).toContain('initial strategy session of 2-3 hours');
    expect(faqText).toContain('weekly check-in of about 30 minutes');
    expect(faqText).toContain('pay only for meetings that match your criteria');
  });

  it('book a 30-minute GTM Strategy Session in a 1000 x 680 popup', () => {
    expect(bookingConfig).toMatchObject({
      durationMinutes: 30,
      eventName: 'GTM Strategy Session',
      description: 'Discuss your GTM challenges and map out a transformation plan',
      popup: { width: 1000, height: 680, toolbar: false, scrollbars: false, status: false, menubar: false, resizable: false },
    });
  });
});
