import type MiniSearch from 'minisearch';
import { contentPassages, postSections, type ContentPassage } from '../llm/passages.ts';
import { passageIndex } from '../llm/retrieval.ts';

/**
 * What the site says closest to a question no answer row takes. blind-14: 'what about attribution? which channel drives
 * pipeline' got "I can't find that" though a capability describes attribution dashboards. Searched over the content
 * passages of the model's prompt (llm/retrieval.ts) and the blog posts' sections, only the best passage counts, and only
 * a sentence of it that shares the question's telling words: one that at most `rareIn` passages use ('attribution'), or
 * two that at most `tellingIn` do. The reply says it is the closest point, not the answer, and still offers a strategist
 * (handoff.ts).
 */
// Who the work is for, and 'covers' ('what topics does the blog cover'), tell no subject apart though few passages use
// them; commoner words are past `tellingIn` anyway.
const generic = new Set('client clients company companies customer customers cover covers'.split(' '));
const rareIn = 10;
const tellingIn = 20;
const maxChars = 320;
// A sentence that leans on the one before ('After that, a weekly check-in...') is quoted with it.
const leaning = /^(after that|then|this|these|those|it|they)\b/i;

let searched: { index: MiniSearch<ContentPassage>; all: readonly ContentPassage[] } | undefined;
// Built on the first question no row takes: one index over the site's passages and the posts' sections.
function passagesAndSections() {
  if (!searched) {
    const all = [...contentPassages(), ...postSections()];
    searched = { index: passageIndex(all), all };
  }
  return searched;
}
const isPost = (id: unknown) => String(id).startsWith('post:');

export function closestPassage(message: string): string | undefined {
  const { index, all } = passagesAndSections();
  // How telling a word is, counted over the site's passages (not the posts'): a word only a post uses is a telling one.
  const passagesWith = (term: string) => index.search(term, { prefix: true, fuzzy: false }).filter((h) => !isPost(h.id)).length;
  const hit = index.search(message, { prefix: true, fuzzy: false })[0];
  const passage = all.find((p) => p.id === hit?.id);
  if (!hit || !passage) return undefined;
  const fromPost = isPost(passage.id);
  // Titles are nouns ('Performance Analytics & Attribution'); module names (lower case) are wiring, not headings.
  const title = fromPost ? `From ${passage.title}` : /[A-Z]/.test(passage.title) && !passage.title.endsWith('?') ? passage.title : '';
  const terms = hit.queryTerms.filter((t) => t.length > 4 && !generic.has(t) && passagesWith(t) <= tellingIn);
  // Terms are word characters only (MiniSearch's tokenizer splits at punctuation), so they go into the pattern as they
  // are; the passages are English, with no accents to fold.
  const told = (text: string) => terms.filter((t) => new RegExp(`\\b${t}`, 'i').test(text));
  // Sentences of its texts (one per line): a heading or a question has no full stop, and a long one is a run-on list.
  // The first of those sharing the most words.
  let best = '';
  let shared: string[] = [];
  const sentences = passage.text.split(/\n|(?<=[.!?]) /);
  for (const [i, s] of sentences.entries()) {
    const quoted = i > 0 && leaning.test(s) ? `${sentences[i - 1]} ${s}` : s;
    if (/[.!]$/.test(s) && s.length > 20 && quoted.length <= maxChars && told(quoted).length > shared.length) [best, shared] = [quoted, told(quoted)];
  }
  // The title's own word is no point by itself: 'Privacy Policy: This Privacy Policy explains...' for 'refund policy'.
  // A post needs two: a word only posts use counts as rare on the site ('signed last wk' met 'rarely signed by one person').
  const rare = !fromPost && shared.some((t) => passagesWith(t) <= rareIn && !told(title).includes(t));
  return shared.length > 1 || rare ? (title ? `${title}: ${best}` : best) : undefined;
}
