import { lazy, Suspense, useEffect, useState } from 'react';
import { adminPaths } from '../../../../../content/routes.ts';

const ChatWidget = lazy(() => import('./chat-widget.tsx').then((module) => ({ default: module.ChatWidget })));

/**
 * Loads the chat widget after first paint, when the browser is idle (at the latest after 3 s), so its code is not
 * part of the first load of any page. Renders nothing on the server and during hydration, and nothing on the staff
 * page (the sales chat has no business over a lead import).
 */
export function ChatWidgetMount() {
  const [load, setLoad] = useState(false);
  useEffect(() => {
    // The staff page is never linked from the site, so where the visit starts decides.
    if ((adminPaths as readonly string[]).includes(window.location.pathname.replace(/(.)\/+$/, '$1'))) return undefined;
    const idle = window.requestIdleCallback?.(() => setLoad(true), { timeout: 3000 });
    const timer = idle === undefined ? window.setTimeout(() => setLoad(true), 1500) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, []);
  return load ? (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  ) : null;
}
