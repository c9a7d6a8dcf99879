import { expect, test } from '@playwright/test';
import { publicPaths } from '../../content/routes.ts';
import { main, heading, expectLinkTo } from './page-locators.ts';

// Every route's key content, in the spec's words (product-spec.md sections 2 and 9). Literal strings on purpose:
// the test checks the content modules against the spec rather than against themselves.

// The company and legal pages: resources, about, privacy policy and terms of service.

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
