import { siteSettings } from '../site-settings.ts';

export const bookingPopupSize = { width: 1000, height: 680 } as const;

/**
 * Opens the scheduling page in a centred 1000 x 680 popup without browser chrome (spec section 2).
 * Returns false when the browser blocked it, so the caller can let its link navigate instead.
 */
export function openBookingPopup(url: string = siteSettings.BOOKING_URL): boolean {
  const { width, height } = bookingPopupSize;
  const left = Math.round(window.screenX + Math.max(0, (window.outerWidth - width) / 2));
  const top = Math.round(window.screenY + Math.max(0, (window.outerHeight - height) / 2));
  const features = `width=${width},height=${height},left=${left},top=${top},toolbar=no,scrollbars=no,status=no,menubar=no,resizable=no`;
  const popup = window.open(url, 'gtm-strategy-session', features);
  if (!popup) return false;
  // The scheduler is a third-party page: it must not be able to navigate this tab.
  try {
    popup.opener = null;
  } catch {
    // Cross-origin already: nothing to sever.
  }
  return true;
}
