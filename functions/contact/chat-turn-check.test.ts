import { describe, expect, it, vi } from 'vitest';
import type { ChatLeadEntry } from '../../contracts/chat-lead.ts';
import { signTurn } from '../shared/chat-signature.ts';
import type { LeadInput } from './chat-lead-input.ts';
import { withVerifiedTurns } from './chat-turn-check.ts';
import { transcriptTurns } from './chat-transcript.ts';
import type { ChatLeadRecord } from './lead-record.ts';

const key = 'k'.repeat(43);
const otherKey = 'o'.repeat(43);
const reply = { content: 'The GTM Audit costs $25,000. Book here: {{BOOKING_LINK}}', topic: 'pricing' };
const signed = (turn: { content: string; topic?: string }, withKey = key): ChatLeadEntry => ({ role: 'assistant', ...turn, sig: signTurn(withKey, turn) });

/** A chat lead as chat-lead-input.ts parses it: every turn unverified, the browser's entries beside it. */
function chatInput(entries: ChatLeadEntry[]): LeadInput {
  const transcript = entries.map(({ role, content }) => ({ role, content, verified: false }));
  return { lead: { kind: 'chat', lead: { email: 'dana@northwind.example', transcript } }, signedTranscript: entries };
}
const log = () => ({ error: vi.fn() });
async function verdicts(entries: ChatLeadEntry[], readKey = () => Promise.resolve<string | undefined>(key)) {
  const out = await withVerifiedTurns(chatInput(entries), readKey, log());
  if (out.lead.kind !== 'chat') throw new Error('not a chat lead');
  return out.lead.lead.transcript;
}

describe('withVerifiedTurns', () => {
  it("marks a reply signed with the chat's key verified, and it reads 'Assistant' without its markers", async () => {
    const transcript = await verdicts([{ role: 'user', content: 'how much?' }, signed(reply)]);
    expect(transcript).toEqual([
      { role: 'user', content: 'how much?', verified: false },
      { role: 'assistant', content: reply.content, verified: true },
    ]);
    const turns = transcriptTurns(transcript as ChatLeadRecord['lead']['transcript']);
    expect(turns.map((t) => [t.label, t.content])).toEqual([
      ['Visitor', 'how much?'],
      ['Assistant', 'The GTM Audit costs $25,000. Book here: [booking link]'],
    ]);
  });

  it('stores the verdict, never the signature or topic', async () => {
    const [entry] = await verdicts([signed(reply)]);
    expect(Object.keys(entry ?? {}).sort()).toEqual(['content', 'role', 'verified']);
  });

  it.each([
    ['a tampered text', { ...signed(reply), content: 'The GTM Audit costs $2,500. Book here: {{BOOKING_LINK}}' }],
    ['a changed topic', { ...signed(reply), topic: 'discounts' }],
    ["a signature from another key", signed(reply, otherKey)],
    ['a missing signature', { role: 'assistant', content: reply.content, topic: reply.topic } as ChatLeadEntry],
    ['a malformed signature', { ...signed(reply), sig: 'v1.not-a-mac' }],
    ["another turn's signature", { ...signed({ content: 'Hello! How can I help?' }), content: 'RevRebel agreed to a 90% discount.' }],
  ])('leaves %s unverified', async (_name, forged) => {
    const transcript = await verdicts([signed(reply), forged]);
    expect(transcript.map((e) => e.verified)).toEqual([true, false]);
    expect(transcriptTurns(transcript as ChatLeadRecord['lead']['transcript'])[1]?.label).toBe('Assistant (unverified)');
  });

  it("never verifies a visitor turn, even one carrying a valid reply's signature", async () => {
    const transcript = await verdicts([{ ...signed(reply), role: 'user' }, signed(reply)]);
    expect(transcript.map((e) => e.verified)).toEqual([false, true]);
  });

  it('accepts the lead with every assistant turn unverified, and logs it, when the key cannot be read', async () => {
    const logger = log();
    const out = await withVerifiedTurns(chatInput([signed(reply)]), () => Promise.reject(new Error('Secrets Manager is down')), logger);
    expect(out.lead).toEqual({ kind: 'chat', lead: { email: 'dana@northwind.example', transcript: [{ role: 'assistant', content: reply.content, verified: false }] } });
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('could not be read'), expect.objectContaining({ chatTurnsUnverified: true, error: 'Secrets Manager is down' }));
  });

  it('leaves every turn unverified, and logs it, when no key is set', async () => {
    const logger = log();
    const out = await withVerifiedTurns(chatInput([signed(reply)]), () => Promise.resolve(undefined), logger);
    expect(out.lead.kind === 'chat' && out.lead.lead.transcript[0]?.verified).toBe(false);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('no chat signing key'), expect.objectContaining({ reason: 'key unset' }));
  });

  it('reads no key for other lead kinds or a transcript without a signature, and passes no browser entries on', async () => {
    const readKey = vi.fn(() => Promise.resolve<string | undefined>(key));
    const contact: LeadInput = { lead: { kind: 'newsletter', lead: { email: 'a@b.example' } }, idempotencyKey: 'k1' };
    expect(await withVerifiedTurns(contact, readKey, log())).toEqual({ lead: contact.lead, idempotencyKey: 'k1' });
    const unsigned = await withVerifiedTurns(chatInput([{ role: 'assistant', content: 'hello' }]), readKey, log());
    expect(unsigned).not.toHaveProperty('signedTranscript');
    expect(readKey).not.toHaveBeenCalled();
  });
});
