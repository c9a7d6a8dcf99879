import { staticIslandAttribute } from '../static-island.tsx';
import { lazyIsland } from '../lazy-island.ts';

/**
 * The inner pages' static islands (see home-static-sections-island.ts for why they live in a module of their own).
 * Each name is its content file's (`<name>.island.tsx`): the build links that chunk's stylesheets to the pages showing it.
 */
export const getStartedSections = lazyIsland(() => import('./get-started-sections.island.tsx').then((module) => module.GetStartedSections));
export const getStartedSectionsName = 'get-started-sections';

export const contactChannelsIsland = lazyIsland(() => import('./contact-channels.island.tsx').then((module) => module.ContactChannelsColumn));
export const contactChannelsName = 'contact-channels';

export const blogHeroIsland = lazyIsland(() => import('./blog-hero.island.tsx').then((module) => module.BlogHero));
export const blogHeroName = 'blog-hero';

/** True on a first load whose prerendered HTML holds the island: its code is then never needed. */
export const hasPrerenderedIsland = (name: string) =>
  typeof document !== 'undefined' && document.querySelector(`[${staticIslandAttribute}="${name}"]`) !== null;
