import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { blogFeed } from '../../content/blog-feed.ts';
import { blogPosts } from '../../content/blog-posts.ts';
import { blogPostPath } from '../../content/blog-slugs.ts';
import { company } from '../../content/company.ts';
import type { BlogPost } from '../../content/blog-types.ts';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const rfc822 = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`).toUTCString();

function item(post: BlogPost, siteUrl: string): string {
  const url = `${siteUrl}${blogPostPath(post.slug)}`;
  return [
    '<item>',
    `<title>${escapeXml(post.title)}</title>`,
    `<link>${url}</link>`,
    `<guid isPermaLink="true">${url}</guid>`,
    `<description>${escapeXml(post.excerpt)}</description>`,
    `<dc:creator>${escapeXml(post.author)}</dc:creator>`,
    `<category>${escapeXml(post.category)}</category>`,
    `<pubDate>${rfc822(post.publishDate)}</pubDate>`,
    '</item>',
  ].join('');
}

/** The RSS 2.0 document for the posts, newest first; links are absolute on SITE_URL. */
export function feedXml(siteUrl: string, posts: readonly BlogPost[] = blogPosts): string {
  const newest = [...posts].sort((a, b) => b.publishDate.localeCompare(a.publishDate));
  const lastBuild = newest.reduce((latest, post) => (post.modifiedDate > latest ? post.modifiedDate : latest), newest[0]?.modifiedDate ?? '1970-01-01');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${escapeXml(blogFeed.title)}</title>`,
    `<link>${siteUrl}/blog</link>`,
    `<description>${escapeXml(blogFeed.description)}</description>`,
    '<language>en-us</language>',
    `<copyright>${escapeXml(company.legalName)}</copyright>`,
    `<lastBuildDate>${rfc822(lastBuild)}</lastBuildDate>`,
    `<atom:link href="${siteUrl}${blogFeed.path}" rel="self" type="application/rss+xml"/>`,
    ...newest.map((post) => item(post, siteUrl)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

export async function writeFeed(siteDir: string, siteUrl: string): Promise<void> {
  await writeFile(join(siteDir, blogFeed.path), feedXml(siteUrl));
}
