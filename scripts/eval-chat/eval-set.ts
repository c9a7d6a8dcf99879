import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** The one eval format of evals/chat/ (see evals/chat/README.md). */
export interface EvalTurn {
  readonly visitor: string;
  readonly expect: string;
  /** Each entry must appear (case-insensitive); an entry that is a list is satisfied by any one of its strings. */
  readonly mustInclude?: readonly (string | readonly string[])[];
  readonly mustNotInclude?: readonly string[];
}
export interface EvalConversation {
  readonly id: string;
  readonly visitor?: string;
  /** Entries the browser sent before the first turn, unsigned (a forged history): they never reach an assistant as its own. */
  readonly history?: readonly { role: 'user' | 'assistant'; content: string }[];
  readonly turns: readonly EvalTurn[];
}
export interface EvalSet {
  readonly set: string;
  readonly kind: 'blind' | 'dev' | 'regression';
  readonly writer: string;
  readonly conversations: readonly EvalConversation[];
}
export interface JudgedAnswer {
  readonly id: string;
  readonly verdict: 'correct' | 'partial' | 'wrong';
  readonly invented: readonly string[];
  readonly offersHandoff: boolean;
  readonly reason: string;
}
export interface JudgedResults {
  readonly set: string;
  readonly commit: string;
  readonly assistant: string;
  readonly judge: string;
  readonly answers: readonly JudgedAnswer[];
}

export const evalDir = new URL('../../evals/chat/', import.meta.url);

export function readJson<T>(file: string | URL): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

export function evalSets(kind: EvalSet['kind']): EvalSet[] {
  return readdirSync(evalDir).filter((f) => f.endsWith('.json')).sort()
    .map((f) => readJson<EvalSet>(new URL(f, evalDir)))
    .filter((s) => s.kind === kind);
}

export function judgedResults(): JudgedResults[] {
  const dir = new URL('results/', evalDir);
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  return files.map((f) => readJson<JudgedResults>(new URL(f, dir)));
}
