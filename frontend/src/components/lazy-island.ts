import { createElement, use, type ComponentType } from 'react';

export interface LazyIsland<P extends object> {
  /** Renders the component once loaded; suspends (first render only) until then. */
  Component: ComponentType<P>;
  /** Loads the code; the route calls it wherever the island will render its children (server, client navigation). */
  preload: () => Promise<void>;
}

/**
 * React.lazy with a preload that the render itself can rely on: the prerender's renderToString cannot wait for a
 * suspended lazy component (it would print the fallback), so the route's loader loads the code first and the component
 * then renders synchronously. For the content of a StaticIsland, whose code the first load never needs.
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>): LazyIsland<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  function Component(props: P) {
    // Suspends on the one cached promise until the code is there (only if nothing preloaded it).
    if (!loaded) use(preload());
    return loaded ? createElement(loaded, props) : null;
  }
  return { Component, preload };
}
