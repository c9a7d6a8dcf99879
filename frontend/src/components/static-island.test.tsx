import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaticIsland } from './static-island.tsx';

// React's act() warns unless the environment says it supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const contentRenders = vi.fn();
function Content() {
  contentRenders();
  return (
    <section>
      <h2>Never changes</h2>
      <a href="/next">Next page</a>
      <a href="https://elsewhere.example/">Elsewhere</a>
    </section>
  );
}

function appRouter(isServer = false) {
  const root = createRootRoute({ component: () => <Outlet /> });
  const home = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => (
      <main>
        <StaticIsland name="test-island">
          <Content />
        </StaticIsland>
      </main>
    ),
  });
  const next = createRoute({ getParentRoute: () => root, path: '/next', component: () => <p>The next page</p> });
  return createRouter({ routeTree: root.addChildren([home, next]), history: createMemoryHistory({ initialEntries: ['/'] }), isServer });
}

afterEach(() => {
  document.body.innerHTML = '';
  contentRenders.mockClear();
});

describe('StaticIsland', () => {
  it('keeps the prerendered HTML on hydration without rendering its children, and follows its links with the router', async () => {
    const server = appRouter(true);
    await server.load();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<RouterProvider router={server} />);
    document.body.append(container);
    const prerendered = container.querySelector('[data-static-island="test-island"]')?.innerHTML;
    expect(prerendered).toContain('Never changes');
    contentRenders.mockClear();

    const client = appRouter();
    await client.load();
    client.ssr = { manifest: undefined };
    const errors: unknown[] = [];
    const heading = container.querySelector('h2');
    await act(async () => {
      hydrateRoot(container, <RouterProvider router={client} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(contentRenders).not.toHaveBeenCalled();
    // The very same nodes: React neither re-rendered nor replaced them.
    expect(container.querySelector('h2')).toBe(heading);
    expect(container.querySelector('[data-static-island="test-island"]')?.innerHTML).toBe(prerendered);

    await act(async () => {
      container.querySelector<HTMLAnchorElement>('a[href="/next"]')?.click();
    });
    expect(client.state.location.pathname).toBe('/next');
    expect(container.textContent).toContain('The next page');
  });

  it('renders its children when the app renders the page (a client-side navigation)', async () => {
    const router = appRouter();
    await router.load();
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<RouterProvider router={router} />);
    });
    expect(contentRenders).toHaveBeenCalled();
    expect(container.querySelector('[data-static-island="test-island"] h2')?.textContent).toBe('Never changes');
  });
});
