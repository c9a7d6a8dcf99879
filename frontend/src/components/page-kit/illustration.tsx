import { illustrationCanvas, illustrationHref, type IllustrationKind } from '../../../../content/illustration-kinds.ts';
import classes from './illustration.module.css';

export interface IllustrationRef {
  /** The drawn file under /illustrations/ (frontend/scripts/illustrations/illustration-specs.ts). */
  readonly name: string;
  readonly kind: IllustrationKind;
  /** What the diagram shows, for screen readers (the same facts are in the page's text). */
  readonly label: string;
}

/**
 * A diagram drawn at build time from content/, placed with <use> so it is a static file (no JavaScript, cached)
 * that still takes the page's colour scheme: its colours are the theme's CSS variables, inherited through <use>.
 */
export function Illustration({ name, kind, label }: IllustrationRef) {
  const { width, height } = illustrationCanvas[kind];
  return (
    <svg className={classes.art} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} data-illustration={name} data-kind={kind}>
      <use href={illustrationHref(name)} />
    </svg>
  );
}

/** 'Title: first, second, third' — the accessible name of a diagram of steps. */
export const sequenceLabel = (title: string, items: readonly { title?: string; label?: string }[]) =>
  `${title}: ${items.map((item) => item.title ?? item.label).join(', ')}`;
