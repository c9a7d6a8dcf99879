import { readFileSync } from 'node:fs';
import { figuresIn } from '../figures.ts';

const businessContent = [
  'engagements', 'engagement-facts', 'plans', 'booking', 'claims', 'company', 'contact-page', 'get-started', 'how-it-works-steps', 'how-it-works',
  'landing', 'methodology', 'technology', 'capabilities', 'about', 'gtm-orchestration', 'services', 'pricing',
];

/** Every figure the business content states, read from the source files as text (independent of the assistant). */
export function contentFigures(root: URL, derived: readonly string[] = []): Set<string> {
  const text = businessContent.map((name) => readFileSync(new URL(`content/${name}.ts`, root), 'utf8')).join('\n');
  // Source files write numbers as 25_000 in data and "$25,000" in labels; both count.
  const usd = [...text.matchAll(/usd:\s*([\d_]+)/g)].map((m) => `$${Number((m[1] ?? '').replaceAll('_', ''))}`);
  return new Set([...figuresIn(text), ...usd, ...derived.flatMap(figuresIn)]);
}
