/**
 * The only script a prerendered page references (built by Vite on its own, see frontend/scripts/build-web.ts). The page
 * is complete as HTML and CSS; React only makes it interactive. Input given before that is kept (hold-until-hydrated.ts)
 * and the app's modules are requested after the first paint (load-app.ts).
 */
import { hydratedAttribute } from '../components/hydrated-attribute.ts';
import { captureAttribution } from '../lib/attribution.ts';
import { holdUntilHydrated, releaseOnMarks } from './hold-until-hydrated.ts';
import { afterFirstPaint, browserPaintSignals, readAppModules, startApp } from './load-app.ts';

// First thing on every page load, so a visitor who leaves the landing page before the app loads is still attributed.
captureAttribution();
const root = document.documentElement;
// SiteLayout marks the page hydrated (a passive effect, as tests and the old boot expect); forms say when they are ready.
releaseOnMarks(root, hydratedAttribute, holdUntilHydrated(window, { pageHydrated: () => root.hasAttribute(hydratedAttribute) }));
afterFirstPaint(browserPaintSignals(window), () => startApp(document, readAppModules(document)));
