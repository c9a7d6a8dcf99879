import { describe, expect, it } from 'vitest';
import { signTurn, verifyTurn } from './chat-signature.ts';

const key = 'test-signing-key-0123456789abcdef';
const turn = { content: 'GTM Audit & Architecture costs $25K one-time.', topic: 'audit-price' };

describe('chat turn signatures', () => {
  it('verifies a turn signed with the same key, text and topic', () => {
    expect(verifyTurn(key, { ...turn, sig: signTurn(key, turn) })).toBe(true);
    const noTopic = { content: 'Hello!' };
    expect(verifyTurn(key, { ...noTopic, sig: signTurn(key, noTopic) })).toBe(true);
  });

  it.each([
    ['tampered text', { ...turn, content: 'GTM Audit & Architecture costs $5K one-time.' }],
    ['tampered topic', { ...turn, topic: 'discount' }],
    ['a dropped topic', { content: turn.content }],
    ['trailing whitespace', { ...turn, content: `${turn.content} ` }],
  ])('refuses %s', (_name, changed) => {
    expect(verifyTurn(key, { ...changed, sig: signTurn(key, turn) })).toBe(false);
  });

  it('refuses a signature made with another key, and any turn when no key is configured', () => {
    const sig = signTurn('another-key-0123456789abcdef-xyz', turn);
    expect(verifyTurn(key, { ...turn, sig })).toBe(false);
    expect(verifyTurn(undefined, { ...turn, sig: signTurn(key, turn) })).toBe(false);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['unversioned', signTurn(key, turn).slice(3)],
    ['truncated', signTurn(key, turn).slice(0, -4)],
    ['garbage', 'v1.!!!not-base64!!!'],
  ])('refuses a %s signature', (_name, sig) => {
    expect(verifyTurn(key, { ...turn, sig })).toBe(false);
  });
});
