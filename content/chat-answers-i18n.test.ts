import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { backedFacts } from '../functions/chat/content-facts.ts';
import { figuresIn } from '../functions/chat/figures.ts';
import { chatAnswerAsks } from './chat-answer-asks.ts';
import { chatAnswers } from './chat-answers.ts';
import { i18nFacts, yearOf } from './chat-answers-i18n-kit.ts';
import { translatedAnswers } from './chat-answers-i18n.ts';
import { auditEngagement, engagements, fractionalEngagement, orchestrationEngagement } from './engagements.ts';
import { bookingLinkPlaceholder, handoffPlaceholder } from '../contracts/chat.ts';

const renderings = (answer: NonNullable<(typeof translatedAnswers)['fr']>[string]['answer']) =>
  answer ? [answer({}), answer({ contactEmail: 'team@example.com' }), ...engagements.map((engagement) => answer({ engagement }))] : [];

describe('translated chat rows', () => {
  it('find every figure they need in the English content', () => {
    for (const [name, value] of Object.entries(i18nFacts)) expect(Array.isArray(value) ? value.length : value, name).toBeTruthy();
    expect(i18nFacts.crms.length).toBeGreaterThan(1);
  });

  it('copy no figure: the translation files write no amount or duration, and every figure they say is backed by content/', () => {
    const { figures } = backedFacts();
    for (const language of ['fr', 'es', 'de'] as const) {
      for (const file of [`./chat-answers-${language}.ts`, `./chat-answers-${language}-more.ts`]) {
        const source = readFileSync(new URL(file, import.meta.url), 'utf8');
        expect(source, file).not.toMatch(/\$\s?\d|\d\s*(%|k\b|[a-zé]*(minut|heure|hora|stund|semain|seman|woche|jour|día|tag|mois|mes|monat))/i);
      }
      for (const id of Object.keys(chatAnswerAsks[language] ?? {})) expect(chatAnswers.some((r) => r.id === id), `${language}:${id} is a row of the table`).toBe(true);
      for (const [id, row] of Object.entries(translatedAnswers[language] ?? {})) {
        expect(chatAnswers.some((r) => r.id === id), `${language}:${id} is a row of the table`).toBe(true);
        for (const text of renderings(row.answer)) expect(figuresIn(text).filter((f) => !figures.has(f)), `${language}:${id}`).toEqual([]);
      }
    }
  });

  it("answer what's included, plan changes and how to start in French, Spanish and German", () => {
    for (const language of ['fr', 'es', 'de'] as const) {
      const table = translatedAnswers[language] ?? {};
      for (const id of ['includes', 'terms-change', 'get-started', 'tools', 'session', 'terms-contract']) expect(table[id]?.answer, `${language}:${id}`).toBeDefined();
      expect(table['includes']?.answer?.({ engagement: auditEngagement })).toContain(auditEngagement.price.label);
    }
  });

  it('answer the rows visitors often reach in French, Spanish and German, each with at least 2 phrasings of its own', () => {
    const ids = ['cheapest', 'too-early', 'year-cost', 'fit-build', 'fit-audit', 'fit-run', 'phone', 'languages', 'crm-other', 'contract-guarantee', 'session-prep', 'newsletter', 'services', 'chat-binding', 'who-for', 'currency', 'b2c-fit', 'per-unit-price'];
    for (const language of ['fr', 'es', 'de'] as const) {
      const table = translatedAnswers[language] ?? {};
      for (const id of ids) {
        expect(table[id]?.answer, `${language}:${id}`).toBeDefined();
        expect(chatAnswerAsks[language]?.[id]?.length, `${language}:${id}`).toBeGreaterThanOrEqual(2);
        // The English answer's offers (booking link, strategist handoff) stay in the translation.
        const english = chatAnswers.find((r) => r.id === id)?.answer({}) ?? '';
        for (const offer of [bookingLinkPlaceholder, handoffPlaceholder]) expect(table[id]?.answer?.({}).includes(offer), `${language}:${id} ${offer}`).toBe(english.includes(offer));
      }
      expect(table['year-cost']?.answer?.({ engagement: fractionalEngagement })).toContain(yearOf(fractionalEngagement));
    }
  });
});

describe('coverage rows', () => {
  it('never adds the audit to the build that already includes it', () => {
    const text = chatAnswers.find((r) => r.id === 'audit-vs-build-cost')?.answer({}) ?? '';
    expect(text).toContain(orchestrationEngagement.price.label);
    expect(text).not.toContain(`$${(orchestrationEngagement.price.usd + auditEngagement.price.usd).toLocaleString('en-US')}`);
  });
});
