import type { Page } from '@playwright/test';

/**
 * Scrolls to `y` and resolves once the page has had the scroll event: the browser fires it in its next frame (real
 * time, later on a loaded machine), and none comes when the page did not move. True when the page is at its end.
 */
export function scrollStep(page: Page, y: number): Promise<boolean> {
  return page.evaluate(
    (y) =>
      new Promise<boolean>((resolve) => {
        const before = window.scrollY;
        const done = () => resolve(window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
        window.addEventListener('scroll', done, { once: true });
        window.scrollTo(0, y);
        if (window.scrollY === before) done();
      }),
    y,
  );
}
