import { bookingLinkPlaceholder, handoffPlaceholder } from '../../contracts/chat.ts';
import { unbackedFigures } from '../../functions/chat/content-facts.ts';
import type { EvalSet, EvalTurn } from './eval-set.ts';
import { runConversation, type Answer } from './run-conversation.ts';

export interface TurnCheck {
  readonly id: string;
  readonly visitor: string;
  readonly reply: string;
  readonly problems: readonly string[];
  readonly invented: readonly string[];
}

/** Figures in a reply that content/ does not back (placeholders are not figures). */
export function inventedFigures(reply: string): string[] {
  return unbackedFigures(reply.replaceAll(bookingLinkPlaceholder, '').replaceAll(handoffPlaceholder, ''));
}

function problemsOf(turn: EvalTurn, reply: string): string[] {
  const lower = reply.toLowerCase();
  const problems: string[] = [];
  for (const fact of turn.mustInclude ?? []) {
    const spellings = typeof fact === 'string' ? [fact] : fact;
    if (!spellings.some((s) => lower.includes(s.toLowerCase()))) problems.push(`missing ${spellings.map((s) => `"${s}"`).join(' or ')}`);
  }
  for (const banned of turn.mustNotInclude ?? []) if (lower.includes(banned.toLowerCase())) problems.push(`says "${banned}"`);
  return problems;
}

/** Runs every conversation of a regression set; a turn is scored when it has checks (context turns have none). */
export async function checkSet(answer: Answer, set: EvalSet): Promise<TurnCheck[]> {
  const checks: TurnCheck[] = [];
  for (const conversation of set.conversations) {
    const replies = await runConversation(answer, conversation);
    conversation.turns.forEach((turn, i) => {
      if (!turn.mustInclude && !turn.mustNotInclude) return;
      const reply = replies[i]?.text ?? '';
      const invented = inventedFigures(reply);
      const problems = [...problemsOf(turn, reply), ...(invented.length ? [`invented ${invented.join(', ')}`] : [])];
      checks.push({ id: `${conversation.id}#${i + 1}`, visitor: turn.visitor, reply, problems, invented });
    });
  }
  return checks;
}

const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)}%`;

/** Prints one line per set and the total; `verbose` prints every failing turn with its reply. */
export async function printRegression(answer: Answer, sets: readonly EvalSet[], verbose: boolean): Promise<{ passed: number; total: number; invented: number }> {
  let passed = 0;
  let total = 0;
  let invented = 0;
  for (const set of sets) {
    const checks = await checkSet(answer, set);
    const ok = checks.filter((c) => c.problems.length === 0).length;
    passed += ok;
    total += checks.length;
    invented += checks.reduce((n, c) => n + c.invented.length, 0);
    if (verbose) {
      for (const c of checks.filter((x) => x.problems.length > 0)) {
        console.log(`FAIL [${c.id}] ${c.visitor.slice(0, 140)}  (${c.problems.join('; ')})\n      ${c.reply.replace(/\n+/g, '\n      ')}\n`);
      }
    }
    console.log(`  ${set.set}: ${ok}/${checks.length} (${pct(ok, checks.length)})`);
  }
  console.log(`Regression gate (old sets, string checks): ${passed}/${total} (${pct(passed, total)}), invented figures: ${invented}`);
  return { passed, total, invented };
}
