import { existsSync, readdirSync } from 'node:fs';
import { handoffPlaceholder } from '../../contracts/chat.ts';
import { evalDir, readJson, type EvalSet } from './eval-set.ts';
import { runConversation, type Answer } from './run-conversation.ts';

/**
 * The routing figure: for every dev turn an outside reader labelled with the row(s) that answer it
 * (evals/chat/labels/<set>.json), whether the offline build answered from one of them, refused by the right guard,
 * offered the handoff, or said it could not answer. Seconds to run, so a change to the matcher is measured on
 * ~500 turns before a judge reads a single reply; the judged blind sets stay the headline figure. The dev sets' own
 * messages are phrasings of the table (content/chat-phrasings.ts), so each set is measured with its own left out.
 */
export interface TurnLabel {
  readonly rows: readonly string[];
  readonly engagement?: string | null;
  readonly kind: string;
  readonly fit?: 'full' | 'partial' | 'none';
  readonly note?: string;
  readonly language?: string;
}
interface Labels { readonly set: string; readonly labels: Readonly<Record<string, TurnLabel>> }

const engagementIds: Record<string, string> = { audit: 'gtm-audit-architecture', build: 'funnel-orchestration', run: 'fractional-gtm-team' };

/** Whether a reply (its topic and text) is what the label asks for. */
export function routedRight(label: TurnLabel, topic: string | undefined, text: string): boolean {
  const [row = '', slot] = (topic ?? '').split(':');
  if (label.kind.startsWith('guard:')) return row === 'guard' || (label.rows.length > 0 && label.rows.includes(row));
  // The language guard is the answer the 'languages' row gives ('the site doesn't say which languages').
  if (row === 'guard' && slot === 'language') return label.rows.includes('languages');
  if (label.kind === 'handoff') return text.includes(handoffPlaceholder);
  if (label.kind === 'smalltalk') return ['greeting', 'thanks', 'bot'].includes(row) || label.rows.includes(row);
  if (label.rows.length === 0 || label.fit === 'none') return row === 'unanswered' || label.rows.includes(row);
  // Where the site is silent, saying so and offering a strategist is the answer, whichever row the reader found closest.
  if (label.kind === 'unstated' && row === 'unanswered') return true;
  // A reading list by topic ('blog') answers what the labeller filed under the list of every post ('blog-reading').
  const same = (r: string) => label.rows.includes(r) || (r === 'blog' && label.rows.includes('blog-reading')) || (label.kind === 'math' && r === 'price');
  if (!same(row)) return false;
  const wanted = label.engagement ? engagementIds[label.engagement] : undefined;
  return !wanted || !slot || slot === wanted;
}

export function labelledSets(): { set: EvalSet; labels: Labels }[] {
  const dir = new URL('labels/', evalDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((f) => {
    const labels = readJson<Labels>(new URL(f, dir));
    return { set: readJson<EvalSet>(new URL(`${labels.set}.json`, evalDir)), labels };
  });
}

/**
 * `assistantFor(leaveOut)`: the build without the phrasings that came from the set being measured
 * (content/chat-phrasings.ts), so each dev set is measured on a matcher that never read it: held out, one set at a time.
 */
export async function printRouting(assistantFor: (leaveOut: string) => Answer, verbose: boolean): Promise<{ right: number; total: number }> {
  let right = 0;
  let total = 0;
  const byKind = new Map<string, [number, number]>();
  for (const { set, labels } of labelledSets()) {
    let setRight = 0;
    let setTotal = 0;
    const answer = assistantFor(set.set);
    for (const conversation of set.conversations) {
      const replies = await runConversation(answer, conversation);
      conversation.turns.forEach((turn, i) => {
        const id = `${conversation.id}#${i + 1}`;
        const label = labels.labels[id];
        const reply = replies[i];
        if (!label || !reply) return;
        const ok = routedRight(label, reply.topic, reply.text);
        const kind = label.language ? `lang:${label.language}` : label.kind;
        const [k, n] = byKind.get(kind) ?? [0, 0];
        byKind.set(kind, [k + (ok ? 1 : 0), n + 1]);
        setRight += ok ? 1 : 0;
        setTotal += 1;
        if (!ok && verbose) console.log(`  ${id} [${label.rows.join(',') || '-'} ${label.kind}] got ${reply.topic ?? '-'}: ${turn.visitor.slice(0, 110)}`);
      });
    }
    console.log(`Routing ${set.set}: ${setRight}/${setTotal} (${((100 * setRight) / (setTotal || 1)).toFixed(1)}%)`);
    right += setRight;
    total += setTotal;
  }
  console.log(`Routing, all labelled dev turns, each set held out: ${right}/${total} (${((100 * right) / (total || 1)).toFixed(1)}%); by kind: ${[...byKind].map(([k, [a, n]]) => `${k} ${a}/${n}`).join(', ')}`);
  return { right, total };
}
