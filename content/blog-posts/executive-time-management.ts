import { blogAuthors } from '../blog-authors.ts';
import type { BlogPost } from '../blog-types.ts';

export const executiveTimeManagementPost = {
  id: '8',
  slug: 'executive-time-management',
  title: 'Stop Spending Executive Time on Outbound Management',
  excerpt: 'Founders and sales leaders lose 15+ hours a week supervising outbound work a system could run. A practical way to audit that time and buy it back.',
  date: 'April 22, 2025',
  readTime: '2 min read',
  category: 'Leadership',
  author: blogAuthors.strategy.name,
  authorTitle: blogAuthors.strategy.title,
  tags: ['Leadership', 'Founder-Led Sales', 'Time Management', 'Sales Management'],
  publishDate: '2025-04-22',
  modifiedDate: '2025-05-06',
  body: [
    { type: 'paragraph', text: 'Ask a founder or a head of sales where their week goes and you will hear about strategy, customers and hiring. Ask them to log it for two weeks and a different picture appears: reviewing sequences, approving lists, checking whether SDRs hit their activity targets, chasing CRM updates before the pipeline meeting and fixing the integration that broke again.' },
    { type: 'paragraph', text: 'In our engagements, leaders routinely spend 15+ hours a week managing outbound. That is close to two working days, every week, from the people whose decisions matter most.' },
    { type: 'heading', text: 'Why it happens' },
    { type: 'paragraph', text: 'Outbound is fragile when it depends on people doing repetitive work by hand. Quality varies, so leaders review. Data decays, so leaders chase. Tools disconnect, so leaders become the integration. Each task is small and feels urgent, which is exactly why it never gets delegated or removed.' },
    { type: 'heading', text: 'Run a two-week time audit' },
    {
      type: 'list',
      ordered: true,
      items: [
        'Log every block of time spent on outbound-related work, in 15-minute increments.',
        'Tag each block as one of: reviewing work, chasing data, fixing tools, coaching, or strategy.',
        "For each tag, ask whether it needs your judgment or just someone's attention.",
      ],
    },
    { type: 'paragraph', text: 'Most leaders find that coaching and strategy are a small slice of the total. The rest is supervision of a process that should supervise itself.' },
    { type: 'heading', text: 'Buy the time back with systems, not more managers' },
    {
      type: 'list',
      ordered: false,
      items: [
        'Replace review with guardrails. Automated quality checks and human review of new templates mean you stop reading every email.',
        'Replace chasing with automation. Activities, meeting outcomes and enrichment should write themselves to the CRM.',
        'Replace firefighting with monitoring. Integrations should alert the people responsible for fixing them, not wait for you to notice.',
        'Replace activity reports with outcome reports. A one-page weekly scorecard shows meetings, pipeline and conversion, and takes 30 minutes to review.',
      ],
    },
    { type: 'heading', text: 'What to do with the time' },
    { type: 'paragraph', text: 'Reclaimed executive hours are only valuable if they go somewhere better. The leaders we work with put them into customer conversations, coaching on live deals, partnerships and product feedback. Those are the activities that move revenue and that nobody else in the company can do.' },
    { type: 'paragraph', text: "The goal we set with every client is simple: zero executive time lost to managing outbound. It sounds ambitious until you see how much of that time was spent doing a system's job." },
  ],
} as const satisfies BlogPost;
