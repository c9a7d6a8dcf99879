import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { themeColorSchemeManager } from '../lib/color-scheme-manager.ts';
import type { RouterContext } from '../router.tsx';
import { theme } from '../theme.ts';

const colorSchemeManager = themeColorSchemeManager();

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [{ charSet: 'utf-8' }, { name: 'viewport', content: 'width=device-width, initial-scale=1' }, { name: 'color-scheme', content: 'dark light' }],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
  }),
  component: RootDocument,
  notFoundComponent: NotFoundPage,
});

function RootDocument() {
  const { queryClient } = Route.useRouteContext();
  return (
    // The theme script in <head> sets the color-scheme attribute before React hydrates.
    <html lang="en" data-mantine-color-scheme="dark" suppressHydrationWarning>
      <head>
        <HeadContent />
      </head>
      <body>
        <QueryClientProvider client={queryClient}>
          <MantineProvider theme={theme} defaultColorScheme="dark" colorSchemeManager={colorSchemeManager}>
            <Notifications limit={1} autoClose={5000} />
            <Outlet />
          </MantineProvider>
        </QueryClientProvider>
        <Scripts />
      </body>
    </html>
  );
}
