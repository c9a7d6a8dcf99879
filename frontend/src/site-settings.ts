import type { SiteSettings } from '../build-settings.ts';

declare const __SITE_SETTINGS__: SiteSettings;

/** Build-time settings (frontend/build-settings.ts), inlined by Vite. */
export const siteSettings: SiteSettings = __SITE_SETTINGS__;
