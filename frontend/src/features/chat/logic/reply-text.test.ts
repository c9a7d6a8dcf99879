import { describe, expect, it } from 'vitest';
import { bookingLinkPlaceholder } from '../../../../../contracts/chat.ts';
import { hasBookingWording, replaceBookingPlaceholder, replySegments } from './reply-text.ts';

const url = 'https://cal.example/session';

describe('replaceBookingPlaceholder', () => {
  it('replaces the contract placeholder and common variants with the booking URL', () => {
    expect(replaceBookingPlaceholder(`Book here: ${bookingLinkPlaceholder}`, url)).toBe(`Book here: ${url}`);
    expect(replaceBookingPlaceholder('a {{ calendar_link }} b [Calendar link] c {{BOOKING_URL}}', url)).toBe(`a ${url} b ${url} c ${url}`);
    expect(replaceBookingPlaceholder('No link here', url)).toBe('No link here');
  });
});

describe('hasBookingWording', () => {
  it.each(['Book a strategy session', 'You can schedule a call', 'Want a consultation?', 'Pick a slot in our calendar', `Here: ${bookingLinkPlaceholder}`, 'We booked it'])(
    'finds booking wording in "%s"',
    (text) => expect(hasBookingWording(text)).toBe(true),
  );

  it.each(['The audit costs $25K.', '8-12 strategic meetings a month', 'Our headquarters is in Santa Cruz', 'Facebook ads'])('finds none in "%s"', (text) =>
    expect(hasBookingWording(text)).toBe(false),
  );
});

describe('replySegments', () => {
  it('turns only the booking URL into a link', () => {
    expect(replySegments(`Pick a time: ${url} or email us. <b>x</b>`, url)).toEqual([
      { kind: 'text', text: 'Pick a time: ' },
      { kind: 'booking-link', href: url },
      { kind: 'text', text: ' or email us. <b>x</b>' },
    ]);
  });
});
