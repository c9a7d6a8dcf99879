import type { JudgedResults } from './eval-set.ts';

const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;

/** The headline: blind sets answered by a build and judged answer by answer by a reader who did not change it. */
export function printJudged(results: readonly JudgedResults[]): void {
  if (results.length === 0) {
    console.log('Judged: no results file in evals/chat/results/ yet');
    return;
  }
  for (const r of results) {
    const n = r.answers.length;
    const count = (v: string) => r.answers.filter((a) => a.verdict === v).length;
    const invented = r.answers.flatMap((a) => a.invented);
    // The results format marks no non-answers as such: every reply not judged correct counts, the strict reading.
    const noOffer = r.answers.filter((a) => a.verdict !== 'correct' && !a.offersHandoff).length;
    console.log(
      `Judged ${r.set} (${r.assistant} at ${r.commit.slice(0, 7)}; judge: ${r.judge}): ` +
        `correct ${count('correct')}/${n} (${pct(count('correct'), n)}), partial ${count('partial')} (${pct(count('partial'), n)}), ` +
        `wrong ${count('wrong')} (${pct(count('wrong'), n)}), invented facts ${invented.length}${invented.length ? ` (${invented.join(', ')})` : ''}, ` +
        `answers not judged correct that offer no handoff ${noOffer}`,
    );
  }
}
