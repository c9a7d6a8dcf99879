import { expect, test } from '@playwright/test';
import { loadSiteSettings } from '../../settings/site-settings.ts';
import { main, heading, expectLinkTo, expectBookingLink } from './page-locators.ts';

// Every route's key content, in the spec's words (product-spec.md sections 2 and 9). Literal strings on purpose:
// the test checks the content modules against the spec rather than against themselves.

// The pages a buyer acts on: services, pricing, contact and get started.

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
