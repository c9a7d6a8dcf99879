import type { ArticleBlocksProps } from '../../components/article-blocks.tsx';
import { lazyIsland } from '../../components/lazy-island.ts';
import { staticIslandAttribute } from '../../components/static-island.tsx';

/** The post body as a lazy island (own module: the route's loader and the code-split view share one instance). */
export const articleBodyIsland = lazyIsland<ArticleBlocksProps>(() => import('./components/article-body.island.tsx').then((module) => module.ArticleBody));
/** Its content file's name: the build links that chunk's stylesheets to the pages that show it. */
export const articleBodyName = 'article-body';

let firstLoad = true;
/**
 * True only for the post the page was loaded on, while its prerendered body is there: that post's loader needs no code.
 * Any later post (a related article followed in the app) renders its body with the code, so its loader preloads it.
 */
export function hasPrerenderedArticleBody(): boolean {
  const prerendered = firstLoad && typeof document !== 'undefined' && document.querySelector(`[${staticIslandAttribute}="${articleBodyName}"]`) !== null;
  firstLoad = false;
  return prerendered;
}
