/**
 * What the visitor does on the page while the automatic opening shows (the panel or the greeting over the page's
 * corner): scrolling the page, a wheel or touch move, a press or a key. Inside the chat the same acts mean the visitor
 * took the conversation up; anywhere else they mean the visitor is busy with the page, and the chat folds away (issue 22).
 */
const activityEvents = ['scroll', 'wheel', 'touchmove', 'pointerdown', 'keydown', 'focusin'] as const;

export interface ActivityWatchOptions {
  readonly target: Window;
  /** Whether an event's target is part of the chat (button, greeting or panel). */
  readonly isInChat: (target: EventTarget | null) => boolean;
  readonly onPageActivity: () => void;
  readonly onChatActivity: () => void;
}

/** Listens (passively, in the capture phase, so nothing on the page can hide an act from it) until cancelled. */
export function watchActivity({ target, isInChat, onPageActivity, onChatActivity }: ActivityWatchOptions): () => void {
  // A scroll event that leaves the page where it was (layout settling, a position put back) moves nothing under the chat.
  const startY = target.scrollY;
  const listener = (event: Event) => {
    const inChat = isInChat(event.target);
    if (event.type === 'scroll') {
      // Only the page's own scrolling counts: the panel scrolls its messages by itself, and a scrolled table or strip
      // moves nothing under the chat.
      if (!inChat && (event.target === target.document || event.target === target) && target.scrollY !== startY) onPageActivity();
      return;
    }
    // Focus moving on the page is the keydown's business (Tab); focus arriving in the chat is the visitor taking it up.
    if (event.type === 'focusin' && !inChat) return;
    if (inChat) onChatActivity();
    else onPageActivity();
  };
  for (const type of activityEvents) target.addEventListener(type, listener, { capture: true, passive: true });
  return () => {
    for (const type of activityEvents) target.removeEventListener(type, listener, { capture: true });
  };
}

/** The chat's own parts carry data-chat-part (launcher, greeting, panel). */
export function isChatPart(target: EventTarget | null): boolean {
  return typeof Element !== 'undefined' && target instanceof Element && target.closest('[data-chat-part]') !== null;
}
