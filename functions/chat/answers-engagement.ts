import { engagements, type Engagement } from '../../content/engagements.ts';
import { pricingFaq } from '../../content/plans.ts';
import { bullets, byId, chosen, faq, priceLine, starting, type AnswerContext } from './answer-kit.ts';
import { lowerFirst } from './knowledge-types.ts';
import type { IntentId } from './intents.ts';
import { situationScores } from './situation.ts';

/** Answers about the engagements themselves (price, a year, duration, comparison, fit, terms, moving between them), from content/. */
export function durationLine(e: Engagement): string {
  if (e.coreDuration === e.engagementDuration) return `${e.title}: ${e.durationNote}`;
  return `${e.title}: ${e.coreDuration} of hands-on work, ${e.engagementDuration} from kickoff to handoff. ${e.durationNote}`;
}

/** The one figure we compute: a year of the monthly engagement. Other engagements are not billed by time. */
function yearPrice(ctx: AnswerContext): string {
  const monthly = engagements.find((e) => e.price.billing === 'monthly');
  if (!monthly || (ctx.engagements.length > 0 && !ctx.engagements.includes(monthly.id))) return price(ctx);
  const year = (monthly.price.usd * 12).toLocaleString('en-US');
  // 'Cheaper over a year: the team or the build?': the other engagements named are set beside it.
  const others = ctx.engagements.filter((id) => id !== monthly.id).map(byId).map((e) => `\n${priceLine(e)}.`).join('');
  return `A year of the ${monthly.title} is $${year} (12 x ${monthly.price.label} ${monthly.price.unit}). ${monthly.commitment}${others}`;
}

function price(ctx: AnswerContext): string {
  const list = chosen(ctx);
  if (list.length === 1) {
    const [e] = list as [Engagement];
    return `${e.title} costs ${e.price.label} ${e.price.unit}. ${e.commitment}`;
  }
  return `Our prices are fixed and public:\n${bullets(list.map(priceLine))}`;
}

const timeSpan = (e: Engagement) => (e.engagementDuration === 'ongoing' ? 'ongoing' : `${e.coreDuration} of hands-on work, ${e.engagementDuration} from kickoff to handoff`);

function compare(ctx: AnswerContext): string {
  const list = ctx.engagements.length >= 2 ? ctx.engagements.map(byId) : [...engagements];
  // How the compared engagements relate ('Everything in GTM Audit & Architecture'), from their own lists.
  const relations = list.flatMap((e) => e.includes.filter((i) => list.some((o) => o !== e && i.includes(o.title))).map((i) => `${e.title} includes ${lowerFirst(i)}.`));
  const lines = list.map((e) => `${e.title}: ${e.price.label} ${e.price.unit}, ${e.engagementDuration === 'ongoing' ? 'ongoing' : `${e.coreDuration} (${e.engagementDuration} kickoff to handoff)`}. ${e.tagline}. ${starting(e)?.chooseIf ?? e.fitLine}`);
  return [...lines, ...relations].join('\n');
}

function fit(ctx: AnswerContext): string {
  const q = ctx.question;
  const popular = engagements.find((e) => e.popular);
  // The visitor's situation decides, not which engagement names they happened to type; the most cues win, the
  // earlier engagement on a tie (the audit is where an unclear situation starts).
  const scores = situationScores(q);
  const top = Math.max(...scores);
  const pick: Engagement | undefined = top > 0 ? engagements[scores.indexOf(top)] : undefined;

  if (pick) return `${pick.title} (${pick.price.label} ${pick.price.unit}; ${timeSpan(pick)}) fits best: ${starting(pick)?.chooseIf ?? pick.fitLine}`;
  const first = engagements[0];
  return (
    `Most clients start with the ${first?.title} (${first?.price.label} ${first?.price.unit}). How to choose:\n` +
    bullets(engagements.map((e) => `${e.title}: ${starting(e)?.chooseIf ?? e.fitLine}`)) +
    (popular ? `\nThe most popular is ${popular.title}.` : '')
  );
}

// 'No.' answers 'Is there a contract?', not 'cancellation policy'.
const yesNo = /^(is|are|do|does|did|can|could|will|would|must|have|has|should|am)\b/;

function contract(ctx: AnswerContext): string {
  const terms = faq(pricingFaq, /long-term contracts/);
  if (ctx.engagements.length > 0) {
    const general = terms.replace(/^No\. /, '').split(/(?<=\.)\s/)[0] ?? '';
    return `${general}\n${chosen(ctx).map((e) => `${e.title}: ${e.commitment}`).join('\n')}`;
  }
  const monthly = engagements.find((e) => e.price.billing === 'monthly');
  const notice = monthly && !/notice/.test(terms) ? ` ${monthly.title}: ${monthly.commitment}` : '';
  return `${yesNo.test(ctx.question) ? terms : terms.replace(/^No\. /, '')}${notice}`;
}

function upgrade(ctx: AnswerContext): string {
  const [audit, build, team] = engagements as readonly Engagement[] as readonly [Engagement, Engagement, Engagement];
  const inBuild = build.includes.find((i) => i.includes(audit.title));
  if (/\b(audit (first|before|plus|and more|separately)|miss (out on )?the audit|skip the audit|straight to (orchestration|the build)|without the audit|(have|need) to (buy|do|get|start with|take) the audit|for the audit (separately|too|as well|also)|include[sd]? the audit|audit (is )?(included|part of))\b/.test(ctx.question) && inBuild) {
    return `No, you don't have to: ${build.title} includes ${lowerFirst(inBuild)}. ${faq(pricingFaq, /change plans/).replace(/^Yes\. /, '')}`;
  }
  if (/\b(who (runs|will run|operates|maintains)|after launch|keep tuning|left alone|keep (running|operating) it|run it after|keep it running)\b/.test(ctx.question)) {
    return `${build.title} ends with ${build.durationNote.match(/the handoff to your team/)?.[0] ?? 'a handoff to your team'}: your team runs the system day to day. With the ${team.title} (${team.price.label} ${team.price.unit}), we run it: ${lowerFirst(starting(team)?.chooseIf ?? team.fitLine)}`;
  }
  return faq(pricingFaq, /change plans/);
}


export const engagementAnswers: Partial<Record<IntentId, (ctx: AnswerContext) => string>> = {
  price,
  'price-year': yearPrice,
  billing: (ctx) => chosen(ctx).map((e) => `${e.title} is ${e.price.label} ${e.price.unit}. ${e.commitment}`).join('\n'),
  duration: (ctx) => chosen(ctx).map(durationLine).join('\n'),
  compare,
  fit,
  contract,
  upgrade,
};
