import { Suspense, use, useId, type ReactNode } from 'react';
import { hydratedAttribute } from '../hydrated-attribute.ts';

const gates = new Map<string, Promise<void>>();
// What makes a waiting section hydrate at once: the visitor reaching for something in it.
const interactions = ['pointerdown', 'focusin', 'keydown', 'mouseover'] as const;

/** Resolves when the prerendered section comes within 600 px of the viewport or the visitor interacts with it. */
function whenNear(id: string): Promise<void> {
  const known = gates.get(id);
  if (known) return known;
  const gate = new Promise<void>((resolve) => {
    const element = document.querySelector(`[data-hydrate-gate="${CSS.escape(id)}"]`);
    if (!element || typeof IntersectionObserver === 'undefined') {
      resolve();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), { rootMargin: '600px 0px' });
    function open() {
      observer.disconnect();
      for (const type of interactions) element?.removeEventListener(type, open, true);
      resolve();
    }
    observer.observe(element);
    for (const type of interactions) element.addEventListener(type, open, true);
  });
  gates.set(id, gate);
  return gate;
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  // Only while the prerendered page is being hydrated: after that (client navigation) the section renders at once.
  const hydrating = typeof document !== 'undefined' && !document.documentElement.hasAttribute(hydratedAttribute);
  if (hydrating) use(whenNear(id));
  return <div data-hydrate-gate={id}>{children}</div>;
}

/**
 * A below-the-fold section of a prerendered page that React hydrates only when the visitor nears it (issue 22: / is an
 * 8,400 px page and hydrating all of it at once blocked the main thread). Until then React leaves the server HTML in
 * place, visible and readable, inside a suspended boundary; a click on it is replayed once it has hydrated.
 */
export function HydrateWhenNear({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <Suspense fallback={null}>
      <Gate id={id}>{children}</Gate>
    </Suspense>
  );
}
