import { useEffect, useState } from 'react';
import { chatDockIds, chatDockQuery } from '../../../components/chat-dock-ids.ts';

export interface ChatDock {
  readonly launcher: HTMLElement;
  readonly greeting: HTMLElement;
}

/** The header's chat places while the header shows the burger menu (below md); null where the chat floats. */
export function useChatDock(): ChatDock | null {
  const [dock, setDock] = useState<ChatDock | null>(null);
  useEffect(() => {
    const media = window.matchMedia?.(chatDockQuery);
    if (!media) return;
    const update = () => {
      const launcher = document.getElementById(chatDockIds.launcher);
      const greeting = document.getElementById(chatDockIds.greeting);
      setDock(media.matches && launcher && greeting ? { launcher, greeting } : null);
    };
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return dock;
}

const interactive = 'a[href], button, input, select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])';

/** Whether a box in viewport pixels lies on a visible button, link or field of the page. */
export function coversInteractive(box: { left: number; top: number; right: number; bottom: number }): boolean {
  for (const element of document.querySelector('main')?.querySelectorAll<HTMLElement>(interactive) ?? []) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    if (rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top) return true;
  }
  return false;
}

/** The floating panel's and greeting's boxes (chat-widget.module.css) at the current viewport size. */
function floatingBoxes() {
  const width = window.innerWidth;
  const height = window.innerHeight;
  const panelHeight = Math.min(560, height - 120);
  return {
    panel: { left: width - 24 - 400, right: width - 24, top: height - 24 - panelHeight, bottom: height - 24 },
    teaser: { left: width - 24 - 300, right: width - 24, top: height - 92 - 120, bottom: height - 92 },
  };
}

export type AutoOpenForm = 'panel' | 'teaser' | 'badge';

/**
 * How the automatic opening shows on a wide screen: the panel when it covers no button, link or field of what is on
 * screen (the hero's calls to action among them), else the smaller greeting, else only a dot on the button.
 */
export function floatingAutoOpenForm(): AutoOpenForm {
  const boxes = floatingBoxes();
  if (!coversInteractive(boxes.panel)) return 'panel';
  return coversInteractive(boxes.teaser) ? 'badge' : 'teaser';
}
