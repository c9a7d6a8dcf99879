/**
 * `npm run eval:chat -- --base-url URL --model M [--judge-model J]`: runs every eval set under evals/chat/ through the
 * chat as deployed (signed history, guarded LLM, offline fallback) against any OpenAI-compatible server, and with a
 * judge model grades each answer against its rubric. Prints correct / partial / wrong, invented facts, replies the
 * guard replaced, p50/p95 latency, tokens and cost per message. `--stub-guard` prints the lying-stub figure.
 * Options: --api-key (default OPENAI_API_KEY), --judge-base-url, --contact-email, --sets DIR, --limit N (conversations
 * per set), --price-in / --price-out (USD per million tokens; default gpt-4o-mini's 0.15 / 0.60), --out FILE (answers),
 * --verbose (every answer).
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createChatRunner } from './eval-chat-llm/chat-session.ts';
import { percentile, readEvalSets } from './eval-chat-llm/eval-sets.ts';
import { createJudge, type Verdict } from './eval-chat-llm/judge.ts';
import { stubGuardFigure } from './eval-chat-llm/stub-guard.ts';

export { stubGuardFigure };

const options = {
  'base-url': { type: 'string' },
  model: { type: 'string' },
  'api-key': { type: 'string' },
  'judge-model': { type: 'string' },
  'judge-base-url': { type: 'string' },
  'contact-email': { type: 'string' },
  sets: { type: 'string', default: 'evals/chat' },
  limit: { type: 'string' },
  'price-in': { type: 'string', default: '0.15' },
  'price-out': { type: 'string', default: '0.60' },
  out: { type: 'string' },
  'stub-guard': { type: 'boolean', default: false },
  verbose: { type: 'boolean', default: false },
} as const;

const pct = (n: number, of: number) => (of === 0 ? '-' : `${((100 * n) / of).toFixed(1)}%`);

export async function runLlmEval(argv: readonly string[]): Promise<void> {
  const { values } = parseArgs({ args: [...argv], options, allowPositionals: true, strict: false });
  const text = (name: keyof typeof options) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  if (values['stub-guard']) {
    console.log(await stubGuardFigure(values.verbose === true));
    return;
  }
  const baseURL = text('base-url');
  const model = text('model');
  if (!baseURL || !model) throw new Error('eval:chat against a server needs --base-url URL --model M (and --judge-model J to grade)');
  const apiKey = text('api-key') ?? process.env.OPENAI_API_KEY;
  const sets = readEvalSets(resolve(text('sets') ?? 'evals/chat'));
  if (sets.length === 0) {
    console.log(`No eval sets under ${text('sets') ?? 'evals/chat'}/: nothing to run.`);
    return;
  }
  const judgeModel = text('judge-model');
  const judge = judgeModel ? createJudge({ baseURL: text('judge-base-url') ?? baseURL, model: judgeModel, apiKey }) : undefined;
  const runner = createChatRunner({ baseURL, model, apiKey, contactEmail: text('contact-email') });
  const limit = Number(text('limit') ?? Number.POSITIVE_INFINITY);
  const [priceIn, priceOut] = [Number(text('price-in')), Number(text('price-out'))];
  const written: unknown[] = [];

  for (const set of sets) {
    const latencies: number[] = [];
    const verdicts: Verdict[] = [];
    const answers: { id: string; visitor: string; expect: string; reply: string }[] = [];
    let promptTokens = 0;
    let completionTokens = 0;
    let replaced = 0;
    let failed = 0;
    let maxCalls = 0;
    let checksFailed = 0;
    for (const conversation of set.conversations.slice(0, limit)) {
      const session = runner.newSession();
      for (const [i, turn] of conversation.turns.entries()) {
        const result = await session.send(turn.visitor);
        latencies.push(result.ms);
        promptTokens += result.report?.promptTokens ?? 0;
        completionTokens += result.report?.completionTokens ?? 0;
        maxCalls = Math.max(maxCalls, result.report?.calls ?? 0);
        if (result.report?.replaced) replaced += 1;
        if (result.status !== 'ok') failed += 1;
        const lower = result.reply.toLowerCase();
        const checks = (turn.mustInclude ?? []).every((s) => lower.includes(s.toLowerCase())) && !(turn.mustNotInclude ?? []).some((s) => lower.includes(s.toLowerCase()));
        if (!checks) checksFailed += 1;
        const id = `${conversation.id}#${i + 1}`;
        answers.push({ id, visitor: turn.visitor, expect: turn.expect, reply: result.reply });
        if (judge) verdicts.push(await judge(turn.visitor, turn.expect, result.reply));
        if (values.verbose) console.log(`${id} ${turn.visitor}\n  -> ${result.reply.replaceAll('\n', ' ')}${verdicts.at(-1) ? `\n  [${verdicts.at(-1)?.verdict}] ${verdicts.at(-1)?.reason}` : ''}`);
      }
    }
    const n = answers.length;
    const cost = (promptTokens * priceIn + completionTokens * priceOut) / 1e6;
    console.log(`\n${set.set} (${set.kind}, ${n} messages, model ${model}${judgeModel ? `, judge ${judgeModel}` : ', no judge'})`);
    if (judge) {
      const count = (v: Verdict['verdict']) => verdicts.filter((x) => x.verdict === v).length;
      const invented = verdicts.flatMap((v) => v.invented);
      console.log(`  correct ${count('correct')} (${pct(count('correct'), n)}), partial ${count('partial')} (${pct(count('partial'), n)}), wrong ${count('wrong')} (${pct(count('wrong'), n)})`);
      console.log(`  invented facts: ${invented.length}${invented.length > 0 ? ` (${invented.slice(0, 10).join('; ')})` : ''}`);
    }
    console.log(`  mustInclude/mustNotInclude checks failed: ${checksFailed} of ${n}; model failures (5xx to the visitor): ${failed}`);
    console.log(`  replies the guard replaced with the offline answer: ${replaced} (${pct(replaced, n)}); max model calls per message: ${maxCalls}`);
    console.log(`  latency p50 ${(percentile(latencies, 50) / 1000).toFixed(2)} s, p95 ${(percentile(latencies, 95) / 1000).toFixed(2)} s`);
    console.log(`  tokens per message: ${(promptTokens / Math.max(n, 1)).toFixed(0)} in, ${(completionTokens / Math.max(n, 1)).toFixed(0)} out; cost per message $${(cost / Math.max(n, 1)).toFixed(5)} at $${priceIn}/$${priceOut} per million`);
    written.push({ set: set.set, assistant: model, answers });
  }
  const out = text('out');
  if (out) writeFileSync(out, `${JSON.stringify(written.length === 1 ? written[0] : written, null, 2)}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runLlmEval(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
