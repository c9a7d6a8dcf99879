import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The eval set format (docs: the team's eval format): one JSON file per set under evals/chat/. */
export interface EvalTurn {
  readonly visitor: string;
  readonly expect: string;
  readonly mustInclude?: readonly string[];
  readonly mustNotInclude?: readonly string[];
}
export interface EvalConversation { readonly id: string; readonly visitor?: string; readonly turns: readonly EvalTurn[] }
export interface EvalSet { readonly set: string; readonly kind: 'blind' | 'regression'; readonly writer?: string; readonly conversations: readonly EvalConversation[] }

/** Every set under `dir` (results/ and other folders skipped); none, or no folder, is an empty list. */
export function readEvalSets(dir: string): EvalSet[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => JSON.parse(readFileSync(join(dir, entry.name), 'utf8')) as EvalSet)
    .filter((set) => Array.isArray(set.conversations));
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
