import { describe, expect, it } from 'vitest';
import { approachProblems, approachSteps } from './approach.ts';
import { aboutMission } from './about.ts';
import { claims, freedomClaims, heroClaims, landingStatCards } from './claims.ts';
import { company, contactChannelsFor } from './company.ts';
import { contactHero, contactPhoneBlock } from './contact-page.ts';
import { getStartedHero, getStartedProcess } from './get-started.ts';
import { gtmOrchestrationHero, gtmOrchestrationPillars } from './gtm-orchestration.ts';
import { howItWorksSteps } from './how-it-works-steps.ts';
import { howItWorksComparison } from './how-it-works.ts';
import { landingCapabilities, landingContact, landingHero, landingHeroSecondaryActions, landingResults } from './landing.ts';
import { methodologyMetrics, methodologyPhases, methodologyPrinciples } from './methodology.ts';
import { copyrightLine, footerColumns, navButton, navLinks } from './navigation.ts';
import { servicesHowWeWork } from './services.ts';
import { technologyComparison, technologyEngines, technologyIntegrations } from './technology.ts';
import type { ComparisonTable } from './types.ts';

describe('home page', () => {
  it('has the spec hero', () => {
    expect(landingHero.title).toBe('BRILLIANT PEOPLE DO BRILLIANT WORK');
    expect(landingHero.titleAccent).toBe('We Handle Everything Else');
    expect(landingHero.badge).not.toBe('');
    expect([...landingHero.actions, ...landingHeroSecondaryActions]).toEqual([
      { kind: 'link', label: 'Start Your GTM Transformation', to: '/get-started' },
      { kind: 'link', label: 'EXPLORE SERVICES', to: '/services' },
      { kind: 'link', label: "LET'S TALK", to: '/contact' },
      { kind: 'booking', label: 'Book Strategy Session' },
    ]);
    expect(heroClaims.map((c) => `${c.value} ${c.label.toLowerCase()}`)).toEqual([
      '70% time reclaimed',
      '0 manual research',
      '3x pipeline velocity',
    ]);
    expect(freedomClaims.map((c) => `${c.value} ${c.label.toLowerCase()}`)).toEqual([
      '70% time reclaimed',
      '0 manual research',
      '100% clean data',
    ]);
  });

  it('orchestrates the twelve capabilities, titled exactly as the spec lists them', () => {
    expect(landingCapabilities.heading.title).toBe('WHAT GETS ORCHESTRATED');
    expect(landingCapabilities.items.map((item) => item.title)).toEqual([
      'Prospect Research',
      'ICP & Buyer Persona Development',
      'Lead Scoring & Data Enrichment',
      'List Building & Contact Verification',
      'Content Creation & Personalization',
      'System Integration & Data Flow',
      'Performance Analytics & Attribution',
      'Meeting Orchestration & Follow-up',
      'CRM Hygiene & Pipeline Management',
      'Quality Assurance & Compliance',
      'Multi-Channel Campaign Coordination',
      'Workflow Automation & System Health',
    ]);
    for (const item of landingCapabilities.items) {
      expect(item.description.length, item.title).toBeGreaterThan(60);
      expect(item.details.length, item.title).toBeGreaterThan(30);
    }
  });

  it('shows exactly the five spec stat cards', () => {
    expect(landingResults.heading.title).toBe('GTM ENGINEERING RESULTS');
    expect(landingStatCards.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      '10-15 hours reclaimed weekly',
      '8-12 strategic meetings monthly',
      '30-40% increase in sales pipeline',
      '40-60% cost reduction vs. internal BDRs',
      'ZERO executive time lost to management',
    ]);
  });

  it('closes with the contact section', () => {
    expect(landingContact.sectionId).toBe('contact');
    expect(landingContact.advantage.heading.title).toBe('The advantage');
    expect(landingContact.advantage.benefits).toHaveLength(3);
    expect(landingContact.scheduleCard.title).toBe('Schedule a Strategy Call');
    expect(landingContact.scheduleCard.action.kind).toBe('booking');
    expect(landingContact.infoCards.map((card) => card.title)).toEqual([
      'Get Your Freedom Plan',
      'Activate Your AI Orchestration System',
    ]);
    expect(landingContact.form.title).toBe('Contact Information');
    expect(landingContact.form.submitLabel).toBe('JOIN THE REBELLION');
    expect(landingContact.form.fields.monthlyRevenue.placeholder).toBe('Select one...');
    expect(landingContact.form.fields.message.label).toBe('What are your biggest GTM challenges?');
    expect(landingContact.form.privacyNote).toContain('Privacy Policy');
  });
});

describe('marketing claims', () => {
  it('carry the figures of spec sections 1 and 9', () => {
    expect(Object.values(claims).map((c) => `${c.value} ${c.label}`)).toEqual([
      '70% Time reclaimed',
      '0 Manual research',
      '3x Pipeline velocity',
      '100% Clean data',
      '8-12 Strategic meetings per month',
      '30-day Launch',
      '60% Higher conversion',
      '30-40% Cost reduction versus internal SDRs',
      '15+ Hours of leadership time reclaimed weekly',
      '100+ Data points per prospect',
      '65% Productivity loss',
      '85% Message relevance',
      '40% Higher response rates',
    ]);
  });
});

function expectWellFormed(table: ComparisonTable): void {
  expect(table.highlightColumn).toBeLessThan(table.columns.length);
  for (const row of table.rows) expect(row.values, row.feature).toHaveLength(table.columns.length);
}

describe('inner pages', () => {
  it('/how-it-works has the three spec steps and a traditional-vs-RevRebel table', () => {
    expect(howItWorksSteps.map((s) => [s.title, s.timeframe])).toEqual([
      ['Strategic Discovery', 'Week 1'],
      ['GTM System Development', 'Weeks 2-4'],
      ['Qualified Revenue Delivery', 'Ongoing'],
    ]);
    expect(howItWorksComparison.columns).toEqual(['Traditional Approach', 'RevRebel']);
    expectWellFormed(howItWorksComparison);
  });

  it('/approach has the three problems and four steps', () => {
    expect(approachProblems.cards.map((c) => c.title)).toEqual(['Disconnected Tools', 'Talent Inefficiency', 'Automation Failure']);
    expect(approachSteps.steps).toHaveLength(4);
  });

  it('/technology has four engines, four integrations and a three-way comparison', () => {
    expect(technologyEngines.engines.map((e) => e.title)).toEqual([
      'Prospect Intelligence Engine',
      'Timing Intelligence Engine',
      'Message Personalization Engine',
      'Brand Protection Engine',
    ]);
    expect(technologyIntegrations.capabilities).toHaveLength(4);
    expect(technologyComparison.columns).toEqual(['Basic Sales Tools', 'Traditional Agencies', 'RevRebel']);
    expectWellFormed(technologyComparison);
  });

  it('/contact has the spec hero, the disabled phone block and three channels', () => {
    expect(contactHero.title).toBe('Start Your Journey');
    expect(contactPhoneBlock).toMatchObject({
      title: 'Call our Sales Team',
      status: 'Phone Support Temporarily Unavailable',
      disabled: true,
    });
    expect(contactChannelsFor({ email: 'team@example.com', address: company.address.full }).map((c) => c.href)).toEqual([
      'mailto:team@example.com',
      expect.stringContaining('Santa%20Cruz') as unknown as string,
      'https://www.linkedin.com/company/revrebel',
    ]);
    // Without settings: no email, the headquarters city without a street, LinkedIn.
    expect(contactChannelsFor({}).map((c) => [c.id, c.value, c.detail])).toEqual([
      ['headquarters', 'Santa Cruz, California', undefined],
      ['linkedin', 'linkedin.com/company/revrebel', undefined],
    ]);
    expect(contactChannelsFor({ address: company.address.full }).find((c) => c.id === 'headquarters')?.detail).toBe(company.address.full);
    expect(company.address.full).toBe('1101 Pacific Avenue, Suite 200, Santa Cruz, CA 95060');
    expect(company.headquarters).toBe('Santa Cruz, California');
  });

  it('/about states the mission', () => {
    expect(aboutMission.heading.title).toBe('Free your brilliant people to do brilliant work');
  });

  it('/gtm-orchestration has the spec hero, trio and calls to action', () => {
    expect(gtmOrchestrationHero.title).toBe('We Build GTM Systems That Make Your People Brilliant');
    expect(gtmOrchestrationPillars.heading.title).toBe('What We Orchestrate');
    expect(gtmOrchestrationPillars.pillars.map((p) => p.title)).toEqual([
      'Revenue Architecture',
      'Team Orchestration',
      'Process Engineering',
    ]);
    expect(gtmOrchestrationHero.actions.map((a) => a.to)).toEqual(['/get-started', '/services']);
  });

  it('/services works in four steps', () => {
    expect(servicesHowWeWork.heading.title).toBe('How We Work');
    expect(servicesHowWeWork.steps.map((s) => s.title)).toEqual(['Assess', 'Design', 'Build', 'Evolve']);
  });

  it('/methodology has the spec principles, phases and metric groups', () => {
    expect(methodologyPrinciples.principles.map((p) => p.title)).toEqual([
      'Human-First Design',
      'Systems Thinking',
      'Team Enablement',
      'Continuous Evolution',
    ]);
    expect(methodologyPhases.phases.map((p) => [p.title, p.timeframe.toLowerCase()])).toEqual([
      ['Discovery', 'weeks 1-2'],
      ['Design', 'weeks 3-4'],
      ['Build', 'weeks 5-12'],
      ['Evolve', 'ongoing'],
    ]);
    expect(methodologyMetrics.groups.map((g) => g.title)).toEqual(['Team Performance', 'System Efficiency', 'Business Results']);
  });

  it('/get-started books or scrolls to the form, in three steps', () => {
    expect(getStartedHero.actions).toEqual([
      { kind: 'booking', label: 'Book Strategy Session' },
      { kind: 'scroll', label: 'Send Message Instead', targetId: 'contact-form' },
    ]);
    expect(getStartedProcess.steps).toHaveLength(3);
  });
});

describe('navigation', () => {
  it('has the spec nav and footer', () => {
    expect(navLinks).toEqual([
      { label: 'GTM Orchestration', to: '/gtm-orchestration' },
      { label: 'Services', to: '/services' },
      { label: 'Methodology', to: '/methodology' },
      { label: 'About', to: '/about' },
    ]);
    expect(navButton).toEqual({ label: 'Get Started', to: '/get-started' });
    expect(footerColumns.map((c) => [c.title, c.links.map((l) => l.label)])).toEqual([
      ['Services', ['How It Works', 'Our Approach', 'Technology Platform', 'Pricing']],
      ['Resources', ['All Resources', 'Blog & Insights', 'Free Strategy Session']],
      ['Company', ['About', 'Contact', 'Privacy Policy', 'Terms of Service']],
    ]);
    expect(footerColumns[1]?.links[2]?.to).toBe('/get-started');
    expect(copyrightLine(2025)).toBe('© 2025 RevRebel, Inc. All rights reserved.');
  });
});
