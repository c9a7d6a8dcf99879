import { useEffect } from 'react';

export const notificationRegionId = 'notifications';

/**
 * The labelled region the toasts render into (the theme points Mantine's Notifications portal here): F8 focuses the
 * visible toast, or the region when there is none, the hotkey the original site offered (spec section 4).
 */
export function NotificationRegion() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      const region = document.getElementById(notificationRegionId);
      const toast = region?.querySelector<HTMLElement>('.mantine-Notification-root');
      if (toast) {
        toast.tabIndex = -1;
        toast.focus();
      } else region?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return <div id={notificationRegionId} role="region" aria-label="Notifications (F8)" tabIndex={-1} />;
}
