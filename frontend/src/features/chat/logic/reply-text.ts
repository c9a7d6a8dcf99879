import { handoffPlaceholder } from '../../../../../contracts/chat.ts';
import { company } from '../../../../../content/company.ts';

/**
 * Reply post-processing. The booking-link placeholder becomes the booking URL; a reply that offers booking earns
 * the booking buttons (spec section 4) and then does not also print the raw URL; the handoff marker becomes the
 * handoff form. Replies stay plain text: the only links are the booking URL, email addresses and /contact.
 */

// The contract's {{BOOKING_LINK}} plus the spellings a model drifts into.
const placeholderPattern = /\{\{\s*(booking|calendar|calendly|scheduling)[ _-]?(link|url)\s*\}\}|\[(booking|calendar|scheduling) link\]/gi;
const placeholderAnywhere = new RegExp(placeholderPattern.source, 'i');

export function replaceBookingPlaceholder(text: string, bookingUrl: string): string {
  return text.replace(placeholderPattern, bookingUrl);
}

// An offer to book, not any mention of a calendar or a session (docs/decisions.md, "Chat booking buttons").
const bookingWording = /\b(book (a|the|your|it|now|here|one)|book strategy session|schedul(e|ing) (a|your|the) (call|time|session|meeting)|pick a (time|slot)|consultation(?=\?)|strategy session with|in our calendar)\b/i;

export function hasBookingWording(text: string): boolean {
  return bookingWording.test(text) || placeholderAnywhere.test(text);
}

/** The reply with the booking link taken out, for when the booking button sits right under it. */
// Marks where a removed link was; a character no reply contains.
const linkEnd = '\u2063';

export function withoutBookingLink(text: string): string {
  // The sentence that carried the link ends where the link was.
  return text
    .replace(new RegExp(`(\\s+here)?:?\\s*(?:${placeholderPattern.source})`, 'gi'), (_m, here: string | undefined) => `${here ? ' below' : ''}${linkEnd}`)
    .replace(new RegExp(`${linkEnd}(\\s*[.,;])?`, 'g'), '.');
}

export function offersHandoff(text: string): boolean {
  return text.includes(handoffPlaceholder);
}

export function withoutHandoffMarker(text: string): string {
  return text.replaceAll(handoffPlaceholder, '').trim();
}

export type ReplySegment =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'link'; readonly href: string; readonly text: string; readonly external: boolean }
  | { readonly kind: 'route'; readonly to: '/contact'; readonly text: string };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Splits a reply into text and links: the booking URL, email addresses and the contact page. */
export function replySegments(text: string, bookingUrl: string): ReplySegment[] {
  const linkPattern = new RegExp(`(${escape(bookingUrl)})|([A-Z0-9._%+-]+@[A-Z0-9.-]+\\.[A-Z]{2,})|(?<![\\w/])(/contact)(?![\\w/-])|(linkedin\\.com/company/[\\w-]+)`, 'gi');
  const segments: ReplySegment[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    const at = match.index;
    if (at > last) segments.push({ kind: 'text', text: text.slice(last, at) });
    const [whole, booking, email, contact] = match;
    if (booking) segments.push({ kind: 'link', href: bookingUrl, text: whole, external: true });
    else if (email) segments.push({ kind: 'link', href: `mailto:${email}`, text: email, external: false });
    else if (contact) segments.push({ kind: 'route', to: '/contact', text: contact });
    else segments.push({ kind: 'link', href: company.linkedInUrl, text: whole, external: true });
    last = at + whole.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}
