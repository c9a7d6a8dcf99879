import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { EvalSet } from './eval-set.ts';
import { readJson } from './eval-set.ts';
import { runConversation, type Answer } from './run-conversation.ts';

/** `--answer <set.json> --out <file>`: the build's replies to a set, turn by turn, in the answers format for the judge. */
export async function answerSet(answer: Answer, setFile: string, outFile: string, assistant: string): Promise<void> {
  const set = readJson<EvalSet>(setFile);
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  const answers: { id: string; visitor: string; expect: string; reply: string }[] = [];
  for (const conversation of set.conversations) {
    const replies = await runConversation(answer, conversation);
    conversation.turns.forEach((turn, i) => {
      answers.push({ id: `${conversation.id}#${i + 1}`, visitor: turn.visitor, expect: turn.expect, reply: replies[i]?.text ?? '' });
    });
  }
  writeFileSync(outFile, `${JSON.stringify({ set: set.set, commit, assistant, answers }, null, 2)}\n`);
  console.log(`${answers.length} answers of ${set.set} written to ${outFile}`);
}
