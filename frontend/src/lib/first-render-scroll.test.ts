import { describe, expect, it } from 'vitest';
import { firstRenderKeepsScroll } from './first-render-scroll.ts';

function fakeWindow(scrollY = 0) {
  const listeners = new Set<() => void>();
  return {
    scrollX: 0,
    scrollY,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    scroll() {
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

describe('the first render keeps a place scrolled to before hydration', () => {
  it('keeps it when the window had moved before the app started, then never again', () => {
    const view = fakeWindow(600);
    const keeps = firstRenderKeepsScroll(view as unknown as Window);
    expect(keeps()).toBe(true);
    expect(keeps()).toBe(false);
  });

  it('keeps it when the visitor scrolls while the app loads, and stops listening after the first render', () => {
    const view = fakeWindow();
    const keeps = firstRenderKeepsScroll(view as unknown as Window);
    view.scroll();
    expect(keeps()).toBe(true);
    expect(view.listeners.size).toBe(0);
  });

  it('lets the router restore or reset when nothing moved, and a scroll after the first render changes no later one', () => {
    const view = fakeWindow();
    const keeps = firstRenderKeepsScroll(view as unknown as Window);
    expect(keeps()).toBe(false);
    view.scroll();
    expect(keeps()).toBe(false);
  });

  it('on the server there is no window to keep', () => {
    expect(firstRenderKeepsScroll(undefined)()).toBe(false);
  });
});
