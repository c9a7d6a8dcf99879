import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * The frontend's settings, read once at build time (they end up in static HTML and the bundle, so they are public
 * by nature: never put a secret here).
 */
export const siteSettingsSchema = z.object({
  SITE_URL: z.url().default('https://www.revrebel.example').transform((url) => url.replace(/\/+$/, '')),
  BOOKING_URL: z.url().default('https://calendly.com/revrebel/gtm-strategy-session'),
  SUPPORT_PHONE: z.string().min(3).default('+1 (831) 555-0142'),
  /**
   * Shown in the footer, on /contact and in the JSON-LD. The spec lists an email link on /contact, so the default is the
   * brand's placeholder address (`npm run deploy` refuses it, like every revrebel.example value).
   */
  CONTACT_EMAIL: z.preprocess(emptyToUndefined, z.email().default('hello@revrebel.example')),
  /** One line, e.g. '1101 Pacific Avenue, Suite 200, Santa Cruz, CA 95060'; unset = only the city ('Santa Cruz, California') is shown. */
  CONTACT_ADDRESS: z.preprocess(emptyToUndefined, z.string().trim().min(5).optional()),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export function loadSiteSettings(env: NodeJS.ProcessEnv = process.env): SiteSettings {
  return siteSettingsSchema.parse(env);
}
