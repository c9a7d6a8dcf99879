/** The bench:web table: one row per page, scores and the median of each metric. */
export type Scores = Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
export interface PageResult {
  path: string;
  scores: Scores;
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  failing: string[];
  /** Every script requested during the run, including what loads when the browser is idle (chat widget, toasts). */
  scripts: string[];
}

export const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '-');
export const pad = (text: string | number, width: number) => String(text).padEnd(width);
export const table = (rows: readonly PageResult[]) => {
  const header = ['Page', 'Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'SI'];
  const widths = [44, 6, 6, 6, 6, 9, 9, 8, 7, 9];
  const out = [header.map((cell, index) => pad(cell, widths[index] ?? 8)).join(''), '-'.repeat(widths.reduce((a, b) => a + b, 0))];
  for (const { path, scores, metrics } of rows) {
    const row = [path, scores.performance, scores.accessibility, scores['best-practices'], scores.seo, ms(metrics.fcp), ms(metrics.lcp), ms(metrics.tbt), metrics.cls.toFixed(3), ms(metrics.si)];
    out.push(row.map((cell, index) => pad(cell, widths[index] ?? 8)).join(''));
  }
  return out;
};
