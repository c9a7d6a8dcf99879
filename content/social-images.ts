/**
 * Each page's own Open Graph image, drawn at build time (frontend/scripts/og-images.ts) from its title and section:
 * '/' -> /og/home.png, '/pricing' -> /og/pricing.png, '/blog/x' -> /og/blog/x.png.
 */
export const socialImagePath = (path: string) => `/og/${path === '/' ? 'home' : path.replace(/^\/+|\/+$/g, '')}.png`;

export const socialImageSize = { width: 1200, height: 630 } as const;
