import { OpenAI } from 'openai';
import { coreFacts } from '../../functions/chat/system-prompt.ts';
import { relevantPassages } from '../../functions/chat/llm/retrieval.ts';

/** A judge model grades one answer against its rubric, with the content facts it may check figures against. */
export interface Verdict {
  readonly verdict: 'correct' | 'partial' | 'wrong';
  readonly invented: readonly string[];
  readonly offersHandoff: boolean;
  readonly reason: string;
}

export interface JudgeOptions { readonly baseURL: string; readonly model: string; readonly apiKey?: string | undefined }

const instructions = [
  'You grade one reply of a company website chat assistant. You get the visitor message, the rubric (what a correct reply conveys), the company facts, and the reply.',
  'verdict: "correct" if the reply conveys what the rubric asks and nothing false; "partial" if it is incomplete or vague but not false; "wrong" if it is false, misleading, off the point or refuses what the facts answer.',
  'invented: every price, figure, duration, percentage, promise (discount, free, refund, guarantee...) or contact detail in the reply that the facts do not state (empty list if none).',
  'offersHandoff: true if the reply offers to pass the question to a person / asks for an email, or points to booking or the contact form.',
  'Answer with JSON only: {"verdict": "...", "invented": ["..."], "offersHandoff": true, "reason": "one sentence"}.',
].join('\n');

export function createJudge(options: JudgeOptions): (visitor: string, expect: string, reply: string) => Promise<Verdict> {
  const client = new OpenAI({ apiKey: options.apiKey ?? 'sk-eval', baseURL: options.baseURL, timeout: 60_000, maxRetries: 2 });
  return async (visitor, expect, reply) => {
    const facts = [...coreFacts(undefined), ...relevantPassages([{ role: 'user', content: `${visitor} ${expect}` }]).map((p) => p.text)].join('\n');
    const completion = await client.chat.completions.create({
      model: options.model,
      messages: [
        { role: 'system', content: instructions },
        { role: 'user', content: `FACTS\n${facts}\n\nVISITOR\n${visitor}\n\nRUBRIC\n${expect}\n\nREPLY\n${reply}` },
      ],
    });
    return parseVerdict(completion.choices[0]?.message.content ?? '');
  };
}

/** The judge's JSON, tolerant of code fences and prose around it; unreadable counts as 'wrong' with the reason said. */
export function parseVerdict(text: string): Verdict {
  const json = /\{[\s\S]*\}/.exec(text)?.[0];
  try {
    const raw = JSON.parse(json ?? '') as Partial<Verdict>;
    const verdict = raw.verdict === 'correct' || raw.verdict === 'partial' ? raw.verdict : 'wrong';
    return { verdict, invented: Array.isArray(raw.invented) ? raw.invented.map(String) : [], offersHandoff: raw.offersHandoff === true, reason: String(raw.reason ?? '') };
  } catch {
    return { verdict: 'wrong', invented: [], offersHandoff: false, reason: `unreadable judge answer: ${text.slice(0, 120)}` };
  }
}
