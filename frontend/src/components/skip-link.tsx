import classes from './skip-link.module.css';

export const mainContentId = 'main-content';

/** The first tab stop: lets keyboard users jump past the navigation. */
export function SkipLink() {
  return (
    <a className={classes.skipLink} href={`#${mainContentId}`}>
      Skip to main content
    </a>
  );
}
