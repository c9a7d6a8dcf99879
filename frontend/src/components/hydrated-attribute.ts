/** Set on <html> once React has hydrated the prerendered page (SiteLayout); the boot script and tests wait for it. */
export const hydratedAttribute = 'data-hydrated';
