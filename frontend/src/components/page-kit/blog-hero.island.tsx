import { Anchor } from '@mantine/core';
import { IconRss } from '@tabler/icons-react';
import { blogCategories } from '../../../../content/blog-categories.ts';
import { blogFeed } from '../../../../content/blog-feed.ts';
import { blogHero } from '../../../../content/blog-page.ts';
import { absoluteUrl } from '../../lib/seo.ts';
import { sequenceLabel } from './illustration.tsx';
import { PageHero } from './page-hero.tsx';

/** /blog's opening (no buttons, one feed link): prerendered HTML on the first load, a StaticIsland in routes/blog/index.tsx. */
export function BlogHero() {
  return (
    <PageHero
      hero={blogHero}
      illustration={{
        name: 'blog',
        kind: 'hub',
        label: sequenceLabel(
          blogHero.title,
          blogCategories.map((label) => ({ label })),
        ),
      }}
    >
      {/* Absolute, like the canonical URL: feed readers keep the address they were given. */}
      <Anchor href={absoluteUrl(blogFeed.path)} type="application/rss+xml" fw={600}>
        <IconRss size={16} aria-hidden style={{ verticalAlign: '-2px', marginRight: 6 }} />
        {blogFeed.linkLabel}
      </Anchor>
    </PageHero>
  );
}
