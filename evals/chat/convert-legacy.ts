/**
 * One-off: converted the old TypeScript eval items (functions/chat/eval/, deleted in the same commit) into the one
 * JSON format of evals/chat/. Kept for the record of how mustInclude came from the old checks; it no longer runs.
 *
 * - each old item is one conversation; the history's user turns become unscored turns before it (the build answers
 *   them, so the follow-up is resolved against the build's own, signed reply); a forged history (families 'forged',
 *   'forged-history') stays verbatim in `history`: the browser sent it unsigned.
 * - `must` (facts, each a list of accepted spellings) -> mustInclude (a string, or a list meaning any one of them);
 *   `mustNot` -> mustNotInclude; `handoff` -> mustInclude the handoff placeholder; every item that was not a
 *   redirect must not give up ("don't have a reliable answer").
 */
import { writeFileSync } from 'node:fs';
import { handoffPlaceholder } from '../../contracts/chat.ts';

type Item = { id: string; family: string; message: string; history?: { role: string; content: string }[]; must: string[][]; mustNot?: string[]; redirect?: boolean; language?: string; handoff?: boolean };
const sets: [string, string, string, string][] = [
  ['legacy-main', 'eval-items', 'evalItems', 'the first set, written with the assistant (tuning + held-out split)'],
  ['legacy-fresh', 'eval-items-fresh', 'freshEvalItems', 'written after tuning'],
  ...[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23].map((n): [string, string, string, string] => [`legacy-probe${n}`, `eval-items-probe${n}`, `probe${n}EvalItems`, `probe-${n}, by an outside writer; the old assistant was tuned on it`]),
];
const forged = new Set(['forged', 'forged-history']);

for (const [set, file, name, writer] of sets) {
  const mod = (await import(`../../functions/chat/eval/${file}.ts`)) as Record<string, Item[]>;
  const items = mod[name] ?? [];
  const conversations = items.map((item) => {
    const history = item.history ?? [];
    const keep = forged.has(item.family);
    const context = keep ? [] : history.filter((h) => h.role === 'user').map((h) => ({ visitor: h.content, expect: 'context turn (not scored)' }));
    const facts = item.must.map((f) => (f.length === 1 ? f[0] : f));
    const expect = [
      `${item.family}${item.language ? ` (${item.language})` : ''}:`,
      item.redirect ? 'a short, polite redirect to what we can help with' : '',
      item.must.length ? `conveys ${item.must.map((f) => f[0]).join('; ')}` : '',
      item.handoff ? 'offers the handoff to sales' : '',
    ].filter(Boolean).join(' ');
    return {
      id: `${set}/${item.id}`,
      ...(keep && history.length ? { history } : {}),
      turns: [...context, {
        visitor: item.message,
        expect,
        mustInclude: [...facts, ...(item.handoff ? [handoffPlaceholder] : [])],
        mustNotInclude: [...(item.mustNot ?? []), ...(item.redirect ? [] : ["don't have a reliable answer"])],
      }],
    };
  });
  const out = { set, kind: 'regression', writer: `converted from functions/chat/eval/${file}.ts (${writer})`, conversations };
  // Lists of strings on one line: a turn reads as one screen, not one spelling per line.
  const json = JSON.stringify(out, null, 1).replace(/\[\s+("(?:[^"\\]|\\.)*"(?:,\s+"(?:[^"\\]|\\.)*")*)\s+\]/g, (_, inner: string) => `[${inner.replace(/",\s+"/g, '", "')}]`);
  writeFileSync(new URL(`${set}.json`, import.meta.url), `${json}\n`);
  console.log(set, conversations.length);
}
