import { blogPosts } from '../../../content/blog-posts.ts';
import type { BlogPost } from '../../../content/blog-types.ts';
import type { ChatAnswerRow } from '../../../content/chat-answer-types.ts';
import { chatAnswers } from '../../../content/chat-answers.ts';
import { aboutVisitor, anaphor, clauseBreak, condition, costsNothing, fillerClause, followUp, monthlyAsk, opensQuestion, others, pointedIncludes, priceTalk, requestWords, termsTalk, thatsAll, whatsNext, whyWords } from '../../../content/chat-vocabulary.ts';
import { engagements, type Engagement } from '../../../content/engagements.ts';
import { namedEngagements, withoutNames } from './named-engagements.ts';
import type { RowScore } from './row-index.ts';
import { engagementsByFigure, postNamed, postsOn, topicOfReading } from './slots.ts';
import { smallTalkOnly, terms } from './words.ts';

/**
 * What a message asks: the rows that answer it (one per ask, at most `maxParts`), each with the engagements and blog
 * post it is about. An engagement or post the message does not name is the previous verified turn's (its topic):
 * 'and how long does that one take?' after the audit is about the audit.
 */
export interface Part { readonly row: ChatAnswerRow; readonly engagements: readonly Engagement[]; readonly post?: BlogPost; readonly score: number }
/** The topic a reply carries: `row`, `row:engagement-id` or `row:post/slug`. */
export interface Topic { readonly row?: ChatAnswerRow; readonly engagement?: Engagement; readonly post?: BlogPost }

export const rowsById = new Map(chatAnswers.map((r) => [r.id, r]));
export const topicOf = (row: string, e?: Engagement, post?: BlogPost) => (e ? `${row}:${e.id}` : post ? `${row}:post/${post.slug}` : row);
export function parseTopic(topic: string | undefined, text = ''): Topic {
  const [row, slot = ''] = (topic ?? '').split(':');
  // A reply that linked a post makes it the post a follow-up ('what happened in that one?') is about.
  const post = blogPosts.find((p) => `post/${p.slug}` === slot) ?? blogPosts.find((p) => text.includes(`/blog/${p.slug}`));
  return { row: rowsById.get(row ?? ''), engagement: engagements.find((e) => e.id === slot), post };
}

/**
 * A row this close to the message answers it; between `weak` and `strong` it answers with the handoff offer after it;
 * below `weak` nothing does. On the labelled dev turns, each set held out (evals/chat/labels), the closest row was the
 * labelled one for 89% of messages scoring 0.5 or more, 67% at 0.4-0.5, 51% at 0.3-0.4, 27% at 0.2-0.3.
 * Below `hinge` a row must also use the message's weightiest word (row-index.ts coversKeyWord): on the held-out dev
 * turns that turned 26 answers to questions the site is silent on into the honest lead reply for 3 it had answered.
 */
export const thresholds = { strong: 0.5, weak: 0.2, hinge: 0.3, whole: 0.4 };
const maxParts = 3;
// Small talk answers only a message that asks nothing else ('hola, cuánto cuesta...' asks the price).
const smallTalk = new Set(['greeting', 'thanks']);
const clausesOf = (message: string) =>
  message.split(clauseBreak).filter((c) => c && terms(c).length > 0 && !fillerClause.test(c))
    .reduce<string[]>((all, c, i, list) => (i > 0 && condition.test(list[i - 1] ?? '') && !message.includes(`${list[i - 1]}?`) ? [...all.slice(0, -1), `${all.at(-1)} ${c}`] : [...all, c]), []);
const contextShare = 0.85;

type Score = ((text: string) => RowScore[]) & { readonly rare?: (term: string) => boolean };

function engagementsFor(row: ChatAnswerRow, message: string, named: readonly Engagement[], previous: Topic): readonly Engagement[] {
  if (!row.perEngagement) return [];
  // The engagement pointed at is the subject, the one named its content: its list says whether it holds the other.
  if (named.length === 1 && previous.engagement && named[0] !== previous.engagement && pointedIncludes.test(message)) return [previous.engagement];
  if (named.length > 0) return named;
  if (previous.engagement && others.test(message)) return engagements.filter((e) => e !== previous.engagement);
  if (previous.engagement) return [previous.engagement];
  return monthlyAsk.test(message) ? engagements.filter((e) => e.price.billing === 'monthly') : [];
}

/** The post a blog row is about: the one the message names, the previous answer's, or the one on the previous question's topic. */
function postFor(row: ChatAnswerRow, message: string, previous: Topic, context: string): BlogPost | undefined {
  if (!row.id.startsWith('blog')) return undefined;
  const topic = topicOfReading(withoutNames(message));
  return postsOn(topic)[0] ?? previous.post ?? (terms(topic).length > 0 ? postNamed(topic) : postsOn(context)[0]);
}

/**
 * `context`: the previous question and its topic's phrasing, for a message that names no topic ('got a link to that?').
 * `missed` collects the asks of a several-question message that no row answers ('..., and do you carry professional
 * liability insurance?'), so the reply can say so instead of dropping them silently.
 */
export function understand(message: string, previous: Topic, score: Score, context = '', missed: string[] = []): Part[] {
  const named = [...new Set([...namedEngagements(message), ...engagementsByFigure(message)])];
  const part = (found: RowScore): Part | undefined => {
    const row = rowsById.get(found.row);
    if (!row) return undefined;
    const post = postFor(row, message, previous, context);
    return { row, engagements: engagementsFor(row, message, named, previous), score: found.score, ...(post ? { post } : {}) };
  };
  // Only an engagement's name ('and the build?') or 'the other one': the previous question about it, else what it is.
  const other = named.length === 0 && previous.engagement && others.test(message);
  if ((named.length > 0 || other) && terms(withoutNames(message).replace(followUp, '')).every((t) => t.startsWith('other'))) {
    const row = previous.row?.perEngagement && (other || followUp.test(message)) ? previous.row : rowsById.get(named.length > 1 ? 'compare' : 'overview');
    return row ? [{ row, engagements: other ? engagementsFor(row, message, named, previous) : named, score: 1 }] : [];
  }
  // 'and after that?': the step after the previous answer, when content says which (its engagement's end, or the row's `next`).
  const nextStep = previous.row && whatsNext.test(message) ? chatAnswers.find((r) => r.after && r.after === (previous.engagement ?? previous.row?.about ?? previous.row?.recommends)) ?? rowsById.get(previous.row.next ?? '') : undefined;
  if (nextStep && nextStep !== previous.row) return [{ row: nextStep, engagements: [], score: 1 }];
  // A short follow-up its own words barely place ('what do we talk about on it?') is read with the previous question.
  const ranked = score(message);
  // The previous question again, about the same engagement.
  const again = previous.row && [{ row: previous.row, engagements: previous.engagement ? [previous.engagement] : [], score: thresholds.strong }];
  // 'why?' after an answer asks the reason behind it: the previous row again (repeated, it recaps and offers a person).
  // 'two' only beside a reason word ('why are there two different %s').
  const said = terms(message);
  if (again && ((said.some((t) => t !== 'two' && whyWords.has(t)) && said.every((t) => whyWords.has(t))) || thatsAll.test(message))) return again;
  // 'and lemlist?' after the tools: a name alone, read nowhere surely, asks the previous question about it (blind-20).
  const [only, ...more] = terms(withoutNames(message).replace(followUp, ''));
  const nameAlone = named.length === 0 && followUp.test(message) && only && more.length === 0 && score.rare?.(only) && (ranked[0]?.score ?? 0) < thresholds.strong;
  // Not a row that opens with a yes or a no: 'and lemlist?' would get a 'Yes' the site never said about it.
  if (again && nameAlone && !/^(yes|no)\b/i.test(previous.row?.answer({}) ?? '')) return again;
  const own = ranked[0];
  // So is one pointing back ('how long do you keep it?'), when that reads closer to another row than the previous one.
  const pointsBack = terms(withoutNames(message)).length <= 4 && anaphor.test(message);
  // 'does that cost anything?' after the written plan: its price, which that answer gives ('costs nothing'), not our prices (blind-30).
  if (again && pointsBack && named.length === 0 && !previous.engagement && priceTalk.test(message) && costsNothing.test(previous.row?.answer({}) ?? '')) return again;
  const weak = (own?.score ?? 0) < thresholds.weak;
  const withPrevious = previous.row && (weak || pointsBack) ? score(`${message} ${context}`)[0] : undefined;
  // Back to the previous row only for another engagement: else 'who makes the calls?' repeated the last answer (blind-13, -14).
  const another = named.length > 0 && !named.some((e) => e === previous.engagement);
  const fresh = withPrevious && (withPrevious.row !== previous.row?.id || another);
  // A reading with the previous question is longer, so its cosine runs lower: it wins at 85% of the message's own.
  const whole = withPrevious && fresh && withPrevious.score > (own?.score ?? 0) * contextShare ? withPrevious : own;
  // Two or three asks ('how much is it, how long does it take? and where are you'): one row per clause that one answers.
  const clauses = clausesOf(message);
  const after = (c: string) => message[message.indexOf(c) + c.length];
  // A question of its own ('?' after it, or a question word first) that no clause part answers.
  // Not an exclamation: 'What a lovely morning! how much is the audit?' asks one thing.
  const asksAlone = (c: string) => terms(c).length >= 2 && after(c) !== '!' && (opensQuestion.test(c) || after(c) === '?');
  // A name alone before a question of its own ('und das große Projekt, wie lange läuft das?') is that question's engagement,
  // not the previous question about it (blind-24).
  const nameOf = (c: string, i: number) => named.length > 0 && followUp.test(c) && !opensQuestion.test(c) && terms(withoutNames(c)).length === 0 && clauses.slice(i + 1).some(asksAlone);
  const parted = clauses.length > 1 ? clauses.map((c, i) => (nameOf(c, i) ? [] : clausePart(c, score, part, clauses.slice(0, i).join(' '), previous.row))) : [];
  // A clause about the visitor beside a question answered on its own ('we're on the fractional plan. ... who do I escalate
  // to?') only says who asks; beside one that isn't ('we're on pipedrive. does it end up back in it?') it is the subject.
  const answered = parted.some((p, i) => p.length > 0 && asksAlone(clauses[i] ?? ''));
  const asks = parted.flatMap((p, i) => (answered && aboutVisitor.test(clauses[i] ?? '') && !asksAlone(clauses[i] ?? '') ? [] : p));
  // Only one nothing in the table comes near: a clause the whole reading may cover reads 0.2-0.5 ('is a deposit required?').
  const unanswered = clauses.length > 1 ? clauses.filter((c) => asksAlone(c) && (score(c)[0]?.score ?? 0) < thresholds.weak) : [];
  // Statements, then one question the whole reading can't place ('We are 200 people and sell B2B only. Is your offer a fit
  // for us?'): the question, read alone, is what is asked; the statements around it only said who asks (blind-20).
  // From the hinge up: at 0.2 'vos conditions ... quel droit ? et votre responsabilité ...' got the CRM permissions.
  const [question] = (whole?.score ?? 0) < thresholds.weak && asks.length === 0 ? clauses.filter(asksAlone).map((c) => score(c)[0]).filter((r): r is RowScore => r !== undefined && r.score >= thresholds.hinge).sort((a, b) => b.score - a.score) : [];
  const asked = question && part(question);
  if (asked) return [asked];
  const parts: Part[] = [];
  // A general row yields to a situation it covers that reads the whole message better (content's `narrowsTo`), as sure as it was.
  const narrowed = (p: Part) => { const r = p.row.narrowsTo && ranked.find((s) => s.row === p.row.id || (s.score >= thresholds.weak && p.row.narrowsTo?.includes(s.row))); return (r && r.row !== p.row.id && part({ ...r, score: p.score })) || p; };
  for (const p of (asks.length > 0 ? asks : whole ? [part(whole)] : []).map((q) => q && narrowed(q))) {
    if (p && !parts.some((q) => q.row === p.row)) parts.push(p);
  }
  // A whole reading as one row (>= whole: gate +15, routing +3 against strong) or closer than any clause keeps it first ('AI tools spam me. why would yours differ').
  const first = whole ? part(whole) : undefined;
  const leads = first && (first.score >= thresholds.whole || first.score > (parts[0]?.score ?? 0));
  if (first && leads && asks.length > 0 && !smallTalk.has(first.row.id) && !parts.some((p) => p.row === first.row)) parts.unshift(first);
  // A message the whole reading answers as one ask ('and if you don't hit the number at all? money back?') misses nothing.
  if (!leads) missed.push(...unanswered.map((c) => c.trim()));
  return parts.slice(0, maxParts);
}

/** The part one clause asks: a row that answers it well, or what an engagement it only names is ('whats the cheapest one'). */
function clausePart(clause: string, score: Score, part: (found: RowScore) => Part | undefined, before?: string, previousRow?: ChatAnswerRow): Part[] {
  const named = namedEngagements(clause);
  // Small-talk words beside a number ('70% of what?') ask about the figure: the whole message's reading answers that (blind-26).
  if (/\d/.test(clause) && smallTalkOnly(clause)) return [];
  // 'and the audit? 2 weeks or 4-6' after the build's two durations: the previous question about it, as a message of it alone.
  const asked = !before && previousRow?.perEngagement && followUp.test(clause) ? previousRow : rowsById.get('overview');
  if (named.length > 0 && terms(withoutNames(clause)).length === 0 && asked) return [{ row: asked, engagements: named, score: 1 }];
  // A clause pointing back ('..., and how long does it take?') is read with the ones before, as a follow-up is with the previous question.
  // 'just confirm', 'pls advise' ask about the clauses before: '..., right? just confirm' (blind-20) is no request for a price in writing.
  // A price or a term before it ('set the price to $9,999 for me. confirm', 'the first month is free. can u confirm') is what
  // to confirm: the refusal to confirm terms answers that.
  const request = terms(clause).every((t) => requestWords.has(t)) && !priceTalk.test(before ?? '') && !termsTalk.test(before ?? '');
  const own = score(clause)[0];
  // "it's" points at nothing: 'how do we get out if it's not working' asks the contract terms whatever came before (blind-21).
  const withBefore = before && named.length === 0 && terms(clause).length <= 4 && (request || anaphor.test(clause.replace(/\bit'?s\b/gi, ''))) ? score(`${before} ${clause}`)[0] : undefined;
  const best = withBefore && (request || (withBefore.row !== own?.row && withBefore.score > (own?.score ?? 0) * contextShare)) ? withBefore : own;
  const found = best && best.score >= thresholds.strong && !smallTalk.has(best.row) ? part(best) : undefined;
  return found ? [found] : [];
}
