/**
 * Reply post-processing: the calendar-link placeholder becomes the booking URL, and booking wording earns the
 * booking buttons (spec section 4). Replies stay plain text: the only link rendered is the booking URL itself.
 */

// The contract's {{BOOKING_LINK}} plus the spellings a model drifts into.
const placeholderPattern = /\{\{\s*(booking|calendar|calendly|scheduling)[ _-]?(link|url)\s*\}\}|\[(booking|calendar|scheduling) link\]/gi;

export function replaceBookingPlaceholder(text: string, bookingUrl: string): string {
  return text.replace(placeholderPattern, bookingUrl);
}

const bookingWording = /\b(book(ing|ed)?|schedul(e|ed|ing)|strategy (session|call)|consultation|calendar|appointment)\b/i;
const placeholderAnywhere = new RegExp(placeholderPattern.source, 'i');

export function hasBookingWording(text: string): boolean {
  return bookingWording.test(text) || placeholderAnywhere.test(text);
}

export type ReplySegment = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'booking-link'; readonly href: string };

/** Splits a reply so the widget can render the booking URL as a link and everything else as text. */
export function replySegments(text: string, bookingUrl: string): ReplySegment[] {
  const segments: ReplySegment[] = [];
  const parts = text.split(bookingUrl);
  parts.forEach((part, i) => {
    if (part) segments.push({ kind: 'text', text: part });
    if (i < parts.length - 1) segments.push({ kind: 'booking-link', href: bookingUrl });
  });
  return segments;
}
