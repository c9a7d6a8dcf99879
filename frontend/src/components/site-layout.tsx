import { useLayoutEffect, type ReactNode } from 'react';
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
  // The page is prerendered HTML until React takes it over: the marker releases input held by the boot script
  // (frontend/src/boot). In the layout phase, after the forms inside have adopted what was typed (their layout effects
  // run first) and before any later render could overwrite it.
  useLayoutEffect(() => document.documentElement.setAttribute(hydratedAttribute, ''), []);
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
