import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { staticIslandAttribute } from './components/static-island.tsx';
import { createAppRouter } from './router.tsx';

export interface RenderedPage {
  html: string;
  statusCode: number;
  /** The ids of the routes that rendered the page, root first (the prerender adds their code-split chunks). */
  routeIds: string[];
  /** The static islands in the page (components/static-island.tsx): the prerender links their stylesheets. */
  islands: string[];
}

const islandPattern = new RegExp(`${staticIslandAttribute}="([^"]+)"`, 'g');

/** Renders one path to a full HTML document for the prerender step (frontend/scripts/prerender.ts). */
export async function renderPage(path: string): Promise<RenderedPage> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const html = renderToString(<RouterProvider router={router} />);
  const notFound = router.state.matches.some((match) => match.status === 'notFound' || match._notFound === true);
  const failed = router.state.matches.some((match) => match.status === 'error');
  return {
    html: `<!DOCTYPE html>${html}`,
    statusCode: notFound ? 404 : failed ? 500 : 200,
    routeIds: router.state.matches.map((match) => match.routeId),
    islands: [...new Set(Array.from(html.matchAll(islandPattern), (match) => match[1] as string))],
  };
}
