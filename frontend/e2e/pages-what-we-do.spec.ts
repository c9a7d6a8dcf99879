import { expect, test } from '@playwright/test';
import { main, heading, expectLinkTo, expectBookingLink } from './page-locators.ts';

// Every route's key content, in the spec's words (product-spec.md sections 2 and 9). Literal strings on purpose:
// the test checks the content modules against the spec rather than against themselves.

// The pages that say what we do and how: home, how it works, approach, technology, GTM orchestration, methodology.

test('home: hero, services, capabilities, results and the closing contact section', async ({ page }) => {
  await page.goto('/');
  const h1 = main(page).getByRole('heading', { level: 1 });
  await expect(h1).toContainText('BRILLIANT PEOPLE DO BRILLIANT WORK');
  await expect(h1).toContainText('We Handle Everything Else');

  const hero = main(page).locator('header').first();
  await expectLinkTo(hero.getByRole('link', { name: 'Start Your GTM Transformation' }), '/get-started');
  await expectLinkTo(hero.getByRole('link', { name: 'EXPLORE SERVICES' }), '/services');
  await expectLinkTo(hero.getByRole('link', { name: "LET'S TALK" }), '/contact');
  await expectBookingLink(hero.getByRole('link', { name: 'Book Strategy Session' }));
  await expect(hero.getByRole('listitem')).toHaveText(['70% Time Reclaimed', '0 Manual Research', '3x Pipeline Velocity']);

  const services = main(page).getByRole('region', { name: 'THREE WAYS WE ENGINEER BETTER GTM' });
  const cards = services.getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText('GTM Audit & Architecture');
  await expect(cards.nth(0)).toContainText('$25,000');
  await expect(cards.nth(0)).toContainText('2 weeks');
  await expect(cards.nth(0)).toContainText('Ideal for understanding your current state');
  await expect(cards.nth(1)).toContainText('Funnel Orchestration');
  await expect(cards.nth(1)).toContainText('MOST POWERFUL');
  await expect(cards.nth(1)).toContainText('$150,000');
  await expect(cards.nth(1)).toContainText('12 weeks');
  await expect(cards.nth(1)).toContainText('Ideal for complete system engineering');
  await expect(cards.nth(2)).toContainText('Fractional GTM Team');
  await expect(cards.nth(2)).toContainText('$25,000');
  await expect(cards.nth(2)).toContainText('per month');
  await expect(cards.nth(2)).toContainText('ongoing');
  await expect(cards.nth(2)).toContainText('Ideal for ongoing system evolution');

  const capabilities = main(page).getByRole('region', { name: 'WHAT GETS ORCHESTRATED' });
  const capabilityTitles = [
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
  ];
  await expect(capabilities.getByRole('heading', { level: 3 })).toHaveText(capabilityTitles);

  const results = main(page).getByRole('region', { name: 'GTM ENGINEERING RESULTS' });
  await expect(results.getByRole('listitem')).toHaveText([
    '10-15 hours reclaimed weekly',
    '8-12 strategic meetings monthly',
    '30-40% increase in sales pipeline',
    '40-60% cost reduction vs. internal BDRs',
    'ZERO executive time lost to management',
  ]);
  await expect(
    main(page)
      .getByRole('listitem')
      .filter({ hasText: /^100% Clean Data$/ }),
  ).toHaveCount(1);

  const contact = page.locator('section#contact');
  await expect(heading(contact, 'The advantage', 2)).toBeVisible();
  await expect(heading(contact, '30-Minute Strategy Call')).toBeVisible();
  await expect(heading(contact, 'Your Custom Freedom Plan')).toBeVisible();
  await expect(heading(contact, 'AI Orchestration System')).toBeVisible();
  await expect(heading(contact, 'Schedule a Strategy Call')).toBeVisible();
  await expectBookingLink(contact.getByRole('link', { name: 'BOOK NOW' }));
  await expect(heading(contact, 'Get Your Freedom Plan')).toBeVisible();
  await expect(heading(contact, 'Activate Your AI Orchestration System')).toBeVisible();
  const form = contact.getByRole('region', { name: 'Contact Information' });
  // The form's fields load as the visitor scrolls towards them.
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('button', { name: 'JOIN THE REBELLION' })).toBeVisible();
  const note = form.getByText('By submitting this form, you agree to our Privacy Policy');
  await expect(note).toBeVisible();
  await expect(note.getByRole('link')).toHaveCount(0);
});

test('how it works: three steps, the comparison table, results and a call to action', async ({ page }) => {
  await page.goto('/how-it-works');
  const steps = main(page)
    .getByRole('list')
    .filter({ has: page.getByRole('heading', { name: 'Strategic Discovery' }) });
  await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
    'Strategic Discovery',
    'GTM System Development',
    'Qualified Revenue Delivery',
  ]);
  await expect(steps.locator(':scope > li')).toContainText(['Week 1', 'Weeks 2-4', 'Ongoing']);
  const table = main(page).getByRole('table');
  await expect(table.getByRole('columnheader')).toContainText(['Traditional Approach', 'RevRebel']);
  await expect(table.getByRole('row')).toHaveCount(8);
  await expect(main(page).getByText('8-12', { exact: true })).toBeVisible();
  await expectBookingLink(main(page).getByRole('link', { name: 'Book Strategy Session' }).last());
});

test('approach: three problem cards, four steps and a results strip', async ({ page }) => {
  await page.goto('/approach');
  for (const problem of ['Disconnected Tools', 'Talent Inefficiency', 'Automation Failure']) {
    await expect(heading(main(page), problem, 3)).toBeVisible();
  }
  const steps = main(page).getByRole('region', { name: 'How We Engineer Better GTM' }).locator('ol > li');
  await expect(steps).toHaveCount(4);
  await expect(main(page).getByRole('region', { name: 'What Engineering Delivers' }).getByRole('listitem')).toHaveCount(4);
});

test('technology: four engines, four integrations, the comparison and impact figures', async ({ page }) => {
  await page.goto('/technology');
  const engines = main(page).getByRole('region', { name: 'Four Engines, One System' }).getByRole('heading', { level: 3 });
  await expect(engines).toHaveText([
    'Prospect Intelligence Engine',
    'Timing Intelligence Engine',
    'Message Personalization Engine',
    'Brand Protection Engine',
  ]);
  await expect(main(page).getByRole('region', { name: 'Plugs Into What You Already Run' }).getByRole('heading', { level: 3 })).toHaveCount(
    4,
  );
  await expect(main(page).getByRole('table').getByRole('columnheader')).toContainText([
    'Basic Sales Tools',
    'Traditional Agencies',
    'RevRebel',
  ]);
  const impact = main(page).getByRole('region', { name: 'The Impact' });
  await expect(impact).toContainText('100+');
  await expect(impact).toContainText('85%');
  await expect(impact).toContainText('40%');
});

test('GTM orchestration: hero, the three pillars and calls to action', async ({ page }) => {
  await page.goto('/gtm-orchestration');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('We Build GTM Systems That Make Your People Brilliant');
  const pillars = main(page).getByRole('region', { name: 'What We Orchestrate' });
  await expect(pillars.getByRole('heading', { level: 3 })).toHaveText([
    'Revenue Architecture',
    'Team Orchestration',
    'Process Engineering',
  ]);
  const hrefs = await main(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toContain('/get-started');
  expect(hrefs).toContain('/services');
});

test('methodology: four principles, four phases with their weeks and three metric groups', async ({ page }) => {
  await page.goto('/methodology');
  const principles = main(page).getByRole('region', { name: 'Our Principles' }).getByRole('heading', { level: 3 });
  await expect(principles).toHaveText(['Human-First Design', 'Systems Thinking', 'Team Enablement', 'Continuous Evolution']);
  const phases = main(page).getByRole('region', { name: 'Implementation Phases' }).locator('ol > li');
  await expect(phases.getByRole('heading', { level: 3 })).toHaveText(['Discovery', 'Design', 'Build', 'Evolve']);
  await expect(phases).toContainText([/weeks 1-2/i, /weeks 3-4/i, /weeks 5-12/i, /ongoing/i]);
  const metrics = main(page).getByRole('region', { name: 'How We Measure Success' }).getByRole('heading', { level: 3 });
  await expect(metrics).toHaveText(['Team Performance', 'System Efficiency', 'Business Results']);
});
