/** How long the typing filler shows (spec section 9); the reply never appears before this. */
export const fillerTiming = {
  baseMs: 2500,
  /** Base for more than 10 words. */
  over10WordsMs: 3000,
  /** Base for more than 20 words. */
  over20WordsMs: 3500,
  perEmotionalSignalMs: 300,
  topicDetectedMs: 500,
  capMs: 5000,
} as const;

export interface FillerTimingInput {
  readonly wordCount: number;
  readonly emotionalSignals: number;
  readonly topicDetected: boolean;
  /** The persona's extra: 400, 600 or 800 ms. */
  readonly personaExtraMs: number;
}

export function fillerDelayMs({ wordCount, emotionalSignals, topicDetected, personaExtraMs }: FillerTimingInput): number {
  const t = fillerTiming;
  const base = wordCount > 20 ? t.over20WordsMs : wordCount > 10 ? t.over10WordsMs : t.baseMs;
  const total = base + emotionalSignals * t.perEmotionalSignalMs + (topicDetected ? t.topicDetectedMs : 0) + personaExtraMs;
  return Math.min(t.capMs, total);
}
