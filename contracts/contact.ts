import { z } from 'zod';

export const monthlyRevenueChoices = ['$0-$20k', '$20k-$50k', '$50k-$100k', '$100k-$250k', '$250k+'] as const;
export type MonthlyRevenue = (typeof monthlyRevenueChoices)[number];

// Optional scheme, a dotted host, optional path (spec section 5).
const websitePattern = /^(https?:\/\/)?([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:\d{1,5})?(\/\S*)?$/i;

/** The contact form's fields and the spec's rules and messages; the form and the function both use it. */
export const contactSubmissionSchema = z.object({
  firstName: z.string().trim().min(2, 'First name is required'),
  lastName: z.string().trim().min(2, 'Last name is required'),
  company: z.string().trim().min(2, 'Company name is required'),
  email: z.email('Please enter a valid email address'),
  website: z.string().trim().min(1, 'Website is required').regex(websitePattern, 'Please enter a valid website URL'),
  monthlyRevenue: z.enum(monthlyRevenueChoices).optional(),
  message: z.string().optional(),
});
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;
