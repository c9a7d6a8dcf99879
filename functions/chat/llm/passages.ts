import type { BlogPost } from '../../../content/blog-types.ts';
import { blogPosts } from '../../../content/blog-posts.ts';
import { contentModules } from './content-text.ts';

/**
 * The passages the prompt retrieves from, built from the content modules directly: one per exported item (an
 * engagement, an FAQ entry, a claim, a capability...), its texts joined. Generic on purpose: a new content export
 * is retrievable without a change here.
 */
export interface ContentPassage {
  readonly id: string;
  readonly title: string;
  readonly text: string;
}

const maxChars = 2400;
// Layout and wiring fields hold no facts a visitor asks about.
const skippedKeys = new Set(['icon', 'placeholder', 'trackingName', 'to', 'href', 'id', 'slug', 'popup', 'illustration', 'image', 'kind']);

function textsOf(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'number') out.push(String(value));
  else if (Array.isArray(value)) for (const v of value) textsOf(v, out);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.value === 'string' && typeof record.label === 'string') out.push(`${record.value} ${record.label}${typeof record.context === 'string' ? `: ${record.context}` : ''}`);
    for (const [key, v] of Object.entries(record)) {
      if (skippedKeys.has(key) || key.endsWith('Iso') || (key === 'value' || key === 'label' || key === 'context') && typeof record.value === 'string') continue;
      textsOf(v, out);
    }
  }
}

function titleOf(name: string, item: unknown): string {
  const record = (item ?? {}) as Record<string, unknown>;
  const own = [record.title, record.question, record.label, record.name].find((v) => typeof v === 'string');
  return typeof own === 'string' ? own : name.replace(/([A-Z])/g, ' $1').toLowerCase();
}

function passage(id: string, title: string, item: unknown): ContentPassage | undefined {
  const texts: string[] = [];
  textsOf(item, texts);
  // One text per line: a heading stays apart from the sentence after it (the offline assistant quotes sentences).
  const text = [...new Set(texts.map((t) => t.trim()).filter((t) => t !== ''))].join('\n').slice(0, maxChars);
  return text.length < 20 ? undefined : { id, title, text };
}

let cached: readonly ContentPassage[] | undefined;

export function contentPassages(): readonly ContentPassage[] {
  if (cached) return cached;
  const out: ContentPassage[] = [];
  for (const [moduleName, module] of contentModules()) {
    for (const [name, value] of Object.entries(module)) {
      if (typeof value === 'function') continue;
      // Lists of items (FAQ, claims, steps) and objects of items (`claims`) give one passage per item.
      const items: [string, unknown][] = Array.isArray(value)
        ? value.map((v, i) => [String(i), v])
        : value && typeof value === 'object' && Object.values(value).every((v) => v && typeof v === 'object' && !Array.isArray(v))
          ? Object.entries(value)
          : [['', value]];
      for (const [key, item] of items) {
        const p = passage(`${moduleName}:${name}${key ? `:${key}` : ''}`, titleOf(name, item), item);
        // `engagements` lists the engagements exported one by one too: each text once.
        if (p && !out.some((o) => o.text === p.text)) out.push(p);
      }
    }
  }
  cached = out;
  return out;
}

/**
 * Each blog post cut at its headings, one passage per section titled with the post: a question about one idea of a post
 * ('why do automation projects disappoint?') finds that idea's paragraph. Not among the prompt's passages: a post is
 * opinion, not the business facts the output guard backs figures with (content-text.ts).
 */
export function postSections(): readonly ContentPassage[] {
  return blogPosts.flatMap((post) => sectionsOfPost(post).map(({ lines }, i) => ({ id: `post:${post.slug}:${i}`, title: `"${post.title}" (/blog/${post.slug})`, text: lines.join('\n') })));
}

/** A post cut at its headings: each heading (empty before the first) with its paragraphs and list items; empty sections dropped. */
export function sectionsOfPost(post: BlogPost): { heading: string; lines: string[] }[] {
  const sections: { heading: string; lines: string[] }[] = [{ heading: '', lines: [] }];
  for (const block of post.body) {
    if (block.type === 'heading') sections.push({ heading: block.text, lines: [] });
    else sections.at(-1)?.lines.push(...(block.type === 'list' ? block.items : [block.text]));
  }
  return sections.filter((s) => s.lines.length > 0);
}
