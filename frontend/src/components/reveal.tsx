import type { CSSProperties, ReactNode } from 'react';
import { revealAttribute, watchReveals } from './reveal-watch.ts';

export interface RevealProps {
  children: ReactNode;
  /** Stagger for cards in a row, in milliseconds. */
  delay?: number;
  className?: string;
  style?: CSSProperties;
}

/**
 * Fades its content in once, the first time it scrolls into view (spec section 4, landing animation).
 *
 * The prerendered HTML always shows the content: only after hydration are blocks that are still off screen hidden,
 * so nothing the visitor already sees flickers, the largest paint is never delayed, and readers without JavaScript
 * (or with prefers-reduced-motion) get the content with no animation at all. A plain element: one shared observer
 * (reveal-watch.ts) does the work, so blocks left as prerendered HTML (static-island.tsx) animate too.
 */
export function Reveal({ children, delay = 0, className, style }: RevealProps) {
  const attributes = { [revealAttribute]: 'static' };
  return (
    <div
      ref={watchReveals}
      className={className}
      style={delay ? ({ ...style, '--reveal-delay': `${delay}ms` } as CSSProperties) : style}
      {...attributes}
    >
      {children}
    </div>
  );
}
