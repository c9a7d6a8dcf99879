/**
 * `node scripts/phrasings-from-labels.ts <set> [<set> ...]`: the visitor messages of a labelled eval set
 * (evals/chat/<set>.json with evals/chat/labels/<set>.json) as phrasings of the rows they were labelled with, written
 * to content/chat-phrasings/<set>.json. Only turns a row answers ('row' and 'unstated') and only the first row. Then
 * add the file to content/chat-phrasings.ts and run `npm run gen:chat-phrasings`. The set is dev data from then on.
 */
import { writeFileSync } from 'node:fs';
import { labelledSets } from './eval-chat/routing.ts';

const wanted = new Set(process.argv.slice(2));
for (const { set, labels } of labelledSets().filter((s) => wanted.has(s.set.set))) {
  const rows: Record<string, Record<string, string[]>> = {};
  for (const conversation of set.conversations) {
    conversation.turns.forEach((turn, i) => {
      const label = labels.labels[`${conversation.id}#${i + 1}`];
      const row = label?.rows[0];
      if (!label || !row || (label.kind !== 'row' && label.kind !== 'unstated')) return;
      ((rows[row] ??= {})[label.language ?? 'en'] ??= []).push(turn.visitor);
    });
  }
  const file = new URL(`../content/chat-phrasings/${set.set}.json`, import.meta.url);
  writeFileSync(file, `${JSON.stringify(rows, null, 1)}\n`);
  console.log(`${set.set}: ${Object.values(rows).flatMap((r) => Object.values(r)).flat().length} phrasings -> ${file.pathname}`);
}
