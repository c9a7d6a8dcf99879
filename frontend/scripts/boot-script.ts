import { createHash } from 'node:crypto';
import { hydratedAttribute } from '../src/components/hydrated-attribute.ts';

/** Where each page lists, as data, the modules that hydrate it: the entry first, then what to preload beside it. */
export const appModulesId = 'app-modules';

/**
 * The only script a prerendered page references. The page is complete as HTML and CSS; React only makes it
 * interactive. The app's modules are requested once the first paint has happened, so on a slow connection they never
 * compete with the HTML and the stylesheet, which is all the first and largest paints need. A page opened in the
 * background, or a browser without paint timing, starts at once; a 3 s fallback covers a paint never reported.
 *
 * Until the app has taken over (SiteLayout marks <html data-hydrated>), links and forms work as plain HTML, and a click
 * on a control that needs the app (a button, a toggle) is held and replayed once it has, instead of being lost.
 */
// Each preload starts a fetch synchronously; a few per task keeps the main thread free for input.
export const bootScriptSource = `const root = document.documentElement;
const hydrated = () => root.hasAttribute(${JSON.stringify(hydratedAttribute)});
const held = [];
function hold(event) {
  if (hydrated() || !(event.target instanceof Element)) return;
  const control = event.target.closest('button, summary, [role="button"], input[type="checkbox"], input[type="radio"]');
  if (!control) return;
  event.preventDefault();
  if (!held.includes(control)) held.push(control);
}
document.addEventListener('click', hold, true);
new MutationObserver((_, observer) => {
  if (!hydrated()) return;
  observer.disconnect();
  document.removeEventListener('click', hold, true);
  for (const control of held) if (control.isConnected) control.click();
}).observe(root, { attributes: true, attributeFilter: [${JSON.stringify(hydratedAttribute)}] });

const modules = JSON.parse(document.getElementById(${JSON.stringify(appModulesId)})?.textContent || '[]');
let started = false;
function preload(hrefs) {
  for (const href of hrefs.splice(0, 4)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  if (hrefs.length > 0) setTimeout(preload, 0, hrefs);
}
function start() {
  if (started) return;
  started = true;
  const [entry, ...preloads] = modules;
  const script = document.createElement('script');
  script.type = 'module';
  script.src = entry;
  document.head.append(script);
  preload(preloads);
}
if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  start();
} else {
  new PerformanceObserver((list, observer) => {
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 3000);
}
`;

/** Content-hashed like Vite's own assets, so it can be cached immutably under /assets/. */
export function bootScriptFileName(source: string = bootScriptSource): string {
  return `assets/boot-${createHash('sha256').update(source).digest('base64url').slice(0, 10)}.js`;
}
