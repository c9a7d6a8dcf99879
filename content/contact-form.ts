/**
 * Copy for the 'Contact Information' form used on the home page, /contact and /get-started. Validation rules and
 * messages live in contracts/contact.ts; the revenue choices too.
 */
export const contactFormCopy = {
  /** Element id the 'Send Message Instead' and similar buttons scroll to. */
  anchorId: 'contact-form',
  title: 'Contact Information',
  description: 'Tell us where your GTM hurts. A strategist reads every message and replies personally.',
  fields: {
    firstName: { label: 'First Name', placeholder: 'Jordan', trackingName: 'first_name' },
    lastName: { label: 'Last Name', placeholder: 'Rivera', trackingName: 'last_name' },
    company: { label: 'Company', placeholder: 'Acme Analytics', trackingName: 'company' },
    email: { label: 'Work Email', placeholder: 'jordan@acme.com', trackingName: 'email' },
    website: { label: 'Company Website', placeholder: 'acme.com', trackingName: 'website' },
    monthlyRevenue: { label: 'Monthly Revenue', placeholder: 'Select one...', trackingName: 'monthly_revenue' },
    message: {
      label: 'What are your biggest GTM challenges?',
      placeholder: 'e.g. Our AEs spend half their week researching accounts and our CRM data is a mess.',
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
