/** Where each page lists, as data, the modules that hydrate it: the entry first, then what to preload beside it. */
export const appModulesId = 'app-modules';

/** Reads the page's module list; an absent or broken list is an empty one (the page still works as HTML). */
export function readAppModules(doc: Document): string[] {
  try {
    const parsed: unknown = JSON.parse(doc.getElementById(appModulesId)?.textContent || '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds the entry module, then modulepreloads the rest a few per task, so the main thread stays free for input. */
export function startApp(doc: Document, modules: readonly string[], schedule: (next: () => void) => void = (next) => setTimeout(next, 0)): void {
  const [entry, ...preloads] = modules;
  if (!entry) return;
  const script = doc.createElement('script');
  script.type = 'module';
  script.src = entry;
  doc.head.append(script);
  const preloadSome = () => {
    for (const href of preloads.splice(0, 4)) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      doc.head.append(link);
    }
    if (preloads.length > 0) schedule(preloadSome);
  };
  preloadSome();
}

export interface PaintSignals {
  visible: boolean;
  /** Subscribes to the first paint; absent when the browser does not report paints. */
  onFirstPaint?: (then: () => void) => void;
  setTimer: (then: () => void, ms: number) => void;
}

/**
 * Runs `start` once, after the first paint: on a slow connection the app's modules then never compete with the HTML and
 * the stylesheet, which is all the first and largest paints need. A background page, or a browser without paint timing,
 * starts at once; a timer covers a paint never reported.
 */
export function afterFirstPaint(signals: PaintSignals, start: () => void, fallbackMs = 3000): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  if (!signals.visible || !signals.onFirstPaint) {
    once();
    return;
  }
  signals.onFirstPaint(once);
  signals.setTimer(once, fallbackMs);
}

/** The browser's paint signals. */
export function browserPaintSignals(view: Window & Pick<typeof globalThis, 'PerformanceObserver'>): PaintSignals {
  const supportsPaint = typeof view.PerformanceObserver === 'function' && (view.PerformanceObserver.supportedEntryTypes?.includes('paint') ?? false);
  return {
    visible: view.document.visibilityState === 'visible',
    onFirstPaint: supportsPaint
      ? (then) => {
          new view.PerformanceObserver((_, observer) => {
            observer.disconnect();
            then();
          }).observe({ type: 'paint', buffered: true });
        }
      : undefined,
    setTimer: (then, ms) => view.setTimeout(then, ms),
  };
}
