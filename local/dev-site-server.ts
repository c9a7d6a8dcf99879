import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { createServer as createViteServer } from 'vite';
import { colorSchemeScript } from '../frontend/src/lib/color-scheme-script.ts';

type RenderPage = (path: string) => Promise<{ html: string; statusCode: number }>;

/**
 * `npm run dev`: Vite in middleware mode with hot reload, each page server-rendered on request through the same
 * entry the prerender uses. No CSP here: Vite's dev client and React Refresh need inline scripts.
 */
export async function createDevSiteHandler(httpServer: Server) {
  const vite = await createViteServer({
    configFile: resolve(import.meta.dirname, '../frontend/vite.config.ts'),
    server: { middlewareMode: true, ws: { server: httpServer } },
    appType: 'custom',
  });

  async function renderDocument(url: string, res: ServerResponse): Promise<void> {
    const { renderPage } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as { renderPage: RenderPage };
    const { html, statusCode } = await renderPage(url);
    const document = html
      .replace('<head>', `<head><script>${colorSchemeScript}</script>`)
      .replace('</head>', '<script type="module" src="/src/main.tsx"></script></head>');
    const transformed = await vite.transformIndexHtml(url, document);
    res.writeHead(statusCode, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(transformed);
  }

  return {
    serveSite(req: IncomingMessage, res: ServerResponse): Promise<void> {
      return new Promise((done) => {
        vite.middlewares(req, res, () => {
          renderDocument(req.url ?? '/', res)
            .catch((error: unknown) => {
              vite.ssrFixStacktrace(error as Error);
              console.error('[dev] render failed', error);
              if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
              res.end(String(error));
            })
            .finally(done);
        });
        res.once('finish', done);
      });
    },
    close: () => vite.close(),
  };
}
