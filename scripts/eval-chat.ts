/**
 * `npm run eval:chat`: asks the offline chat assistant every question of the evaluation set and prints how many
 * answers state the expected facts. `--verbose` prints every answer. Exits non-zero when any question fails.
 */
import { evaluateAssistant } from '../functions/chat/eval/evaluate.ts';
import { evalQuestions } from '../functions/chat/eval/questions.ts';
import { createOfflineKnowledgeBase } from '../functions/chat/offline-assistant.ts';

const verbose = process.argv.includes('--verbose');
const assistant = createOfflineKnowledgeBase();
const results = await evaluateAssistant((conversation) => assistant.answer(conversation), evalQuestions);

for (const result of results) {
  console.log(`${result.passed ? 'PASS' : 'FAIL'}  ${result.question}${result.passed ? '' : `  (${result.problems.join('; ')})`}`);
  if (verbose || !result.passed) console.log(`      ${result.answer.replace(/\n+/g, '\n      ')}\n`);
}
const passed = results.filter((r) => r.passed).length;
console.log(`\nOffline assistant: ${passed}/${results.length} questions answered with the expected facts.`);
process.exitCode = passed === results.length ? 0 : 1;
