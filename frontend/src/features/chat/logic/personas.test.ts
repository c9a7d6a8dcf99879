import { describe, expect, it } from 'vitest';
import { chatPersonas, fillerLine, pickPersona } from './personas.ts';

describe('personas', () => {
  it('are the seven of the spec, each adding 400, 600 or 800 ms', () => {
    expect(chatPersonas.map((p) => p.id)).toEqual(['rebel', 'therapist', 'professor', 'conspiracy-theorist', 'truth-bomber', 'detective', 'storyteller']);
    for (const p of chatPersonas) expect([400, 600, 800]).toContain(p.extraMs);
    expect(new Set(chatPersonas.map((p) => p.extraMs))).toEqual(new Set([400, 600, 800]));
  });

  it('are picked at random', () => {
    expect(pickPersona(() => 0).id).toBe('rebel');
    expect(pickPersona(() => 0.9999).id).toBe('storyteller');
  });

  it("voice the topic when they have a line for it, else a general line", () => {
    const therapist = chatPersonas.find((p) => p.id === 'therapist');
    if (!therapist) throw new Error('no therapist');
    expect(fillerLine(therapist, 'team-burnout')).toBe(therapist.topicLines['team-burnout']);
    expect(therapist.lines).toContain(fillerLine(therapist, 'pricing', () => 0));
    expect(therapist.lines).toContain(fillerLine(therapist, undefined, () => 0.99));
  });
});
