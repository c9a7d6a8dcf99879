import { useEffect, type ReactNode } from 'react';
import { SiteFooter } from './site-footer.tsx';
import { hydratedAttribute } from './hydrated-attribute.ts';
import { SiteHeader } from './site-header.tsx';
import classes from './site-layout.module.css';
import { mainContentId } from './skip-link.tsx';
import { useNavigationFocus } from './use-navigation-focus.ts';

/**
 * Every page's frame: fixed header, the one `<main>` landmark (pages render their sections inside it and must not add
 * another `<main>`; the skip link targets it), footer.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  useNavigationFocus();
  // The page is prerendered HTML until React takes it over: a marker for tests, and for the boot script
  // (frontend/src/boot), which releases held clicks and input outside the forms once the page content (its own
  // Suspense boundary, hydrated after this shell) has had time to hydrate too.
  useEffect(() => document.documentElement.setAttribute(hydratedAttribute, ''), []);
  return (
    <div className={classes.shell}>
      <SiteHeader />
      <main id={mainContentId} className={classes.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
