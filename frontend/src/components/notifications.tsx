import { notificationsStore, type NotificationsProps } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';

const NotificationsHost = lazy(() => import('./notifications-host.tsx').then((module) => ({ default: module.NotificationsHost })));

/**
 * Mantine's <Notifications />, loaded after the page is interactive: toasts only follow a visitor's action, so the
 * renderer (transitions, drag-to-dismiss) need not weigh on the first load. `notifications.show()` works before that:
 * the store keeps the toast and the renderer shows it once loaded, which a queued toast triggers at once.
 */
export function Notifications(props: NotificationsProps) {
  const [load, setLoad] = useState(false);
  useEffect(() => {
    if (load) return undefined;
    const unsubscribe = notificationsStore.subscribe(() => setLoad(true));
    const idle = window.requestIdleCallback?.(() => setLoad(true), { timeout: 4000 });
    const timer = idle === undefined ? window.setTimeout(() => setLoad(true), 2000) : undefined;
    return () => {
      unsubscribe();
      if (idle !== undefined) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, [load]);
  return load ? (
    <Suspense fallback={null}>
      <NotificationsHost {...props} />
    </Suspense>
  ) : null;
}
