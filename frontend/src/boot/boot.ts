/**
 * The only script a prerendered page references (built by Vite on its own, see frontend/scripts/build-web.ts). The page
 * is complete as HTML and CSS; React only makes it interactive. Input given before that is kept (hold-until-hydrated.ts)
 * and the app's modules are requested after the first paint (load-app.ts).
 */
import { hydratedAttribute } from '../components/hydrated-attribute.ts';
import { holdUntilHydrated, releaseOnMarks } from './hold-until-hydrated.ts';
import { afterFirstPaint, browserPaintSignals, readAppModules, startApp } from './load-app.ts';

const root = document.documentElement;
// SiteLayout marks the shell hydrated; the page content hydrates right after, as its own Suspense boundary. Input and
// clicks outside the forms (which say when they are ready themselves) are released once the browser is next idle.
let settled = false;
const hold = holdUntilHydrated(window, { pageHydrated: () => settled });
releaseOnMarks(root, hydratedAttribute, hold, () => {
  const settle = () => {
    settled = true;
    hold.update();
  };
  if (window.requestIdleCallback) window.requestIdleCallback(settle, { timeout: 1000 });
  else window.setTimeout(settle, 100);
});
afterFirstPaint(browserPaintSignals(window), () => startApp(document, readAppModules(document)));
