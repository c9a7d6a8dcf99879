import type { ChatAnswerRow } from '../../../content/chat-answer-types.ts';
import { chatAnswers } from '../../../content/chat-answers.ts';
import { blogPosts } from '../../../content/blog-posts.ts';
import { engagements, type Engagement } from '../../../content/engagements.ts';
import type { BlogPost } from '../../../content/types.ts';

const rowsById = new Map(chatAnswers.map((r) => [r.id, r]));

/** The topic a reply carries: the row id, and the engagement or blog post it was about. */
export interface Topic { row?: ChatAnswerRow; engagement?: Engagement; post?: BlogPost }
export const topicOf = (row: string, e?: Engagement, post?: BlogPost) => (e ? `${row}:${e.id}` : post ? `${row}:post/${post.slug}` : row);
// A reply that linked a post ('/blog/<slug>') makes it the post a follow-up ('what happened in that one?') is about.
export function parseTopic(topic: string | undefined, text = ''): Topic {
  const [row, slot = ''] = (topic ?? '').split(':');
  const post = blogPosts.find((p) => `post/${p.slug}` === slot) ?? blogPosts.find((p) => text.includes(`/blog/${p.slug}`));
  return { row: rowsById.get(row ?? ''), engagement: engagements.find((e) => e.id === slot), post };
}

