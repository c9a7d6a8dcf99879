import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

export interface DeferUntilVisibleProps {
  /** Rendered once the placeholder comes near the viewport; typically a `React.lazy` component. */
  children: ReactNode;
  /** Space kept for the content before it loads, so nothing below it jumps (CLS). */
  minHeight: number | string;
  /** How far ahead of the viewport to start loading. */
  rootMargin?: string;
  /** Shown in the reserved space until then (e.g. a short text or a skeleton). */
  placeholder?: ReactNode;
}

/**
 * Keeps a heavy, below-the-fold widget (a form with its validation library, a map, a chart) out of the page's first
 * load: its code is fetched only when the visitor scrolls near it. Use with React.lazy:
 *
 *   const ContactForm = lazy(() => import('../features/contact/components/contact-form.tsx').then((m) => ({ default: m.ContactForm })));
 *   <DeferUntilVisible minHeight={640}><ContactForm /></DeferUntilVisible>
 *
 * The prerendered HTML holds the placeholder; the first load of `/` must stay under 150 KB of gzip JS (npm run bench:web).
 */
export function DeferUntilVisible({ children, minHeight, rootMargin = '600px 0px', placeholder = null }: DeferUntilVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    // Someone tabbing or jumping (#contact) into the area needs it now, not after a scroll event.
    const show = () => setVisible(true);
    element.addEventListener('focusin', show);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', show);
    };
  }, [rootMargin, visible]);

  const reserved = <div style={{ minHeight }}>{placeholder}</div>;
  return (
    <div ref={ref}>
      {visible ? <Suspense fallback={reserved}>{children}</Suspense> : reserved}
    </div>
  );
}
