import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChatPart, watchActivity } from './fold-on-activity.ts';

// Real DOM events (jsdom) on a page with a chat part and a page button.
document.body.innerHTML = '<main><button id="page">Pricing</button><div id="scroller"></div></main><div data-chat-part="panel"><input id="chat-input" /></div>';
const pageButton = document.getElementById('page') as HTMLElement;
const chatInput = document.getElementById('chat-input') as HTMLElement;
const scroller = document.getElementById('scroller') as HTMLElement;

function watch() {
  const onPageActivity = vi.fn();
  const onChatActivity = vi.fn();
  const stop = watchActivity({ target: window, isInChat: isChatPart, onPageActivity, onChatActivity });
  return { onPageActivity, onChatActivity, stop };
}

let stop = () => undefined as void;
afterEach(() => {
  stop();
  scrollPageTo(0);
});

/** jsdom does not scroll: the page's position as the browser would report it after a scroll. */
function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

describe('watchActivity', () => {
  it('reads the page scrolling, a wheel, a touch move, a press or a key on the page as page activity', () => {
    const watcher = watch();
    stop = watcher.stop;
    scrollPageTo(120);
    document.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: 40 }));
    pageButton.dispatchEvent(new Event('touchmove', { bubbles: true }));
    pageButton.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    pageButton.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(watcher.onPageActivity).toHaveBeenCalledTimes(5);
    expect(watcher.onChatActivity).not.toHaveBeenCalled();
  });

  it('reads a press, a key, a wheel or focus inside the chat as the visitor taking it up', () => {
    const watcher = watch();
    stop = watcher.stop;
    chatInput.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    chatInput.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    chatInput.dispatchEvent(new WheelEvent('wheel', { bubbles: true }));
    chatInput.focus();
    expect(watcher.onChatActivity).toHaveBeenCalledTimes(4);
    expect(watcher.onPageActivity).not.toHaveBeenCalled();
  });

  it('ignores the panel scrolling its messages, a scrolled strip on the page, a page scroll event without movement, and focus moving on the page', () => {
    const watcher = watch();
    stop = watcher.stop;
    document.dispatchEvent(new Event('scroll'));
    chatInput.dispatchEvent(new Event('scroll'));
    scroller.dispatchEvent(new Event('scroll'));
    pageButton.focus();
    expect(watcher.onPageActivity).not.toHaveBeenCalled();
    expect(watcher.onChatActivity).not.toHaveBeenCalled();
  });

  it('stops listening when cancelled', () => {
    const watcher = watch();
    watcher.stop();
    scrollPageTo(120);
    document.dispatchEvent(new Event('scroll'));
    expect(watcher.onPageActivity).not.toHaveBeenCalled();
  });
});
