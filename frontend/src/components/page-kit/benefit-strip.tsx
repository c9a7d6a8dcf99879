import type { FeatureCard } from '../../../../content/types.ts';
import classes from './landing-contact-section.module.css';

/**
 * Benefits read as a sequence (1, 2, 3) on a rule rather than as another row of cards: the booking cards beside the form
 * below already are cards, and two card rows on the same three things read as the same row twice (issue 22). Plain
 * elements: the home page's first-load JavaScript has no room to spare.
 */
export function BenefitStrip({ items }: { items: readonly FeatureCard[] }) {
  return (
    <ol className={classes.strip}>
      {items.map((item, index) => (
        <li key={item.title} className={classes.step}>
          <span className={classes.stepNumber} aria-hidden>
            {index + 1}
          </span>
          <div>
            <h3 className={classes.stepTitle}>{item.title}</h3>
            <p className={classes.stepText}>{item.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
