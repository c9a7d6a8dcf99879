import { chatShownKey, chatTiming } from './chat-settings.ts';

export type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** sessionStorage, or undefined where it is unavailable (disabled storage throws on access). */
export function sessionFlagStorage(): FlagStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function wasChatShown(storage: FlagStorage | undefined): boolean {
  if (!storage) return false;
  try {
    return storage.getItem(chatShownKey) !== null;
  } catch {
    return false;
  }
}

export function markChatShown(storage: FlagStorage | undefined): void {
  try {
    storage?.setItem(chatShownKey, 'true');
  } catch {
    // Storage full or blocked: the widget may open by itself again next page load, nothing worse.
  }
}

export interface AutoOpenOptions {
  readonly storage: FlagStorage | undefined;
  readonly open: () => void;
  /** Time already passed since the page loaded (the widget itself loads later). */
  readonly elapsedMs?: number;
  readonly delayMs?: number;
}

/**
 * Opens the widget once per browser session, `delayMs` after page load, unless it was already shown (also by the
 * visitor opening it first). Returns a cancel function.
 */
export function scheduleAutoOpen({ storage, open, elapsedMs = 0, delayMs = chatTiming.autoOpenDelayMs }: AutoOpenOptions): () => void {
  if (wasChatShown(storage)) return () => undefined;
  const timer = setTimeout(
    () => {
      if (wasChatShown(storage)) return;
      markChatShown(storage);
      open();
    },
    Math.max(0, delayMs - elapsedMs),
  );
  return () => clearTimeout(timer);
}
