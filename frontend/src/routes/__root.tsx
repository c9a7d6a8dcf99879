import '../lib/mantine-styles.ts';
import '../site.css';
import interLatinUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { MantineProvider } from '@mantine/core';
import { createRootRoute, HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import { blogFeed } from '../../../content/blog-feed.ts';
import { company } from '../../../content/company.ts';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { NotificationRegion } from '../components/notification-region.tsx';
import { Notifications } from '../components/notifications.tsx';
import { SiteLayout } from '../components/site-layout.tsx';
import { SkipLink } from '../components/skip-link.tsx';
import { ChatWidgetMount } from '../features/chat/components/chat-widget-mount.tsx';
import { themeColorSchemeManager } from '../lib/color-scheme-manager.ts';
import { organizationJsonLd, websiteJsonLd } from '../lib/site-json-ld.ts';
import { jsonLdMeta } from '../lib/seo.ts';
import { cssVariablesResolver, theme } from '../theme.ts';

const colorSchemeManager = themeColorSchemeManager();

export const Route = createRootRoute({
  // Site-wide defaults; each route's pageHead() (lib/seo.ts) overrides title, description, canonical and social tags.
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'color-scheme', content: 'dark light' },
      { name: 'theme-color', content: '#242424' },
      { name: 'description', content: company.summary },
      { property: 'og:site_name', content: company.name },
      { property: 'og:locale', content: 'en_US' },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:image:alt', content: `${company.name}: ${company.tagline}` },
      { name: 'twitter:image:alt', content: `${company.name}: ${company.tagline}` },
      jsonLdMeta(organizationJsonLd()),
      jsonLdMeta(websiteJsonLd()),
    ],
    links: [
      // The one font file every page uses: fetched with the stylesheet, not after it, so text rarely paints twice.
      { rel: 'preload', href: interLatinUrl, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
      { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
      { rel: 'manifest', href: '/site.webmanifest' },
      { rel: 'alternate', type: 'application/rss+xml', title: blogFeed.title, href: blogFeed.path },
    ],
  }),
  component: RootDocument,
  notFoundComponent: NotFoundPage,
});

function RootDocument() {
  return (
    // The theme script in <head> sets the color-scheme attribute before React hydrates.
    <html lang="en" data-mantine-color-scheme="dark" suppressHydrationWarning>
      <head>
        <HeadContent />
      </head>
      <body>
        <MantineProvider theme={theme} defaultColorScheme="dark" colorSchemeManager={colorSchemeManager} cssVariablesResolver={cssVariablesResolver}>
          {/* First in the document, so it is the first tab stop whatever else the body holds. */}
          <SkipLink />
          <NotificationRegion />
          <Notifications limit={1} autoClose={5000} />
          <ChatWidgetMount />
          <SiteLayout>
            <Outlet />
          </SiteLayout>
        </MantineProvider>
        <Scripts />
      </body>
    </html>
  );
}
