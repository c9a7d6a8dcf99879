import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blogPosts } from '../../content/blog-posts.ts';
import { illustrationCanvas } from '../../content/illustration-kinds.ts';
import { adminPaths, publicPaths } from '../../content/routes.ts';
import { socialImagePath } from '../../content/social-images.ts';
import { feedXml } from './feed.ts';
import { packIco } from './icons.ts';
import { drawDiagram } from './illustrations/draw-diagram.ts';
import { fitText, textWidth, wrapToWidth } from './illustrations/measure-text.ts';
import { illustrationSpecs } from './illustrations/illustration-specs.ts';
import { illustrationMaxBytes } from './illustrations/write-illustrations.ts';
import { socialCards } from './og-images.ts';

// Routes place most hero drawings; a static island (prerendered, never hydrated) places the ones it renders for its route.
const routeSources = () => {
  const read = (dir: string, keep: (file: string) => boolean) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter(keep)
      .map((file) => readFileSync(join(dir, file), 'utf8'));
  const src = join(import.meta.dirname, '../src');
  return [
    ...read(join(src, 'routes'), (file) => file.endsWith('.tsx')),
    ...read(join(src, 'components/page-kit'), (file) => file.endsWith('.island.tsx')),
  ].join('\n');
};

describe('illustrations', () => {
  it('are small, self-contained SVG with the group pages <use>, on the canvas of their kind', () => {
    for (const spec of illustrationSpecs) {
      const svg = drawDiagram(spec);
      const { width, height } = illustrationCanvas[spec.kind];
      expect(Buffer.byteLength(svg), spec.name).toBeLessThan(illustrationMaxBytes);
      expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
      expect(svg).toContain('<g id="d">');
      expect(svg).not.toMatch(/[<&](?![a-z/!#]|amp;|lt;|gt;)/);
      if (spec.kind !== 'cover') for (const node of spec.nodes.slice(0, 3)) expect(svg, spec.name).toContain((node.label.split(' ')[0] ?? '').replace(/&/g, '&amp;'));
    }
  });

  it('exist for every diagram a route places, and every post has a cover', () => {
    const drawn = new Set(illustrationSpecs.map((spec) => spec.name));
    const placed = [...routeSources().matchAll(/illustration=\{\{\s*name: '([a-z-]+)'/g)].map((match) => match[1]);
    expect(placed.length).toBeGreaterThanOrEqual(13);
    for (const name of placed) expect(drawn, name).toContain(name);
    for (const post of blogPosts) expect(drawn).toContain(`blog/${post.slug}`);
  });

  it('wrap words by measured width (Inter metrics) and refuse what cannot fit instead of cutting it', () => {
    // Inter's advance widths: 'i' is narrow, 'W' wide; a bolder weight is wider.
    expect(textWidth('iiii', { weight: 700, size: 20 })).toBeLessThan(textWidth('WWWW', { weight: 700, size: 20 }) / 2);
    expect(textWidth('Metrics', { weight: 800, size: 20 })).toBeGreaterThan(textWidth('Metrics', { weight: 500, size: 20 }));
    const font = { weight: 700, size: 20 } as const;
    const lines = wrapToWidth('Prospect Intelligence Engine', 130, font, 3) ?? [];
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, font)).toBeLessThanOrEqual(130);
    expect(wrapToWidth('Intelligence', 40, font, 3)).toBeNull();
    expect(() => fitText('one two three four five six', 60, { weight: 700 }, [20, 18], 2)).toThrow(/does not fit/);
  });
});

describe('social images', () => {
  it('one card per public page, post and the admin page, each with its own file', () => {
    const cards = socialCards();
    expect(cards.map((card) => card.path).sort()).toEqual([...publicPaths(), ...adminPaths].sort());
    expect(new Set(cards.map((card) => socialImagePath(card.path))).size).toBe(cards.length);
    expect(socialImagePath('/')).toBe('/og/home.png');
    expect(socialImagePath('/blog/x')).toBe('/og/blog/x.png');
  });
});

describe('feed', () => {
  it('is RSS 2.0 with the nine posts, escaped, absolute links, newest first', () => {
    const xml = feedXml('https://example.com');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml.match(/<item>/g)).toHaveLength(blogPosts.length);
    expect(blogPosts).toHaveLength(9);
    expect(xml).toContain('<link>https://example.com/blog/automation-disappointment</link>');
    expect(xml).toContain('Sales Tech Isn&apos;t Saving You Time');
    expect(xml).toContain('<atom:link href="https://example.com/rss.xml" rel="self" type="application/rss+xml"/>');
    const dates = [...xml.matchAll(/<pubDate>([^<]+)<\/pubDate>/g)].map((match) => Date.parse(match[1] ?? ''));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});

describe('favicon.ico', () => {
  it('packs PNG images behind an ICO directory', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const ico = packIco([{ size: 16, png }, { size: 32, png }]);
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 2, 0]);
    expect(ico.readUInt8(6)).toBe(16);
    expect(ico.readUInt32LE(6 + 12)).toBe(6 + 32);
    expect(ico.subarray(38, 42).toString('latin1')).toBe('\x89PNG');
  });
});
