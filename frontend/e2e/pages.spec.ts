import { expect, test, type Locator, type Page } from '@playwright/test';
import { publicPaths, staticPaths } from '../../content/routes.ts';
import { loadSiteSettings } from '../../settings/site-settings.ts';

// Every route's key content, in the spec's words (product-spec.md sections 2 and 9). Literal strings on purpose:
// the test checks the content modules against the spec rather than against themselves.

const main = (page: Page) => page.getByRole('main');
const heading = (scope: Page | Locator, name: string | RegExp, level?: number) =>
  scope.getByRole('heading', { name, ...(level ? { level } : {}), exact: typeof name === 'string' ? true : undefined });

async function expectLinkTo(link: Locator, path: string) {
  await expect(link).toHaveAttribute('href', path);
}

/** A booking button is a real link to the scheduler (the popup opens from it when allowed). */
async function expectBookingLink(link: Locator) {
  await expect(link).toHaveAttribute('href', /^https:\/\//);
  await expect(link).toHaveAttribute('target', '_blank');
}

test.describe('every public page', () => {
  for (const path of staticPaths) {
    test(`${path} has one h1, no skipped heading levels, a title and no link to the admin page or the fallback page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(/RevRebel/);
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveCount(1);

      const levels = await main(page)
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName[1])));
      for (let index = 1; index < levels.length; index++) {
        expect(levels[index]! - levels[index - 1]!, `heading ${index} on ${path}: ${levels.join(',')}`).toBeLessThanOrEqual(1);
      }

      const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      const known = new Set<string>(publicPaths());
      for (const href of hrefs) {
        const target = href.split('#')[0]!.split('?')[0]!;
        expect(known.has(target), `${path} links to ${href}`).toBe(true);
      }
    });
  }
});

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

test('resources: featured articles, four library groups and only links to pages that exist', async ({ page }) => {
  await page.goto('/resources');
  await expect(main(page).getByRole('region', { name: 'Featured Articles' }).getByRole('article')).toHaveCount(3);
  const library = main(page).getByRole('region', { name: 'Resource Library' });
  await expect(library.getByRole('heading', { level: 3 })).toHaveText(['Guides', 'ROI & Planning Tools', 'Industry Insights', 'Playbooks']);
  const hrefs = await library.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThanOrEqual(12);
  for (const href of hrefs) {
    expect(href).not.toContain('/tools/');
    expect(publicPaths() as readonly (string | null)[]).toContain(href);
  }
  await expectLinkTo(main(page).getByRole('link', { name: 'Visit the Blog' }), '/blog');

  await library.getByRole('link', { name: 'Engagement & Budget Planner' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('pricing: breadcrumb, three plans, what all plans include, the FAQ and the consultation button', async ({ page }) => {
  await page.goto('/pricing');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expectLinkTo(breadcrumb.getByRole('link', { name: 'Home' }), '/');
  await expect(breadcrumb).toContainText('Pricing Plans');

  const plans = main(page).getByRole('region', { name: 'Choose Your Engagement' }).getByRole('article');
  await expect(plans).toHaveCount(3);
  const expected = [
    { title: 'GTM Audit & Architecture', badge: 'START HERE', price: '$25K', unit: 'one-time', timeframe: '4-6 weeks', popular: false },
    { title: 'Funnel Orchestration', badge: 'MOST POPULAR', price: '$150,000', unit: 'fixed', timeframe: '3-4 months', popular: true },
    { title: 'Fractional GTM Team', badge: 'ENTERPRISE', price: '$25,000', unit: 'per month', timeframe: 'ongoing', popular: false },
  ];
  for (const [index, plan] of expected.entries()) {
    const card = plans.nth(index);
    await expect(heading(card, plan.title, 3)).toBeVisible();
    for (const text of [plan.badge, plan.price, plan.unit, plan.timeframe]) await expect(card).toContainText(text);
    if (plan.popular) await expect(card).toHaveAttribute('data-popular', 'true');
    else await expect(card).not.toHaveAttribute('data-popular');
    await expectLinkTo(card.getByRole('link'), '/contact');
  }

  const included = main(page).getByRole('region', { name: 'All Plans Include' });
  await expect(included).toContainText('No long-term contracts');
  await expect(included).toContainText('2-3 hours');
  await expect(included).toContainText('30 minutes');
  await expect(included).toContainText('Pay only for meetings that match your criteria');

  const faq = main(page).getByRole('region', { name: 'Frequently Asked Questions' });
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(4);
  await questions.nth(1).click();
  await expect(faq.getByText("30 days' notice")).toBeVisible();

  await expectLinkTo(main(page).getByRole('link', { name: 'SCHEDULE A CONSULTATION' }), '/contact');
});

test('contact: the hero, the form, the disabled phone block and the other channels', async ({ page }) => {
  await page.goto('/contact');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Start Your Journey');
  await expect(main(page).locator('header')).toContainText('Fill out the form');
  const form = page.locator('#contact-form');
  await expect(heading(form, 'Contact Information')).toBeVisible();
  await expect(form.getByRole('button', { name: 'JOIN THE REBELLION' })).toBeVisible();

  await expect(heading(main(page), 'Call our Sales Team')).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Phone Support Temporarily Unavailable' })).toBeDisabled();
  // The spec's channels by default (issue 22): the email link (a setting whose default is the brand's placeholder, which
  // `npm run deploy` refuses), the headquarters city (the street only when CONTACT_ADDRESS is set) and LinkedIn.
  const { CONTACT_EMAIL, CONTACT_ADDRESS } = loadSiteSettings();
  await expect(main(page).getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute('href', `mailto:${CONTACT_EMAIL}`);
  await expect(main(page).getByRole('link', { name: /Santa Cruz, California/ })).toBeVisible();
  if (CONTACT_ADDRESS) await expect(main(page)).toContainText(CONTACT_ADDRESS);
  else await expect(main(page).locator('section[aria-labelledby="other-ways-title"]')).not.toContainText('Pacific Avenue');
  await expect(main(page).getByRole('link', { name: /linkedin/i })).toHaveAttribute('href', /linkedin\.com\/company\//);
});

test('about: the mission and the people', async ({ page }) => {
  await page.goto('/about');
  await expect(main(page)).toContainText('Free your brilliant people to do brilliant work');
  await expect(main(page).getByRole('region', { name: 'Operators, Engineers and Recovering SDRs' })).toContainText('Our team');
});

test('privacy policy: date, data categories, lawful bases, security and every right', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(main(page)).toContainText('Last updated: May 1, 2025');
  for (const data of ['Identity data', 'Contact data', 'Technical data', 'Usage data', 'Marketing data'])
    await expect(main(page)).toContainText(data);
  await expect(heading(main(page), /Lawful Bases/, 2)).toBeVisible();
  await expect(heading(main(page), /Security/, 2)).toBeVisible();
  const rights = main(page).getByRole('region', { name: 'Your Rights' });
  for (const right of ['Access', 'Correct', 'Erase', 'Object', 'Restrict', 'Transfer', 'Withdraw consent']) {
    await expect(rights.getByRole('listitem').filter({ hasText: new RegExp(`^${right}:`) })).toHaveCount(1);
  }
  // The table of contents jumps to its section.
  await page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link', { name: 'Your Rights' }).click();
  await expect(page).toHaveURL(/#your-rights$/);
});

test('terms of service: date and the eight numbered sections', async ({ page }) => {
  await page.goto('/terms-of-service');
  await expect(main(page)).toContainText('Last updated: May 1, 2025');
  const sections = main(page).locator('section').getByRole('heading', { level: 2 });
  await expect(sections).toHaveText([
    /^1\. Agreement/,
    /^2\. Services/,
    /^3\. User Responsibilities/,
    /^4\. Intellectual Property/,
    /^5\. Limitation of Liability/,
    /^6\. Termination/,
    /^7\. Governing Law/,
    /^8\. Contact/,
  ]);
  await expect(main(page).getByRole('region', { name: /^7\./ })).toContainText('Delaware');
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

test('services: three cards with the services durations, how we work and a call to action', async ({ page }) => {
  await page.goto('/services');
  const cards = main(page).getByRole('region', { name: 'Our Services' }).getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText('$25,000');
  await expect(cards.nth(0)).toContainText('2 weeks');
  await expect(cards.nth(1)).toContainText('$150,000');
  await expect(cards.nth(1)).toContainText('12 weeks');
  await expect(cards.nth(2)).toContainText('$25,000');
  await expect(cards.nth(2)).toContainText('per month');
  await expect(cards.nth(2)).toContainText('ongoing');
  const steps = main(page).getByRole('region', { name: 'How We Work' }).getByRole('heading', { level: 3 });
  await expect(steps).toHaveText(['Assess', 'Design', 'Build', 'Evolve']);
  const hrefs = await main(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toContain('/get-started');
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

test('get started: booking, a jump to the form, three steps and the starting-point guide', async ({ page }) => {
  await page.goto('/get-started');
  const hero = main(page).locator('header').first();
  await expectBookingLink(hero.getByRole('link', { name: 'Book Strategy Session' }));
  await expect(main(page).getByRole('region', { name: 'How Getting Started Works' }).locator('ol > li')).toHaveCount(3);

  const guide = main(page).getByRole('region', { name: 'Choose Your Starting Point' });
  const options = guide.getByRole('article');
  await expect(options).toHaveCount(3);
  for (const [index, texts] of [
    ['GTM Audit & Architecture', '$25K', 'one-time', '4-6 weeks'],
    ['Funnel Orchestration', '$150,000', '3-4 months'],
    ['Fractional GTM Team', '$25,000', 'per month', 'ongoing'],
  ].entries()) {
    for (const text of texts) await expect(options.nth(index)).toContainText(text);
  }
  await expectLinkTo(guide.getByRole('link', { name: 'Compare All Services' }), '/services');

  const formSection = page.locator('section#contact-form');
  await expect(formSection).not.toBeInViewport();
  await hero.getByRole('link', { name: 'Send Message Instead' }).click();
  await expect(formSection).toBeInViewport();
  await expect(formSection).toBeFocused();
  await expect(formSection.getByRole('button', { name: 'JOIN THE REBELLION' })).toBeVisible();
});

// CI once clicked 'Send Message Instead' before the page had hydrated: the browser's own jump scrolled to the form but left
// the focus behind. The anchor targets are focusable in the prerendered HTML, so the jump moves the focus with or without JS.
test.describe('before the page hydrates', () => {
  test.use({ javaScriptEnabled: false });
  for (const [path, label] of [['/get-started', 'Send Message Instead'], ['/contact', 'Fill Out the Form']] as const) {
    test(`${path}: '${label}' moves the view and the focus to the form`, async ({ page }) => {
      await page.goto(path);
      const formSection = page.locator('section#contact-form');
      await main(page).getByRole('link', { name: label }).click();
      await expect(formSection).toBeInViewport();
      await expect(formSection).toBeFocused();
    });
  }
});

test('pages hydrate without errors and client navigation keeps working', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/services');
  await main(page).getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/get-started$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toContainText('Your GTM Transformation');
  await page.goto('/pricing');
  await expect(main(page).getByRole('heading', { level: 1 })).toContainText('Transparent Pricing');
  expect(errors).toEqual([]);
});
