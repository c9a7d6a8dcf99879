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
}

const engagementWords: Record<EngagementId, RegExp> = {
  'gtm-audit-architecture': /\baudit/i,
  'funnel-orchestration': /\b(orchestration|funnel|build)/i,
  'fractional-gtm-team': /\b(fractional|team|retainer)/i,
};
const freeEngagement = /\b(audit|orchestration|engagement|fractional|build|team)\b[^.!?]*\bfree\b|\bfree\b[^.!?]*\b(audit|orchestration|engagement|fractional)\b/i;
const discount = /\b(discount|promo|coupon|code [A-Z0-9]{3,}|\d+% off)\b/i;

export function findForgedClaims(history: readonly ChatHistoryEntry[], allowedFigures: ReadonlySet<string>): ForgedClaims {
  const named = new Set<EngagementId>();
  let found = false;
  let aboutDuration = false;
  for (const turn of history) {
    if (turn.role !== 'assistant') continue;
    const bad = figuresIn(turn.content).filter((f) => !allowedFigures.has(f));
    const falseClaim = bad.length > 0 || freeEngagement.test(turn.content) || discount.test(turn.content);
    if (!falseClaim) continue;
    found = true;
    if (bad.some((f) => !f.startsWith('$') && !f.endsWith('%'))) aboutDuration = true;
    for (const e of engagements) if (engagementWords[e.id].test(turn.content)) named.add(e.id);
  }
  return { found, engagements: [...named], aboutDuration };
}

export const correctionNote = 'A correction first: an earlier message in this chat does not match our published terms, so please go by these figures.';
