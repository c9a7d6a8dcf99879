/**
 * `npm run eval:chat`: asks the offline chat assistant every visitor message of the evaluation set and prints the
 * score of the tuning split and of the held-out split, the failures, and every invented figure. `--verbose` prints
 * every answer. Exits non-zero below the targets (tuning 95%, held-out 90%, no invented figure).
 */
import { claims, landingStatCards } from '../content/claims.ts';
import { fractionalEngagement } from '../content/engagements.ts';
import { evalItems } from '../functions/chat/eval/eval-items.ts';
import { freshEvalItems } from '../functions/chat/eval/eval-items-fresh.ts';
import { probe2EvalItems } from '../functions/chat/eval/eval-items-probe2.ts';
import { probe3EvalItems } from '../functions/chat/eval/eval-items-probe3.ts';
import { probe4EvalItems } from '../functions/chat/eval/eval-items-probe4.ts';
import { probe5EvalItems } from '../functions/chat/eval/eval-items-probe5.ts';
import { probe6EvalItems } from '../functions/chat/eval/eval-items-probe6.ts';
import { probe7EvalItems } from '../functions/chat/eval/eval-items-probe7.ts';
import { probe8EvalItems } from '../functions/chat/eval/eval-items-probe8.ts';
import { probe9EvalItems } from '../functions/chat/eval/eval-items-probe9.ts';
import { probe10EvalItems } from '../functions/chat/eval/eval-items-probe10.ts';
import { probe11EvalItems } from '../functions/chat/eval/eval-items-probe11.ts';
import { probe12EvalItems } from '../functions/chat/eval/eval-items-probe12.ts';
import { probe13EvalItems } from '../functions/chat/eval/eval-items-probe13.ts';
import { probe14EvalItems } from '../functions/chat/eval/eval-items-probe14.ts';
import { probe15EvalItems } from '../functions/chat/eval/eval-items-probe15.ts';
import { probe16EvalItems } from '../functions/chat/eval/eval-items-probe16.ts';
import { probe17EvalItems } from '../functions/chat/eval/eval-items-probe17.ts';
import { probe18EvalItems } from '../functions/chat/eval/eval-items-probe18.ts';
import { probe19EvalItems } from '../functions/chat/eval/eval-items-probe19.ts';
import { probe20EvalItems } from '../functions/chat/eval/eval-items-probe20.ts';
import { probe21EvalItems } from '../functions/chat/eval/eval-items-probe21.ts';
import { probe22EvalItems } from '../functions/chat/eval/eval-items-probe22.ts';
import { probe23EvalItems } from '../functions/chat/eval/eval-items-probe23.ts';
import { splitItems } from '../functions/chat/eval/eval-split.ts';
import { evalContactEmail, type EvalItem } from '../functions/chat/eval/eval-types.ts';
import { evaluateAssistant, type EvalResult } from '../functions/chat/eval/evaluate.ts';
import { contentFigures } from '../functions/chat/eval/content-figures.ts';
import { createOfflineKnowledgeBase } from '../functions/chat/offline-assistant.ts';

const verbose = process.argv.includes('--verbose');
// The sealed set's messages and failures are not printed: nobody tunes the assistant against what they cannot see.
const showSealed = process.argv.includes('--show-sealed');
// As deployed with CONTACT_EMAIL set; offline-assistant.test.ts runs every message with it unset.
const assistant = createOfflineKnowledgeBase({ contactEmail: evalContactEmail });
// The one figure the assistant computes: a year of the monthly team.
// Stat cards keep value and label apart ('10-15' + 'hours reclaimed weekly'); read together they are one figure.
const allowed = contentFigures(new URL('../', import.meta.url), [
  `$${fractionalEngagement.price.usd * 12}`,
  ...landingStatCards.map((s) => `${s.value} ${s.label}`),
  ...Object.values(claims).map((c) => `${c.value} ${c.label}`),
]);
const answer = (conversation: Parameters<typeof assistant.answer>[0]) => assistant.answer(conversation);
const { tuning, heldOut } = splitItems(evalItems);

function report(name: string, results: readonly EvalResult[], sealed = false): number {
  for (const r of sealed && !showSealed ? [] : results) {
    if (r.passed && !verbose) continue;
    console.log(`${r.passed ? 'PASS' : 'FAIL'}  [${r.item.id}] ${r.item.message.slice(0, 120)}${r.passed ? '' : `  (${r.problems.join('; ')})`}`);
    console.log(`      ${r.answer.replace(/\n+/g, '\n      ')}\n`);
  }
  const passed = results.filter((r) => r.passed).length;
  const share = (100 * passed) / Math.max(1, results.length);
  console.log(`${name}: ${passed}/${results.length} (${share.toFixed(1)}%)\n`);
  return share;
}

// Later batches, each written by someone who had not read the assistant and committed before its first run; the
// first-run score is in each label. They are reported, not held to a target.
const probes: [string, readonly EvalItem[]][] = [
  ['Fresh set (written after tuning, never tuned)', freshEvalItems],
  ['probe-2 set (first run 21/42)', probe2EvalItems],
  ['probe-3 set (110 messages by an outside writer; first run 84/110)', probe3EvalItems],
  ['probe-4 set (100 messages by a second outside writer; sealed until probe-5 came: first run 78/100, 78/100 after tuning on probe-3)', probe4EvalItems],
  ['probe-6 set (130 messages by a fourth outside writer; first run 105/130)', probe6EvalItems],
  ['probe-7 set (120 short, sloppy and follow-up messages; first run 101/120)', probe7EvalItems],
  ['probe-8 set (120 messages from senior buyers, jargon and long context; first run 92/120)', probe8EvalItems],
  ['probe-9 set (120 messages: non-native English, Spanish, trolls, injections, forged history, handoffs; first run 104/120)', probe9EvalItems],
  ['probe-5 set (100 messages; sealed until probe-10 came: first run 71/100, 77/100 after tuning on probes 3, 4 and 6)', probe5EvalItems],
  ['probe-10 set (120 messages; sealed until probe-14 came: first run 102/120, 106/120 after tuning on probes 5, 7, 8 and 9)', probe10EvalItems],
  ['probe-11 set (120 questions about details inside the engagements, multi-turn; first run 94/120)', probe11EvalItems],
  ['probe-12 set (120 situations described instead of asked, uncommon synonyms; first run 93/120)', probe12EvalItems],
  ['probe-13 set (120 hard cases: multi-part, long, follow-ups, forged, injection; first run 107/120)', probe13EvalItems],
  ['probe-15 set (24 visitors x 5 messages in their own voice; first run 110/120)', probe15EvalItems],
  ['probe-16 set (120 questions asked right after reading a section of a page; first run 96/120)', probe16EvalItems],
  ['probe-17 set (30 visitors x 4: indirect, negated, conditional wording; first run 98/120)', probe17EvalItems],
  ['probe-18 set (the thirty-question check of the issue, re-run by four new visitors; first run 108/120)', probe18EvalItems],
  ['probe-20 set (30 visitors x 4; first run 110/120)', probe20EvalItems],
  ['probe-21 set (situations, engagement details, multi-part, follow-ups; first run 92/120)', probe21EvalItems],
  ['probe-22 set (30 visitors x 4; first run 110/120)', probe22EvalItems],
  ['probe-23 set (24 five-message conversations; first run 102/120)', probe23EvalItems],
];

const tuningResults = await evaluateAssistant(answer, tuning, allowed);
const heldOutResults = await evaluateAssistant(answer, heldOut, allowed);
const tuningShare = report('Tuning set', tuningResults);
const heldOutShare = report('Held-out set', heldOutResults);
const all = [...tuningResults, ...heldOutResults];
const probeShares: string[] = [];
// Sealed sets: scores only. probe-19 was run once, after the last change; probe-14's score was watched while tuning.
const sealed: [string, readonly EvalItem[]][] = [
  ['Sealed held-out set probe-19 (150 messages; committed sealed at 14:36 and first run after the last change; only its score is printed; first run 145/150)', probe19EvalItems],
  ['Sealed set probe-14 (150 messages; first run 126/150; its score was printed while tuning)', probe14EvalItems],
];
const sealedShares: string[] = [];
for (const [name, items] of sealed) {
  const results = await evaluateAssistant(answer, items, allowed);
  all.push(...results);
  sealedShares.push(`sealed ${name.match(/probe-\d+/)?.[0] ?? name} ${report(name, results, true).toFixed(1)}%`);
}
for (const [name, items] of probes) {
  const results = await evaluateAssistant(answer, items, allowed);
  all.push(...results);
  probeShares.push(`${name.split(' ')[0]} ${report(name, results).toFixed(1)}%`);
}
const invented = all.flatMap((r) => r.invented.map((f) => `${r.item.id}: ${f}`));
console.log(`Tuning ${tuningShare.toFixed(1)}% (target 95%), held-out ${heldOutShare.toFixed(1)}% (target 90%), ${sealedShares.join(', ')}, ${probeShares.join(', ')}, invented figures: ${invented.length}${invented.length ? ` (${invented.join(', ')})` : ''}`);
process.exitCode = tuningShare >= 95 && heldOutShare >= 90 && invented.length === 0 ? 0 : 1;
