
/**
 * The strategy-session booking (spec sections 3 and 9). The scheduling URL is the runtime BOOKING_URL setting,
 * so it is not here.
 */
export const bookingConfig = {
  durationMinutes: 30,
  eventName: 'GTM Strategy Session',
  description: 'Discuss your GTM challenges and map out a transformation plan',
  price: 'Free',
  format: 'Video call',
  /** The centered popup window that opens the scheduling page. */
  popup: {
    width: 1000,
    height: 680,
    toolbar: false,
    scrollbars: false,
    status: false,
    menubar: false,
    resizable: false,
  },
} as const;

/** How a visitor books, in order of preference; for the chat assistant and help text. */
export const howToBook = [
  "Click any 'Book Strategy Session' button on the site to pick a time for a free 30-minute GTM Strategy Session.",
  'Or fill out the contact form on the Contact or Get Started page and we will reply to arrange a time.',
  'Or send a few times that suit you through the contact form at /contact.',
] as const;

/** What the strategy session covers, for the chat assistant and booking copy. */
export const strategySessionAgenda = [
  'Your current GTM motion, team and tool stack',
  'Where your people lose time to research, list building and data entry',
  'Which workflows to automate first and what they would return',
  'Which engagement, if any, fits where you are today',
] as const;
