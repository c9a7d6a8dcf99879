import { Suspense, use, useId, type ReactNode } from 'react';

type Gate = Promise<void> & { status?: string; element?: Element | null };

// The sections the prerendered page came with; read when this module loads, before React hydrates them. A page reached by
// client navigation has none, so its sections render at once.
const prerendered = new Set(typeof document === 'undefined' ? [] : [...document.querySelectorAll('[data-hydrate-gate]')].map((element) => element.getAttribute('data-hydrate-gate')));
const gates = new Map<string, Gate>();
// What makes a waiting section hydrate at once: the visitor reaching for something in it (a click is replayed by React).
const interactions = ['pointerdown', 'focusin'] as const;

/** Resolves when the prerendered section comes within 600 px of the viewport or gets a pointer or the focus. */
function whenNear(id: string): Gate {
  const known = gates.get(id);
  // A section left behind (the visitor navigated away before reaching it) no longer waits.
  if (known && (known.status === 'fulfilled' || known.element?.isConnected)) return known;
  const element = document.querySelector(`[data-hydrate-gate="${CSS.escape(id)}"]`);
  const gate: Gate = new Promise<void>((resolve) => {
    const open = () => {
      observer?.disconnect();
      for (const type of interactions) element?.removeEventListener(type, open, true);
      // React reads this status, so a later render of the section does not suspend again.
      gate.status = 'fulfilled';
      resolve();
    };
    const observer = element && typeof IntersectionObserver !== 'undefined' ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), { rootMargin: '600px 0px' }) : undefined;
    if (!element || !observer) return open();
    observer.observe(element);
    for (const type of interactions) element.addEventListener(type, open, true);
  });
  gate.element = element;
  gates.set(id, gate);
  return gate;
}

function GatedSection({ id, children }: { id: string; children: ReactNode }) {
  if (prerendered.has(id)) use(whenNear(id) as Promise<void>);
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
      <GatedSection id={id}>{children}</GatedSection>
    </Suspense>
  );
}
