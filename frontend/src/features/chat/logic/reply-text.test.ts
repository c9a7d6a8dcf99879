import { describe, expect, it } from 'vitest';
import { bookingLinkPlaceholder } from '../../../../../contracts/chat.ts';
import { hasBookingWording, replaceBookingPlaceholder, replySegments, withoutBookingLink } from './reply-text.ts';

const url = 'https://cal.example/session';

describe('replaceBookingPlaceholder', () => {
  it('replaces the contract placeholder and common variants with the booking URL', () => {
    expect(replaceBookingPlaceholder(`Book here: ${bookingLinkPlaceholder}`, url)).toBe(`Book here: ${url}`);
    expect(replaceBookingPlaceholder('a {{ calendar_link }} b [Calendar link] c {{BOOKING_URL}}', url)).toBe(`a ${url} b ${url} c ${url}`);
    expect(replaceBookingPlaceholder('No link here', url)).toBe('No link here');
  });
});

describe('hasBookingWording', () => {
  it.each(['Book a strategy session', 'You can schedule a call', 'Want a consultation?', 'Pick a slot in our calendar', `Here: ${bookingLinkPlaceholder}`, 'Book Strategy Session'])(
    'finds booking wording in "%s"',
    (text) => expect(hasBookingWording(text)).toBe(true),
  );

  it.each(['The audit costs $25K.', '8-12 strategic meetings a month', 'Our headquarters is in Santa Cruz', 'Facebook ads', 'We begin with an initial strategy session of 2-3 hours', 'booking workflows wired into your calendars', 'Visits by appointment.'])('finds none in "%s"', (text) =>
    expect(hasBookingWording(text)).toBe(false),
  );
});

describe('replySegments', () => {
  it('links the booking URL, email addresses and /contact, and leaves everything else text', () => {
    expect(replySegments(`Pick a time: ${url} or email hello@x.example or see /contact. <b>x</b> /contact-us`, url)).toEqual([
      { kind: 'text', text: 'Pick a time: ' },
      { kind: 'link', href: url, text: url, external: true },
      { kind: 'text', text: ' or email ' },
      { kind: 'link', href: 'mailto:hello@x.example', text: 'hello@x.example', external: false },
      { kind: 'text', text: ' or see ' },
      { kind: 'route', to: '/contact', text: '/contact' },
      { kind: 'text', text: '. <b>x</b> /contact-us' },
    ]);
  });
});

describe('withoutBookingLink', () => {
  it('drops the link the booking button replaces, keeping sentences whole', () => {
    expect(withoutBookingLink(`Want to talk it through? Book a free session: ${bookingLinkPlaceholder}`)).toBe('Want to talk it through? Book a free session.');
    expect(withoutBookingLink(`Book it here: ${bookingLinkPlaceholder}. Or email us.`)).toBe('Book it below. Or email us.');
  });
});
