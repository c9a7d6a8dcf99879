import { describe, expect, it } from 'vitest';
import { blogPostPageMeta } from './blog-post-meta.ts';
import { blogPostBySlug } from './blog-posts.ts';
import { adminPageMeta, pageMeta } from './page-meta.ts';
import { blogSlugs } from './blog-slugs.ts';
import { iconNames } from './icon-name.ts';
import { privacyPolicy } from './privacy-policy.ts';
import { featuredResources, resourceLibrary } from './resources.ts';
import { adminPaths, publicPaths, staticPaths } from './routes.ts';
import { termsOfService } from './terms-of-service.ts';
import type { DocumentSection } from './types.ts';

// Every content module, so new modules are covered without editing this test.
const modules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts'], { eager: true });

type Found = { path: string; key: string; value: string };

/** Every string in every exported constant, with the property name that holds it. */
function strings(): Found[] {
  const found: Found[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown, path: string, key: string): void => {
    if (typeof value === 'string') found.push({ path, key, value });
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    for (const [k, v] of Object.entries(value)) visit(v, `${path}.${k}`, Array.isArray(value) ? key : k);
  };
  // Visitor messages (chat-phrasings.ts) are what visitors type, wrong paths and British spelling included: not our copy.
  for (const [file, exports] of Object.entries(modules).filter(([file]) => !file.startsWith('./chat-phrasings'))) {
    for (const [name, value] of Object.entries(exports)) visit(value, `${file}:${name}`, name);
  }
  return found;
}

describe('routes', () => {
  it('are the 15 static public pages; with /blog/:slug and the admin page they are the 17 registered routes', () => {
    expect(staticPaths).toHaveLength(15);
    expect(new Set([...staticPaths, '/blog/:slug', ...adminPaths]).size).toBe(17);
    expect(publicPaths()).toHaveLength(15 + 9);
    expect(new Set(publicPaths()).size).toBe(publicPaths().length);
    expect(publicPaths()).toContain('/blog/tech-stack-ai-powered');
  });
});

describe('links', () => {
  const all = strings();

  it('exist in content at all (the walk finds the link fields)', () => {
    expect(all.filter((s) => s.key === 'to' || s.key === 'link').length).toBeGreaterThan(60);
  });

  it('all point to public pages', () => {
    const paths = new Set<string>(publicPaths());
    const internal = all.filter(
      (s) => !s.path.includes(':adminPaths') && !s.path.includes(':crawlerDisallowedPaths') && (s.key === 'to' || s.key === 'link' || /^\/[a-z0-9/-]*$/.test(s.value)),
    );
    for (const link of internal) expect(paths.has(link.value), `${link.path} = ${link.value}`).toBe(true);
  });

  it('never mention the admin page or the unbuilt /tools/ pages', () => {
    for (const s of all.filter((found) => !found.path.includes('adminPaths') && !found.path.includes('adminPageMeta') && !found.path.includes('crawlerDisallowedPaths'))) {
      expect(s.value, s.path).not.toContain('/lead-management');
      expect(s.value, s.path).not.toContain('/tools/');
    }
  });

  it('from resources cover the four groups', () => {
    expect(featuredResources.length).toBeGreaterThanOrEqual(3);
    expect(resourceLibrary.map((group) => group.id)).toEqual(['guides', 'roi-and-planning-tools', 'industry-insights', 'playbooks']);
    for (const group of resourceLibrary) expect(group.resources.length, group.id).toBeGreaterThanOrEqual(3);
  });

  it('that leave the site are https, mailto or the LinkedIn company page', () => {
    for (const s of all.filter((found) => found.key === 'href')) expect(s.value, s.path).toMatch(/^(https:\/\/|mailto:)/);
  });
});

describe('copy', () => {
  it('has no placeholders', () => {
    for (const s of strings()) expect(s.value, s.path).not.toMatch(/lorem|ipsum|\bTBD\b|\bTODO\b|placeholder text|\[.*\]/i);
  });

  it('spells in US English (issue 22: "Personalised" stood beside "Personalized")', () => {
    const british =
      /\b\w*(?:alis|ganis|imis|ioritis|ustomis|tandardis|ecognis|ummaris|apitalis|ptimis|nalys)(?:e|ed|es|ing|ation|ations)\b|\b(?:colour|behaviour|favour|honour|labour|neighbour|centre|metre|programme|catalogue|licence|defence|modelling|travelled|cancelled|labelled|whilst|amongst|judgement|centred|learnt)\w*/i;
    for (const s of strings()) expect(s.value, s.path).not.toMatch(british);
  });

  it('hard-codes no phone number, booking URL or site URL (runtime settings)', () => {
    for (const s of strings()) {
      expect(s.value, s.path).not.toMatch(/\(\d{3}\) ?\d{3}-\d{4}|calendly\.com|revrebel\.example\/|www\.revrebel/i);
    }
  });

  it('uses only icon names from IconName, and every name is used', () => {
    const used = new Set(strings().filter((s) => s.key === 'icon').map((s) => s.value));
    for (const icon of used) expect(iconNames as readonly string[]).toContain(icon);
    expect([...used].sort()).toEqual([...iconNames].sort());
  });
});

describe('page metadata', () => {
  const entries = [
    ...Object.entries(pageMeta),
    ...Object.entries(adminPageMeta),
    ...blogSlugs.map((slug) => [`/blog/${slug}`, blogPostPageMeta(blogPostBySlug(slug))] as const),
  ];

  it('exists for every static page', () => {
    expect(Object.keys(pageMeta).sort()).toEqual([...staticPaths].sort());
  });

  it('has unique titles and 120-160 character descriptions', () => {
    expect(new Set(entries.map(([, meta]) => meta.title)).size).toBe(entries.length);
    for (const [path, meta] of entries) {
      expect(meta.description.length, path).toBeGreaterThanOrEqual(120);
      expect(meta.description.length, path).toBeLessThanOrEqual(160);
      expect(meta.keywords.length, path).toBeGreaterThan(0);
      expect(meta.title.length, path).toBeLessThanOrEqual(80);
    }
  });
});

describe('legal pages', () => {
  const text = (sections: readonly DocumentSection[]): string =>
    sections
      .flatMap((section) => [section.title, ...section.body.map((b) => (b.type === 'list' ? b.items.join(' ') : b.text))])
      .join(' ');

  it('were last updated on May 1, 2025', () => {
    expect(privacyPolicy.lastUpdated).toBe('May 1, 2025');
    expect(termsOfService.lastUpdated).toBe('May 1, 2025');
  });

  it('privacy covers the data categories, lawful bases, security and the seven rights', () => {
    const policy = text(privacyPolicy.sections);
    for (const data of ['Identity data', 'Contact data', 'Technical data', 'Usage data', 'Marketing data']) expect(policy).toContain(data);
    expect(privacyPolicy.sections.map((s) => s.title)).toEqual(expect.arrayContaining(['Lawful Bases for Processing', 'Data Security', 'Your Rights']));
    const rights = privacyPolicy.sections.find((s) => s.id === 'your-rights');
    const list = rights?.body.find((b) => b.type === 'list');
    expect(list?.type === 'list' ? list.items.map((item) => item.split(':')[0]) : []).toEqual([
      'Access',
      'Correct',
      'Erase',
      'Object',
      'Restrict',
      'Transfer',
      'Withdraw consent',
    ]);
  });

  it('terms have exactly the eight numbered sections, under Delaware law', () => {
    expect(termsOfService.sections.map((s) => [s.number, s.title])).toEqual([
      [1, 'Agreement to Terms'],
      [2, 'Services'],
      [3, 'User Responsibilities'],
      [4, 'Intellectual Property'],
      [5, 'Limitation of Liability'],
      [6, 'Termination'],
      [7, 'Governing Law'],
      [8, 'Contact Information'],
    ]);
    expect(text(termsOfService.sections.filter((s) => s.id === 'governing-law'))).toContain('State of Delaware');
  });
});
