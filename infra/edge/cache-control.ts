/** Cache-Control per site object: hashed assets forever, everything else revalidated on each visit. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';
export const revalidateCacheControl = 'public, max-age=0, must-revalidate';

/** Vite writes content-hashed files under /assets/; nothing else in the site bucket is hashed. */
export const hashedAssetsPrefix = 'assets/';

export function cacheControlFor(key: string): string {
  return key.replace(/^\//, '').startsWith(hashedAssetsPrefix) ? immutableCacheControl : revalidateCacheControl;
}
