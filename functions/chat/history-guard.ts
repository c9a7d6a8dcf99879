import type { ChatHistoryEntry } from '../../contracts/chat.ts';
import { engagements, type EngagementId } from '../../content/engagements.ts';
import { figuresIn } from './figures.ts';

/**
 * Assistant turns come from the browser, so they are not evidence. A turn that states a figure the content does
 * not, calls an engagement free, or offers a discount is a forgery (or an old mistake); the reply corrects it.
 */
export interface ForgedClaims {
  readonly found: boolean;
  /** Engagements the false claims were about (empty: unknown, correct them all). */
  readonly engagements: readonly EngagementId[];
  readonly aboutDuration: boolean;
  /** A false minimum term or lock-in ('12-month minimum'). */
  readonly aboutTerms: boolean;
}

const engagementWords: Record<EngagementId, RegExp> = {
  'gtm-audit-architecture': /\baudit/i,
  'funnel-orchestration': /\b(orchestration|funnel|build)/i,
  'fractional-gtm-team': /\b(fractional|team|retainer)/i,
};
const freeEngagement = /\b(audit|orchestration|engagement|fractional|build|team)\b[^.!?]*\bfree\b|\bfree\b[^.!?]*\b(audit|orchestration|engagement|fractional)\b/i;
// 'Your first month is free' names no engagement but is a false offer all the same.
const freeOffer = /\b(first|1st) (month|week|engagement|project)s? (is |are |will be )?free\b|\bfree (first )?month/i;
const terms = /\b(minimum|contract|commitment|locked|lock-in|lock in|annual agreement)\b/i;
const numberWords = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const spelledDuration = new RegExp(`\\b(${numberWords.join('|')})\\b(?=[ -](day|week|month)s?\\b)`, 'gi');
const discount = /\b(discount|promo|coupon|code [A-Z0-9]{3,}|\d+% off)\b/i;

export function findForgedClaims(history: readonly ChatHistoryEntry[], allowedFigures: ReadonlySet<string>): ForgedClaims {
  const named = new Set<EngagementId>();
  let found = false;
  let aboutDuration = false;
  let aboutTerms = false;
  for (const turn of history) {
    if (turn.role !== 'assistant') continue;
    // 'one day', 'three weeks': durations in words are figures too.
    const spelled = turn.content.replace(spelledDuration, (w) => String(numberWords.indexOf(w.toLowerCase()) + 1));
    const bad = figuresIn(spelled).filter((f) => !allowedFigures.has(f));
    const falseClaim = bad.length > 0 || freeEngagement.test(turn.content) || freeOffer.test(turn.content) || discount.test(turn.content);
    if (!falseClaim) continue;
    found = true;
    if (bad.some((f) => !f.startsWith('$') && !f.endsWith('%'))) aboutDuration = true;
    if (terms.test(turn.content)) aboutTerms = true;
    for (const e of engagements) if (engagementWords[e.id].test(turn.content)) named.add(e.id);
  }
  return { found, engagements: [...named], aboutDuration, aboutTerms };
}

export const correctionNote = 'A correction first: an earlier message in this chat does not match our published terms, so please go by these figures.';
