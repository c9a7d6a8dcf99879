import type { SiteSettings } from '../../settings/site-settings.ts';

declare const __SITE_SETTINGS__: SiteSettings;

/** Build-time settings (settings/site-settings.ts), inlined by Vite. */
export const siteSettings: SiteSettings = __SITE_SETTINGS__;
