/**
 * `npm run eval:chat`: the chat's figures.
 * - the blind judged figure(s) from evals/chat/results/*.json (the headline; written by a judge, never by this script);
 * - the regression gate: the old sets (evals/chat/legacy-*.json) answered by the offline build, string checks only;
 * - the stub-guard figure of the LLM path (scripts/eval-chat-llm.ts).
 * `--answer <set.json> --out <file>` writes the offline build's answers to a set for the judge.
 * `--base-url URL --model M [--judge-model J]` runs the blind-format eval against an OpenAI-compatible server.
 * `--verbose` prints every failing regression turn with its reply.
 * `--routing [--verbose]` prints the routing figure on the labelled dev turns (evals/chat/labels/).
 */
import { createOfflineAssistant } from '../functions/chat/offline/offline-assistant.ts';
import { runLlmEval, stubGuardFigure } from './eval-chat-llm.ts';
import { answerSet } from './eval-chat/answer-set.ts';
import { phrasingsWithout } from './eval-chat/held-out-phrasings.ts';
import { evalSets, judgedResults } from './eval-chat/eval-set.ts';
import { printJudged } from './eval-chat/judged.ts';
import { printRegression } from './eval-chat/regression.ts';
import { printRouting } from './eval-chat/routing.ts';

const argv = process.argv.slice(2);
const option = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
// A neutral address as CONTACT_EMAIL: a contact answer must quote the setting, not a placeholder.
const contactEmail = 'strategists@contact-eval.test';

const offline = createOfflineAssistant({ contactEmail });
const answer = (conversation: Parameters<typeof offline.answer>[0]) => offline.answer(conversation);

if (option('--base-url')) {
  await runLlmEval(argv);
} else if (argv.includes('--routing')) {
  await printRouting((leaveOut) => { const held = createOfflineAssistant({ contactEmail, phrasings: phrasingsWithout(leaveOut) }); return (c) => held.answer(c); }, argv.includes('--verbose'));
} else if (option('--answer')) {
  const out = option('--out');
  if (!out) throw new Error('--answer <set.json> needs --out <file>');
  await answerSet(answer, option('--answer') ?? '', out, 'offline');
} else {
  printJudged(judgedResults());
  const regression = await printRegression(answer, evalSets('regression'), argv.includes('--verbose'));
  console.log(await stubGuardFigure());
  // Reported, not a gate on a target: the old string checks were written for the old assistant's wording.
  process.exitCode = regression.invented === 0 ? 0 : 1;
}
