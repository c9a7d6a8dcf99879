import { lazyIsland } from '../lazy-island.ts';

/**
 * The home page's static sections as a lazy island (routes/index.tsx): its own module, so the route's loader and its
 * code-split component share one instance (the router's splitter copies module-level values into each part).
 */
export const homeStaticSections = lazyIsland(() => import('./home-sections.island.tsx').then((module) => module.HomeStaticSections));
/** The island's name is its content file's (`<name>.island.tsx`): the build links that chunk's stylesheets to the pages that show it. */
export const homeStaticSectionsName = 'home-sections';
