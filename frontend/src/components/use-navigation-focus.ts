import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { mainContentId } from './skip-link.tsx';

/**
 * After each client-side navigation to another page, move focus to the new page's content (without scrolling), so
 * keyboard and screen-reader users start at the top of what changed. The router itself resets scroll to the top and
 * head() sets the title.
 */
export function useNavigationFocus(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onRendered', (event) => {
        if (!event.fromLocation || !event.pathChanged || event.toLocation.hash) return;
        document.getElementById(mainContentId)?.focus({ preventScroll: true });
      }),
    [router],
  );
}
