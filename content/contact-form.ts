/**
 * Copy for the 'Contact Information' form used on the home page, /contact and /get-started. Validation rules and
 * messages live in contracts/contact.ts; the revenue choices too.
 */
export const contactFormCopy = {
  /** Element id the 'Send Message Instead' and similar buttons scroll to. */
  anchorId: 'contact-form',
  title: 'Contact Information',
  description: 'Tell us where your GTM hurts. A strategist reads every message and replies personally.',
  /*
   * Labels carry the meaning; the format hints sit under the label as descriptions, never inside the field as
   * placeholders that read like entered data (issue 22). The only placeholder is the spec's 'Select one...'.
   */
  fields: {
    firstName: { label: 'First Name', trackingName: 'first_name' },
    lastName: { label: 'Last Name', trackingName: 'last_name' },
    company: { label: 'Company', trackingName: 'company' },
    email: { label: 'Work Email', hint: 'Like name@company.com', trackingName: 'email' },
    website: { label: 'Company Website', hint: 'Your domain, like company.com', trackingName: 'website' },
    monthlyRevenue: { label: 'Monthly Revenue', placeholder: 'Select one...', trackingName: 'monthly_revenue' },
    message: {
      label: 'What are your biggest GTM challenges?',
      hint: 'Optional: where do your sellers lose the most time?',
      trackingName: 'message',
    },
  },
  submitLabel: 'JOIN THE REBELLION',
  submittingLabel: 'Sending...',
  /** Plain text by design (spec section 2): not a link. */
  privacyNote: 'By submitting this form, you agree to our Privacy Policy. We never sell your data.',
  successToast: { title: 'Form submitted successfully!', description: "We'll be in touch with you shortly." },
  errorToast: { title: 'Something went wrong', description: 'Please try again later or contact us directly.' },
  /** Shown in place of the form after a successful send, beside the success toast. */
  confirmation: {
    title: (firstName: string) => `Thank you, ${firstName}. Your message is on its way.`,
    nextStep:
      'What happens now: a RevRebel strategist reads your message and gets back to you personally to schedule your free GTM Strategy Session. Prefer to pick a time yourself? Book it now.',
    bookLabel: 'Book Strategy Session',
    againLabel: 'Send another message',
  },
} as const;

export type ContactFormField = keyof typeof contactFormCopy.fields;
