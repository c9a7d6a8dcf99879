import { contactFormCopy } from './contact-form.ts';
import type { FaqEntry, Hero, SectionHeading } from './types.ts';

export const contactHero = {
  badge: 'CONTACT',
  title: 'Start Your Journey',
  subtitle:
    'Fill out the form below and a RevRebel strategist will get back to you to schedule your free GTM Strategy Session. Prefer to pick a time yourself? Book directly.',
  actions: [
    { kind: 'scroll', label: 'Fill Out the Form', targetId: contactFormCopy.anchorId },
    { kind: 'booking', label: 'Book Strategy Session' },
  ],
} as const satisfies Hero;

/**
 * The phone block is shown but disabled (spec section 2); the number itself is the runtime SUPPORT_PHONE setting,
 * which the chat assistant uses, not this page.
 */
export const contactPhoneBlock = {
  title: 'Call our Sales Team',
  status: 'Phone Support Temporarily Unavailable',
  description: 'Please use the form, email or booking link instead. We respond to every message.',
  disabled: true,
  icon: 'phone',
} as const;

export const contactChannelsSection = {
  heading: { title: 'Other Ways to Reach Us' } satisfies SectionHeading,
} as const;

export const contactForm = contactFormCopy;

/** The hero's picture: the way from this page to the first call (frontend/scripts/illustrations, kind 'path'). */
export const contactPath = {
  title: 'Your Way to a First Call',
  steps: [
    { label: contactHero.actions[0].label, detail: 'or book a time yourself' },
    { label: 'A Strategist Replies', detail: 'personally, by email' },
    { label: 'Free GTM Strategy Session', detail: '30 minutes, no obligation' },
  ],
} as const;

export const contactFaq = [
  {
    question: 'What happens after I submit the form?',
    answer:
      'A strategist reads your message, looks at your website and replies by email to set up a free 30-minute GTM Strategy Session at a time that suits you.',
  },
  {
    question: 'Is the strategy session really free?',
    answer:
      'Yes. It is a 30-minute conversation about your GTM challenges and what a transformation plan could look like. There is no obligation to buy anything.',
  },
  {
    question: 'Where are you based?',
    answer:
      'Our headquarters is at 1101 Pacific Avenue, Suite 200, Santa Cruz, CA 95060. We work with clients remotely, so location is never a barrier.',
  },
] as const satisfies readonly FaqEntry[];
