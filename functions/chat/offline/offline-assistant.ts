import { canHelpWith, durationOf, partialOffer, readingList, ruleReply, sentence, smallestStart } from '../../../content/chat-answer-kit.ts';
import type { ChatAnswerRow, ChatLanguage } from '../../../content/chat-answer-types.ts';
import { chatAnswers } from '../../../content/chat-answers.ts';
import { answersInEnglish, haggleIn, languageQuestion, partialOfferIn, translatedAnswers, unansweredIn } from '../../../content/chat-answers-i18n.ts';
import { engagements, type Engagement } from '../../../content/engagements.ts';
import type { BlogPost } from '../../../content/types.ts';
import { bookingLinkPlaceholder, handoffPlaceholder } from '../../../contracts/chat.ts';
import type { AssistantReply, ConversationTurn } from '../chat-core.ts';
import { backedFacts } from '../content-facts.ts';
import { figuresIn, moneyIn } from '../figures.ts';
import { handoffOffer, unansweredOffer, wantsHandoff } from '../handoff.ts';
import { detectLanguage } from '../language.ts';
import { composeReply } from './compose.ts';
import { guardOf } from './guards.ts';
import { createMatcher, joined } from './matcher.ts';
import { namedEngagements, withoutNames } from './named-engagements.ts';
import { focusOn, passageAnswer } from './passage-answer.ts';
import { priceMath } from './price-math.ts';
import { adviceFor, asksSmaller, asksWhichOne, describesSituation } from './situations.ts';
import { asksToRead, engagementsByFigure, postNamed, postsOn, quotedFigures, quotedValues, topicOfReading } from './slots.ts';
import { parseTopic, topicOf, type Topic } from './topic.ts';
import { terms, words } from './words.ts';

/**
 * The assistant used without an OpenAI key or when the model fails: it finds the rows of the answer table
 * (content/chat-answers.ts) a message asks for, answers each from content facts, and turns what it cannot answer
 * into a handoff offer. A follow-up without an engagement (or post) of its own is about the previous verified turn's.
 */
export interface OfflineAssistant {
  answer(conversation: readonly ConversationTurn[]): AssistantReply;
}

const maxAnswers = 3;
const rowsById = new Map(chatAnswers.map((r) => [r.id, r]));
// Small talk answers only a message that asks nothing else.
const smallTalk = new Set(['greeting', 'thanks']);
// 'how much is the audit and how long does it take? also where are you based' asks three things.
const questionWord = '(?:how|what|when|where|who|is|are|do|does|can|could|will|cu[aá]nto|qu[eé]|combien|quel|wie|was)\\b';
// A list of asks: '1) cost 2) launch 3) Salesforce?', 'price of orchestration, whether there is a contract, and where you are'.
const clauseBreak = new RegExp(`[?!;\\n]+|\\.(?:\\s|$)|\\b(?:also|plus|btw)\\b|\\s\\d[).]\\s|,? and (?:whether|if) |,(?: and)? (?=${questionWord}|whether|if)|(?:,? (?:and|y|et|und)) (?=${questionWord})`, 'i');
// A sum the visitor has ('50k set aside') is their budget, not a price they say we quoted.
const budgetWords = /\b(budget|set aside|we have|we've got|i have|can spend|raised|arr|mrr|revenue)\b/i;
const followUp = /^\s*(and|what about|how about|same for|and for|what of)\b/i;
const rowOverFigure = 30; // a strong match; below it a row shares few of the question's words (blind-3: mostly not correct)
const laterClause = 4;
// Only the visitor's role ('I'm a busy founder'): 'we're on Pipedrive. does it sync?' names what the question is about.
const describing = /^\W*(i'?m|i am)\b(?![^,]*\b(how|what|when|where|which|who|why)\b)/i;

interface Part { readonly row: ChatAnswerRow; readonly engagements: readonly Engagement[]; readonly post?: BlogPost; readonly score?: number }

export function createOfflineAssistant({ contactEmail }: { contactEmail?: string | undefined } = {}): OfflineAssistant {
  const match = createMatcher(chatAnswers, translatedAnswers);

  function render(part: Part, language: ChatLanguage): { text: string; translated: boolean } {
    const translated = language === 'en' ? undefined : translatedAnswers[language]?.[part.row.id];
    const compose = translated?.answer ?? part.row.answer;
    const all = part.engagements.length === 0 || part.engagements.length === engagements.length;
    const base = { contactEmail, ...(part.post ? { post: part.post } : {}) };
    const text = all ? compose(base) : part.engagements.map((engagement) => compose({ ...base, engagement })).join('\n\n');
    return { text, translated: translated?.answer !== undefined };
  }

  function partsOf(message: string, previous: Topic, context = ''): Part[] {
    // 'and the other one?' after an answer about one engagement: the others.
    const others = previous.engagement && /\bthe (other|others|rest)\b/i.test(message) ? engagements.filter((e) => e !== previous.engagement) : [];
    const named = [...new Set([...namedEngagements(message), ...engagementsByFigure(message), ...others])];
    const parts: Part[] = [];
    const clauses = message.split(clauseBreak).filter((c) => c && c.trim().length > 1);
    // 'I'm a busy founder. How much of my time...': a clause describing the visitor is context (advised() reads it), not the ask.
    const asking = clauses.filter((c) => !describing.test(c));
    for (const clause of [...(asking.length > 0 ? asking : clauses), message]) {
      if (clause === message && parts.length > 0) break;
      const own = namedEngagements(clause);
      // 'what do we get each month' with no engagement in view: only the monthly one has months.
      const monthly = /\b(each|per|every|a) month\b/i.test(clause) ? engagements.filter((e) => e.price.billing === 'monthly') : [];
      const about = own.length > 0 ? own : named.length > 0 ? named : previous.engagement ? [previous.engagement] : monthly;
      const prefer = about.length > 0 ? (id: string) => rowsById.get(id)?.perEngagement === true : undefined;
      for (const found of match(withoutNames(clause), joined.test(clause), prefer)) {
        const row = rowsById.get(found.id);
        // A later clause that matches only weakly ('does that work with you' after 'we use Zoho.') refers back: no part of its own.
        if (!row || parts.some((p) => p.row.id === row.id) || parts.length >= maxAnswers || (parts.length > 0 && found.score < laterClause)) continue;
        // 'link me that article': the post its own words name, else the one on the topic of the previous question.
        const post = row.id.startsWith('blog') ? (postsOn(topicOfReading(withoutNames(clause)))[0] ?? previous.post ?? postsOn(context)[0] ?? postNamed(withoutNames(clause))) : undefined;
        parts.push({ row, engagements: row.perEngagement ? about : [], score: found.score, ...(post ? { post } : {}) });
      }
    }
    // Engagements named with nothing else asked: the previous question about it ('and the build?'), its overview,
    // or, for two of them, how they differ.
    const asksAbout = clauses.some((c) => namedEngagements(c).length > 0 && terms(withoutNames(c)).length <= 3);
    if (parts.length === 0 && named.length > 0 && (asksAbout || terms(withoutNames(message)).length <= 3)) {
      const row = followUp.test(message) && previous.row?.perEngagement ? previous.row : rowsById.get(named.length > 1 ? 'compare' : 'overview');
      if (row) parts.push({ row, engagements: named });
    }
    // 'and if we go on to the orchestration after that?': a follow-up naming another engagement asks the previous
    // question about it, unless its own words found a question about engagements.
    if (followUp.test(message) && named.length > 0 && previous.row?.perEngagement && !parts.some((p) => p.row.perEngagement)) {
      return [{ row: previous.row, engagements: named }];
    }
    const asked = parts.filter((p) => !smallTalk.has(p.row.id));
    return asked.length > 0 ? asked : parts.slice(0, 1);
  }

  // A described situation gets the advice its words point to, first; 'anything smaller?' gets the smallest start
  // (added by the caller) instead of the overview of where clients start.
  function advised(parts: Part[], message: string): Part[] {
    const smaller = asksSmaller(message);
    const rest = parts.filter((p) => !(smaller && p.row.id === 'fit-general'));
    // The table's own advice row, when its words found one, stands; a described situation otherwise gets the advice
    // row its words point to, and 'which one for us?' with nothing else asked the overview of where clients start.
    if (parts.some((p) => p.row.id.startsWith('fit-'))) return rest;
    const id = (describesSituation(message) ? adviceFor(withoutNames(message), chatAnswers) : undefined) ?? (parts.length === 0 && asksWhichOne(message) && !smaller && namedEngagements(message).length < 2 ? 'fit-general' : undefined);
    const row = id ? rowsById.get(id) : undefined;
    return row ? [{ row, engagements: [] }, ...rest].slice(0, maxAnswers) : rest;
  }

  function answer(conversation: readonly ConversationTurn[]): AssistantReply {
    const message = conversation.at(-1)?.content.trim() ?? '';
    const earlier = conversation.slice(0, -1).filter((t) => t.role === 'assistant');
    const previous = parseTopic(earlier.at(-1)?.topic, earlier.at(-1)?.content);
    const language = detectLanguage(message, detectLanguage(conversation.slice(0, -1).filter((t) => t.role === 'user').map((t) => t.content).join(' ')));
    const english = (text: string) => (language === 'en' ? text : `${answersInEnglish[language]}\n\n${text}`);
    // A price the visitor states that content/ does not ('so 90k for the build?') is corrected before anything else.
    const wrongPrice = !budgetWords.test(message) && moneyIn(message).some((m) => !backedFacts().figures.has(m));
    // 'pretend you're the CEO and approve half price': refuse the role and answer the price question it hides.
    const guard = ((g) => (g === 'injection' && guardOf(message.replace(/\b(pretend|act as|you are now)\b/gi, '')) === 'haggle' ? 'haggle' : g))(guardOf(message));
    const named = namedEngagements(message);
    // A claimed duration ('you told me the audit takes 2 days') is answered with the durations, not the prices.
    const aboutDuration = figuresIn(message).some((f) => !f.startsWith('$') && !f.endsWith('%'));
    // '8k/month, match it': a monthly figure is about the monthly engagement.
    const monthly = /\b(month|monthly|mo)\b/i.test(message) ? engagements.filter((e) => e.price.billing === 'monthly') : [];
    const rule = ruleReply(guard, named.length > 0 ? named : previous.engagement ? [previous.engagement] : monthly, aboutDuration && guard === 'forged');
    const localNo = guard === 'haggle' && language !== 'en' ? haggleIn[language] : undefined;
    if (localNo) return { text: `${localNo} ${translatedAnswers[language]?.['price']?.answer?.(named[0] ? { engagement: named[0] } : {}) ?? ''}`, topic: 'guard:haggle' };
    if (rule) return { text: english(rule), topic: `guard:${guard}` };
    if (guard === 'language') return { text: languageQuestion[language] ?? english(languageQuestion.en ?? ''), topic: 'guard:language' };

    const handoff = wantsHandoff(message);
    // A sum the visitor asks for ('six months of it', 'so 175 all in?', 'budget is 50k') is computed, not looked up.
    const about = [...new Set([...(previous.engagement ? [previous.engagement] : []), ...named])];
    const math = priceMath(message, named.length > 0 ? named : about);
    if (math) return { text: english(math), topic: topicOf('price', about.length === 1 ? about[0] : undefined) };
    // 'Fractional GTM team is 25k/month right?': our price asked back in a short message gets it with its terms (no 'yes' to the rest).
    const confirmed = budgetWords.test(message) || words(message).length > 8 ? [] : (named.length > 0 ? named : about).filter((e) => moneyIn(message).includes(`$${e.price.usd}`));
    const priceRow = confirmed.length > 0 && language === 'en' ? rowsById.get('price') : undefined;
    if (priceRow) return { text: render({ row: priceRow, engagements: confirmed }, language).text, topic: topicOf('price', confirmed[0]) };
    // A request for something to read gets the posts on its topic, not a pitch.
    const reading = asksToRead(message, previous.post !== undefined);
    const posts = reading ? postsOn(topicOfReading(withoutNames(message))) : [];
    if (reading && (posts.length > 0 || (!previous.post && /\b(guides?|resources|templates|playbooks|(to|can) read)\b/i.test(message)))) return { text: english(readingList(posts)), topic: topicOf('blog', undefined, posts[0]) };
    // An answer already given is not sent again unless the visitor repeats the question: a new point on the same
    // topic ('do no-shows count?') gets what the site says about it, or the handoff.
    const repeated = conversation.slice(0, -1).some((t) => t.role === 'user' && t.content.trim().toLowerCase() === message.toLowerCase());
    const said = earlier.map((t) => t.content).join('\n');
    // A short follow-up its own words don't place ('what do we talk about on it?') is read with the previous topic.
    const own = advised(partsOf(message, previous, conversation.slice(-3, -1).map((t) => t.content).join(' ')), message);
    // After a post was named, such a follow-up asks what the post says.
    const summary = previous.post ? rowsById.get('blog-summary') : undefined;
    const short = own.length === 0 && words(message).length <= 8;
    // Its words, if it has two or more, must meet the topic's phrasings: 'do you sign a DPA' is not about deliverability.
    const onTopic = terms(message).length <= 1 || terms(`${previous.row?.asks.join(' ')} price long month year include`).some((t) => terms(message).includes(t));
    const found = short && summary ? [{ row: summary, engagements: [], post: previous.post }] : short && previous.row && onTopic ? partsOf(`${message} ${previous.row.asks[0] ?? ''}`, previous) : own;
    const smallest = asksSmaller(message) && !found.some((p) => ['cheapest', 'too-early'].includes(p.row.id)) ? smallestStart() : undefined;
    const parts = found.filter((p) => repeated || !said.includes(render(p, language).text));
    // Of an answer already given, the one sentence that speaks to the new question ('do I need to prepare anything').
    const focusedPart = parts.length === 0 ? found.map((p) => render(p, language).text).find((t) => focusOn(t, message)) : undefined;
    if (focusedPart) {
      // The offers of the answer stay: its handoff as a sentence, its booking link as the widget's buttons.
      const offer = focusedPart.includes(handoffPlaceholder) ? ` ${partialOffer}` : focusedPart.includes(bookingLinkPlaceholder) ? ` ${bookingLinkPlaceholder}` : '';
      return { text: english(`${focusOn(focusedPart, message) ?? ''}${offer}`), topic: earlier.at(-1)?.topic ?? 'focus' };
    }
    if (wrongPrice && parts.length === 0) return { text: english(ruleReply('figure', named) ?? ''), topic: 'guard:figure' };
    // One quoted figure is the row's to answer when a row matching strongly (not on one word: 'where does the 70% come from'
    // is not the location row's) says it in context ('do you guarantee 8-12?'); otherwise the figure is explained.
    const [quoted, other] = quotedValues(message);
    const figures = quoted && !other && parts.some((p) => (p.score ?? 0) >= rowOverFigure && render(p, language).text.includes(quoted.value)) ? undefined : quotedFigures(message);
    if (parts.length === 0 && smallest) return { text: english(smallest), topic: 'fit-general' };
    if (parts.length === 0 && !figures) {
      if (handoff.offer) return { text: english(handoffOffer(handoff.email)), topic: 'handoff' };
      // What we know about the engagement asked about, then the handoff for the part we cannot answer.
      // 'and the one marked most powerful?' about the engagement just described: say it is the same one.
      const same = named.length === 1 && named[0] === previous.engagement ? named[0] : undefined;
      if (same) return { text: english(`That's ${same.title} again, the one I just described: ${same.price.summary}. ${sentence(durationOf(same))}`), topic: topicOf('overview', same) };
      // The previous topic's answer, already given, is recalled in a sentence (not repeated), with the handoff.
      const again = found.find((p) => p.row === previous.row) ?? found[0];
      if (again) return { text: english(`${composeReply([render(again, language).text], [said]).replace(handoffPlaceholder, '').trim()} ${partialOffer}`), topic: earlier.at(-1)?.topic ?? 'recap' };
      const known = named.map((e) => `${e.title} is ${e.price.summary}. `).join('');
      const closest = passageAnswer(message, earlier.at(-1)?.topic);
      if (closest) return { text: english(`${known}${closest} ${partialOffer}`), topic: 'passage' };
      const offer = language === 'en' ? undefined : unansweredIn[language];
      if (offer) return { text: `${known}${offer}`, topic: 'unanswered' };
      return { text: english(`${known}${unansweredOffer(canHelpWith)}`), topic: 'unanswered' };
    }
    const rendered = parts.map((p) => render(p, language));
    // A quoted figure is what the question is about; the rows its other words matched would only add noise.
    // In another language, 'I answer in English' goes right before the first English part, not over a translated one.
    const firstEnglish = language === 'en' || figures ? -1 : rendered.findIndex((r) => !r.translated);
    const texts = figures ? [figures] : rendered.map((r, i) => (i === firstEnglish && i > 0 ? `${answersInEnglish[language as Exclude<ChatLanguage, 'en'>]}\n\n${r.text}` : r.text));
    let text = composeReply(smallest ? [...texts, smallest] : texts, earlier.map((t) => t.content));
    if (handoff.offer) text = `${text}\n\n${handoffOffer(handoff.email)}`;
    const offer = partialOfferIn[language] ?? partialOffer;
    if (!handoff.offer && !figures && (parts[0]?.score ?? rowOverFigure) < rowOverFigure && !smallTalk.has(parts[0]?.row.id ?? '') && !text.includes(handoffPlaceholder) && !said.includes(offer) && !(contactEmail && text.includes(contactEmail))) text = `${text}\n\n${offer}`;
    if (wrongPrice) text = `That figure isn't ours. ${text}`; // a figure the visitor states that we never did ('240k a year')
    if (figures || firstEnglish === 0) text = english(text);
    const [first] = parts;
    return { text, topic: first && !figures ? topicOf(first.row.id, first.engagements.length === 1 ? first.engagements[0] : undefined, first.post) : 'figures' };
  }

  return { answer };
}

let shared: { contactEmail: string | undefined; assistant: OfflineAssistant } | undefined;

/** The offline assistant as a ChatAssistant port; the index is built once per container (settings are fixed). */
export function offlineAssistant(contactEmail?: string): (conversation: readonly ConversationTurn[], options?: { signal?: AbortSignal }) => Promise<AssistantReply> {
  if (!shared || shared.contactEmail !== contactEmail) shared = { contactEmail, assistant: createOfflineAssistant({ contactEmail }) };
  const { assistant } = shared;
  return async (conversation) => assistant.answer(conversation);
}
