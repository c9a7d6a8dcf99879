import { blogPostBySlug } from './blog-posts.ts';
import type { BlogSlug } from './blog-slugs.ts';
import type { CtaBlock, Hero, ResourceEntry, ResourceGroup } from './types.ts';

/**
 * Every resource links to a page that exists: a blog post or one of the site's pages. The spec's /tools/... links
 * pointed at pages that were never built, so the planning tools link to the pages that hold the same material.
 */

function article(slug: BlogSlug, type: string, description?: string): ResourceEntry {
  const post = blogPostBySlug(slug);
  return { title: post.title, description: description ?? post.excerpt, type, readTime: post.readTime, link: `/blog/${slug}` };
}

export const resourcesHero = {
  badge: 'RESOURCES',
  title: 'The GTM Engineering Library',
  subtitle:
    'Guides, planning frameworks, industry insights and playbooks for teams who want their people selling, not searching.',
  actions: [
    { kind: 'link', label: 'Read the Blog', to: '/blog' },
    { kind: 'booking', label: 'Book Strategy Session' },
  ],
} as const satisfies Hero;

export const featuredResources: readonly ResourceEntry[] = [
  article('automation-disappointment', 'Featured Article'),
  article('hidden-costs-of-inhouse-sdrs', 'Featured Article'),
  article('engineering-guide-to-account-based-outreach', 'Featured Article'),
];

export const resourceLibrary: readonly ResourceGroup[] = [
  {
    id: 'guides',
    title: 'Guides',
    description: 'In-depth explanations of how engineered GTM systems work and how to build them.',
    icon: 'route',
    resources: [
      article('tech-stack-ai-powered', 'Guide'),
      article('automation-cant-replace-human-judgment', 'Guide'),
      {
        title: 'The RevRebel Method: Four Phases From Discovery to Evolution',
        description:
          'Our principles and implementation phases, from two weeks of discovery to a system that keeps improving after launch.',
        type: 'Guide',
        readTime: '5 min read',
        link: '/methodology',
      },
    ],
  },
  {
    id: 'roi-and-planning-tools',
    title: 'ROI & Planning Tools',
    description: 'Frameworks and models for building the business case and planning your rollout.',
    icon: 'chart-bar',
    resources: [
      article(
        'hidden-costs-of-inhouse-sdrs',
        'Cost Model',
        'A line-by-line model of what an in-house SDR team really costs: compensation, ramp, tools, management time and turnover.',
      ),
      article(
        'gtm-metrics-kpis',
        'Scorecard',
        'A one-page GTM scorecard across team performance, system efficiency and business results, with the vanity metrics to retire.',
      ),
      {
        title: 'Engagement & Budget Planner',
        description:
          'Compare the three engagements side by side: price, duration, what is included and which one fits your stage.',
        type: 'Pricing Guide',
        readTime: '4 min read',
        link: '/pricing',
      },
      {
        title: 'Free GTM Strategy Session',
        description:
          'Thirty minutes with a strategist to size your time savings and map the first workflows to automate.',
        type: 'Consultation',
        readTime: '30 min call',
        link: '/get-started',
      },
    ],
  },
  {
    id: 'industry-insights',
    title: 'Industry Insights',
    description: 'Perspectives on where B2B go-to-market is heading and what it means for your team.',
    icon: 'brain',
    resources: [
      article('human-technology-engineering', 'Success Story'),
      article('executive-time-management', 'Insight'),
      {
        title: 'Basic Tools vs. Agencies vs. Engineered Systems',
        description:
          'How four engines for prospect intelligence, timing, personalization and brand protection compare with the usual alternatives.',
        type: 'Comparison',
        readTime: '4 min read',
        link: '/technology',
      },
    ],
  },
  {
    id: 'playbooks',
    title: 'Playbooks',
    description: 'Step-by-step plays you can run with your team this quarter.',
    icon: 'rocket',
    resources: [
      article('engineering-guide-to-account-based-outreach', 'Playbook'),
      article('scaling-outbound-startup-to-scaleup', 'Playbook'),
      {
        title: 'From Kickoff to Pipeline in 30 Days',
        description:
          'The three-step launch plan we run with every client: discovery in week one, system build in weeks two to four, then qualified meetings.',
        type: 'Playbook',
        readTime: '4 min read',
        link: '/how-it-works',
      },
    ],
  },
];

export const resourcesBlogLink = {
  title: 'Want More? Read Rebel Insights',
  description: 'New articles on GTM engineering, automation and sales leadership on the blog.',
  actions: [{ kind: 'link', label: 'Visit the Blog', to: '/blog' }],
} as const satisfies CtaBlock;
