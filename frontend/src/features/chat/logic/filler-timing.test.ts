import { describe, expect, it } from 'vitest';
import { fillerDelayMs } from './filler-timing.ts';

const plain = { wordCount: 5, emotionalSignals: 0, topicDetected: false, personaExtraMs: 400 } as const;

describe('fillerDelayMs', () => {
  it('uses a base of 2500 ms, 3000 ms above 10 words and 3500 ms above 20 words', () => {
    expect(fillerDelayMs({ ...plain, wordCount: 10 })).toBe(2500 + 400);
    expect(fillerDelayMs({ ...plain, wordCount: 11 })).toBe(3000 + 400);
    expect(fillerDelayMs({ ...plain, wordCount: 20 })).toBe(3000 + 400);
    expect(fillerDelayMs({ ...plain, wordCount: 21 })).toBe(3500 + 400);
  });

  it('adds 300 ms per emotional signal, 500 ms for a topic and the persona extra', () => {
    expect(fillerDelayMs({ ...plain, emotionalSignals: 2 })).toBe(2500 + 600 + 400);
    expect(fillerDelayMs({ ...plain, topicDetected: true })).toBe(2500 + 500 + 400);
    expect(fillerDelayMs({ ...plain, personaExtraMs: 600 })).toBe(3100);
    expect(fillerDelayMs({ ...plain, personaExtraMs: 800 })).toBe(3300);
  });

  it('caps the total at 5000 ms', () => {
    expect(fillerDelayMs({ wordCount: 25, emotionalSignals: 1, topicDetected: true, personaExtraMs: 800 })).toBe(5000);
    expect(fillerDelayMs({ wordCount: 3, emotionalSignals: 10, topicDetected: false, personaExtraMs: 400 })).toBe(5000);
    expect(fillerDelayMs({ wordCount: 25, emotionalSignals: 0, topicDetected: true, personaExtraMs: 800 })).toBe(4800);
  });
});
