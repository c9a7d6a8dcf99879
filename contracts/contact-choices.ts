/**
 * The contact form's revenue ranges, without zod: the form's schema (contact.ts) validates against them, and the
 * chat answers about the form from them without bundling a schema library.
 */
export const monthlyRevenueChoices = ['$0-$20k', '$20k-$50k', '$50k-$100k', '$100k-$250k', '$250k+'] as const;
export type MonthlyRevenue = (typeof monthlyRevenueChoices)[number];
