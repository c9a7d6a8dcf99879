import { z } from 'zod';

/**
 * The frontend's settings, read once at build time (they end up in static HTML and the bundle, so they are public
 * by nature: never put a secret here).
 */
export const siteSettingsSchema = z.object({
  SITE_URL: z.url().default('https://www.revrebel.example').transform((url) => url.replace(/\/+$/, '')),
  BOOKING_URL: z.url().default('https://calendly.com/revrebel/gtm-strategy-session'),
  SUPPORT_PHONE: z.string().min(3).default('+1 (831) 555-0142'),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export function loadSiteSettings(env: NodeJS.ProcessEnv = process.env): SiteSettings {
  return siteSettingsSchema.parse(env);
}
