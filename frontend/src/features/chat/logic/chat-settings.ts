/** The widget's constants (spec section 9). */
export const chatTiming = {
  /** Opens by itself this long after the page loaded, once per browser session. */
  autoOpenDelayMs: 8000,
  /** While the opener is the only message, it changes this often. */
  openerRotationMs: 15_000,
  /** The message list's scrollbar hides this long after scrolling stops. */
  scrollHideDelayMs: 600,
} as const;

/** sessionStorage key recording that the widget has been shown in this browser session. */
export const chatShownKey = 'chatShown';

