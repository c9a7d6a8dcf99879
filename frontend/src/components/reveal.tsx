import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

export interface RevealProps {
  children: ReactNode;
  /** Stagger for cards in a row, in milliseconds. */
  delay?: number;
  className?: string;
  style?: CSSProperties;
}

type Phase = 'static' | 'hidden' | 'shown';

const hiddenStyle: CSSProperties = { opacity: 0, transform: 'translateY(24px)' };

/**
 * Fades its content in once, the first time it scrolls into view (spec section 4, landing animation).
 *
 * The prerendered HTML always shows the content: only after hydration are elements that are still off screen hidden,
 * so nothing the visitor already sees flickers, the largest paint is never delayed, and readers without JavaScript
 * (or with prefers-reduced-motion) get the content with no animation at all.
 */
export function Reveal({ children, delay = 0, className, style }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return undefined;
    const box = element.getBoundingClientRect();
    if (box.top < window.innerHeight && box.bottom > 0) return undefined;
    setPhase('hidden');
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setPhase('shown');
        observer.disconnect();
      },
      { rootMargin: '0px 0px -8% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const motion: CSSProperties =
    phase === 'hidden'
      ? hiddenStyle
      : phase === 'shown'
        ? { opacity: 1, transform: 'none', transition: `opacity 600ms ease ${delay}ms, transform 600ms ease ${delay}ms` }
        : {};
  return (
    <div ref={ref} className={className} style={{ ...style, ...motion }} data-reveal={phase}>
      {children}
    </div>
  );
}
