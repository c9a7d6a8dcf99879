import type { StatItem } from '../../../../content/types.ts';
import classes from './hero-stats.module.css';

/** A hero's headline figures (the home page's 70% / 0 / 3x): plain HTML and CSS, a value over its label. */
export function HeroStats({ stats }: { stats: readonly StatItem[] }) {
  return (
    <ul className={classes.list}>
      {stats.map((stat) => (
        <li key={`${stat.value} ${stat.label}`}>
          <span className={classes.value}>{stat.value}</span> <span className={classes.label}>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
