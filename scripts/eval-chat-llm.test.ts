import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startOpenAiStub, type OpenAiStub } from '../functions/chat/openai-stub-server.ts';
import { runLlmEval, stubGuardFigure } from './eval-chat-llm.ts';
import { parseVerdict } from './eval-chat-llm/judge.ts';

// The eval scripts against the local stub: they run, print the figures and handle a missing set folder. The numbers
// they print against a real model are the README's, not asserted here.

let stub: OpenAiStub | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
  vi.restoreAllMocks();
});

function printed(): () => string {
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void lines.push(args.join(' ')));
  return () => lines.join('\n');
}

describe('eval:chat against an OpenAI-compatible server', () => {
  it('runs each set turn by turn, has the judge grade each answer, and prints the figures', async () => {
    stub = await startOpenAiStub((request) =>
      request.body.model === 'judge'
        ? { kind: 'completion', content: '```json\n{"verdict": "correct", "invented": [], "offersHandoff": false, "reason": "states the price"}\n```' }
        : { kind: 'completion', content: 'GTM Audit & Architecture costs $25,000 one-time.' },
    );
    const dir = mkdtempSync(join(tmpdir(), 'eval-sets-'));
    const turns = [{ visitor: 'How much is the audit?', expect: 'the audit is $25,000 one-time', mustInclude: ['$25,000'] }, { visitor: 'and how long?', expect: '2 weeks core, 4-6 weeks' }];
    writeFileSync(join(dir, 'tiny.json'), JSON.stringify({ set: 'tiny', kind: 'blind', conversations: [{ id: 'tiny/c01', turns }] }));
    const out = join(dir, 'answers.json');
    const output = printed();
    await runLlmEval(['--base-url', stub.baseURL, '--model', 'chat-model', '--judge-model', 'judge', '--sets', dir, '--out', out]);
    expect(output()).toContain('correct 2 (100.0%), partial 0 (0.0%), wrong 0 (0.0%)');
    expect(output()).toMatch(/latency p50 [\d.]+ s, p95 [\d.]+ s/);
    expect(output()).toMatch(/tokens per message: \d+ in, \d+ out; cost per message \$[\d.]+/);
    // The second turn went to the model with the first reply as the assistant's (it was signed and verified).
    const second = stub.requests.filter((r) => r.body.model === 'chat-model')[1];
    expect(second?.body.messages.filter((m) => m.role === 'assistant').map((m) => m.content)).toEqual(['GTM Audit & Architecture costs $25,000 one-time.']);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toMatchObject({ set: 'tiny', answers: [{ id: 'tiny/c01#1' }, { id: 'tiny/c01#2' }] });
  });

  it('says so when there is no set to run', async () => {
    const output = printed();
    await runLlmEval(['--base-url', 'http://127.0.0.1:9/v1', '--model', 'm', '--sets', join(tmpdir(), 'no-such-eval-dir')]);
    expect(output()).toContain('No eval sets');
  });

  it('reads a judge’s verdict leniently and counts an unreadable one as wrong', () => {
    expect(parseVerdict('{"verdict":"partial","invented":["$5"],"offersHandoff":true,"reason":"r"}')).toEqual({ verdict: 'partial', invented: ['$5'], offersHandoff: true, reason: 'r' });
    expect(parseVerdict('I think it is fine').verdict).toBe('wrong');
  });
});

describe('stub-guard figure', () => {
  it('prints zero lies and unverified turns, and at most two model calls per message', async () => {
    const figure = await stubGuardFigure();
    expect(figure).toContain('planted lies that reached the visitor: 0');
    expect(figure).toContain('unbacked facts that reached the visitor (output guard\'s reading): 0');
    expect(figure).toContain('unverified turns that reached the model as the assistant: 0');
    expect(figure).toMatch(/max model calls per message: [12] /);
  });
});
