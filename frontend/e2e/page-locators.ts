import { expect, type Locator, type Page } from '@playwright/test';

// What the page-content specs look for: the main landmark, a heading by its exact name, and where a link goes.
export const main = (page: Page) => page.getByRole('main');
export const heading = (scope: Page | Locator, name: string | RegExp, level?: number) =>
  scope.getByRole('heading', { name, ...(level ? { level } : {}), exact: typeof name === 'string' ? true : undefined });

export async function expectLinkTo(link: Locator, path: string) {
  await expect(link).toHaveAttribute('href', path);
}

/** A booking button is a real link to the scheduler (the popup opens from it when allowed). */
export async function expectBookingLink(link: Locator) {
  await expect(link).toHaveAttribute('href', /^https:\/\//);
  await expect(link).toHaveAttribute('target', '_blank');
}
