import { notificationsStore, type NotificationsProps } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';

const loadHost = () => import('./notifications-host.tsx');
const NotificationsHost = lazy(() => loadHost().then((module) => ({ default: module.NotificationsHost })));

/**
 * Mantine's <Notifications />, mounted with the first toast: toasts only follow a visitor's action. Its code is fetched
 * once the page is idle, so a toast shown offline (a failed send) still has its renderer; mounting it then too rendered
 * six positions' transition groups in one ~160 ms task at CPU 4x, inside Lighthouse's blocking-time window on the form
 * pages. `notifications.show()` works before that: the store keeps the toast and the renderer shows it once mounted.
 */
export function Notifications(props: NotificationsProps) {
  const [load, setLoad] = useState(() => notificationsStore.getState().notifications.length > 0);
  useEffect(() => {
    if (load) return undefined;
    const unsubscribe = notificationsStore.subscribe(() => setLoad(true));
    const fetchCode = () => void loadHost().catch(() => undefined);
    const idle = window.requestIdleCallback?.(fetchCode, { timeout: 4000 });
    const timer = idle === undefined ? window.setTimeout(fetchCode, 2000) : undefined;
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
