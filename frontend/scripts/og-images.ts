import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { blogPosts } from '../../content/blog-posts.ts';
import { company } from '../../content/company.ts';
import { adminPageMeta, pageMeta } from '../../content/page-meta.ts';
import { socialImagePath, socialImageSize } from '../../content/social-images.ts';

const require = createRequire(import.meta.url);
/** Inter from the installed package (satori reads WOFF, not WOFF2): nothing is downloaded at build time. */
const fontFile = (weight: number) => require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);

export interface SocialCard {
  readonly path: string;
  readonly eyebrow: string;
  readonly title: string;
  readonly subtitle: string;
}

/** One card per page: the part of the page title before ' | ' as the headline, the rest (or the category) above it. */
export function socialCards(): SocialCard[] {
  const pages = Object.entries({ ...pageMeta, ...adminPageMeta }).map(([path, meta]) => {
    const [headline = meta.title, ...rest] = meta.title.split(' | ').filter((part) => part !== company.name);
    return { path, eyebrow: rest.join(' · ') || company.tagline, title: headline, subtitle: meta.description };
  });
  const posts = blogPosts.map((post) => ({ path: `/blog/${post.slug}`, eyebrow: `${post.category} · ${post.readTime}`, title: post.title, subtitle: post.author }));
  return [...pages, ...posts];
}

const shorten = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, text.lastIndexOf(' ', max - 1)).replace(/[,;:]$/, '')}…`);

type Node = { type: string; props: Record<string, unknown> };
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({ type, props: { style, children } });

function cardTree(card: SocialCard): Node {
  const titleSize = card.title.length > 60 ? 54 : card.title.length > 36 ? 64 : 76;
  return h(
    'div',
    {
      // Satori sizes the content box: the padding (64/80) comes on top of these.
      width: socialImageSize.width - 160,
      height: socialImageSize.height - 128,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 80px',
      color: '#f8f9fa',
      fontFamily: 'Inter',
      backgroundColor: '#1a1b1e',
      backgroundImage: 'linear-gradient(135deg, #141414 0%, #242424 55%, #3b1d0b 100%)',
    },
    [
      h('div', { display: 'flex', alignItems: 'center', gap: 20, fontSize: 40, fontWeight: 700 }, [
        h('div', { width: 64, height: 64, borderRadius: 14, backgroundColor: '#f76707', display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: 40, color: '#fff' }, 'R'),
        h('div', { display: 'flex' }, company.name),
      ]),
      h('div', { display: 'flex', flexDirection: 'column', gap: 20 }, [
        h('div', { display: 'flex', fontSize: 26, fontWeight: 700, color: '#fb923c', textTransform: 'uppercase', letterSpacing: 2 }, card.eyebrow.slice(0, 70)),
        h('div', { display: 'flex', maxWidth: 1040, fontSize: titleSize, fontWeight: 700, lineHeight: 1.08, letterSpacing: -1.5 }, card.title),
      ]),
      h('div', { display: 'flex', maxWidth: 1040, fontSize: 26, color: '#ced4da', lineHeight: 1.35 }, shorten(card.subtitle, 120)),
    ],
  );
}

/** Renders every page's card to <siteDir>/og/...png (satori lays out, resvg rasterises). */
export async function writeSocialImages(siteDir: string): Promise<number> {
  const fonts = [
    { name: 'Inter', data: await readFile(fontFile(400)), weight: 400 as const, style: 'normal' as const },
    { name: 'Inter', data: await readFile(fontFile(700)), weight: 700 as const, style: 'normal' as const },
  ];
  const cards = socialCards();
  for (const card of cards) {
    const svg = await satori(cardTree(card) as Parameters<typeof satori>[0], { ...socialImageSize, fonts });
    const png = new Resvg(svg, { fitTo: { mode: 'width', value: socialImageSize.width } }).render().asPng();
    const file = join(siteDir, socialImagePath(card.path));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, png);
  }
  return cards.length;
}
