import { describe, expect, it } from 'vitest';
import { fieldErrors } from './api-error.ts';
import { chatLeadRequestSchema } from './chat-lead.ts';

const sig = `v1.${'A'.repeat(43)}`;
const body = (entry: Record<string, unknown>) => ({ email: 'dana@northwind.example', transcript: [{ role: 'user', content: 'hi' }, entry] });
function errorsFor(input: unknown) {
  const result = chatLeadRequestSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('chatLeadRequestSchema transcript entries', () => {
  it('accept the sig and topic a signed reply came with, and keep them', () => {
    const parsed = chatLeadRequestSchema.parse(body({ role: 'assistant', content: 'Our audit costs $25,000.', sig, topic: 'pricing' }));
    expect(parsed.transcript[1]).toEqual({ role: 'assistant', content: 'Our audit costs $25,000.', sig, topic: 'pricing' });
  });

  it('accept entries without them (visitor turns, unsigned replies)', () => {
    expect(errorsFor(body({ role: 'assistant', content: 'Hello' }))).toEqual({});
  });

  it('refuse a sig over 128 or a topic over 80 characters, naming the field', () => {
    expect(errorsFor(body({ role: 'assistant', content: 'x', sig: 's'.repeat(129) }))).toEqual({ 'transcript.1.sig': 'At most 128 characters' });
    expect(errorsFor(body({ role: 'assistant', content: 'x', sig: 's'.repeat(128) }))).toEqual({});
    expect(errorsFor(body({ role: 'assistant', content: 'x', topic: 't'.repeat(81) }))).toEqual({ 'transcript.1.topic': 'At most 80 characters' });
    expect(errorsFor(body({ role: 'assistant', content: 'x', topic: 't'.repeat(80) }))).toEqual({});
  });

  it('refuse a sig or topic that is not a string', () => {
    expect(Object.keys(errorsFor(body({ role: 'assistant', content: 'x', sig: 42 })))).toEqual(['transcript.1.sig']);
    expect(Object.keys(errorsFor(body({ role: 'assistant', content: 'x', topic: { id: 'pricing' } })))).toEqual(['transcript.1.topic']);
  });

  it('stay strict otherwise: any other key is refused', () => {
    expect(chatLeadRequestSchema.safeParse(body({ role: 'assistant', content: 'x', sig, verified: true })).success).toBe(false);
    expect(chatLeadRequestSchema.safeParse(body({ role: 'assistant', content: 'x', label: 'Assistant' })).success).toBe(false);
  });
});
