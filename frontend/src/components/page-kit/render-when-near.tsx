import { Box } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface RenderWhenNearProps {
  children: ReactNode;
  /** Height kept free until the content renders, so nothing below it jumps. */
  minHeight: number;
  /** How far ahead of the viewport to start, in pixels. */
  margin?: number;
}

/**
 * Renders its children only once they come within `margin` of the viewport (and never during prerender). Used for
 * heavy, interactive content far down a page, such as the home page's contact form: its code then stays out of the
 * page's first load and arrives while the visitor scrolls towards it.
 */
export function RenderWhenNear({ children, minHeight, margin = 800 }: RenderWhenNearProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: `${margin}px 0px ${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin]);

  if (near) return <>{children}</>;
  return <Box ref={ref} mih={minHeight} aria-hidden />;
}
