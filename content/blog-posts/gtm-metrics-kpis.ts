import { blogAuthors } from '../blog-authors.ts';
import type { BlogPost } from '../blog-types.ts';

export const gtmMetricsKpisPost = {
  id: '5',
  slug: 'gtm-metrics-kpis',
  title: 'The GTM Metrics That Matter (and the Vanity KPIs to Drop)',
  excerpt: 'Emails sent and dials made measure how busy your team is, not how well GTM works. A scorecard for team performance, system efficiency and business results.',
  date: 'June 24, 2025',
  readTime: '3 min read',
  category: 'Metrics',
  author: blogAuthors.strategy.name,
  authorTitle: blogAuthors.strategy.title,
  tags: ['GTM Metrics', 'KPIs', 'Pipeline', 'Revenue Operations'],
  publishDate: '2025-06-24',
  modifiedDate: '2025-07-10',
  body: [
    { type: 'paragraph', text: 'Most GTM dashboards measure effort. Emails sent, calls made, sequences launched, contacts added. Those numbers go up and to the right, everyone feels productive, and the pipeline stays flat. If your dashboard rewards activity, you will get activity.' },
    { type: 'paragraph', text: 'We measure three layers instead, and we review them with every client every week.' },
    { type: 'heading', text: 'Layer 1: team performance' },
    { type: 'paragraph', text: 'This layer answers one question: are your people spending their time on the work only they can do?' },
    {
      type: 'list',
      ordered: false,
      items: [
        'Hours reclaimed per person each week, measured against the baseline from discovery.',
        'Share of time spent selling versus on research, list building and admin.',
        'Meetings held per account executive, not meetings booked.',
        'Leadership hours spent managing outbound. The target here is as close to zero as possible.',
      ],
    },
    { type: 'heading', text: 'Layer 2: system efficiency' },
    { type: 'paragraph', text: 'This layer tells you whether the machine is doing its job reliably.' },
    {
      type: 'list',
      ordered: false,
      items: [
        'CRM data accuracy and completeness, including duplicate rate and share of records verified in the last 90 days.',
        'Deliverability: inbox placement, bounce rate and spam complaints by sending domain.',
        'Workflow health: uptime, error rate and time to fix a broken integration.',
        'Message relevance and reply rate by segment and by signal.',
      ],
    },
    { type: 'heading', text: 'Layer 3: business results' },
    { type: 'paragraph', text: 'This is the layer the board cares about, and the one that justifies everything else.' },
    {
      type: 'list',
      ordered: false,
      items: [
        'Strategic meetings per month with people who match your qualification criteria.',
        'Pipeline created and pipeline velocity, meaning how quickly a first touch becomes a qualified opportunity.',
        'Meeting-to-opportunity conversion, which tells you whether the meetings were worth having.',
        'Cost per opportunity compared with your internal SDR cost.',
      ],
    },
    { type: 'heading', text: 'The vanity metrics to retire' },
    { type: 'paragraph', text: "Drop raw email volume, total dials and 'contacts added' from your leadership dashboard. They are useful for diagnosing a system, but they are not goals. A team that sends half as many emails and books twice as many qualified meetings is not underperforming; it is finally working." },
    { type: 'heading', text: 'How to read the three layers together' },
    { type: 'paragraph', text: "The layers explain each other. If business results dip, check system efficiency first: a deliverability problem or a broken enrichment feed is far more common than a sudden drop in seller skill. If the system is healthy but meetings do not convert, revisit the qualification criteria and the ICP. And if results are strong but team hours are not improving, the system is producing pipeline on the back of your people's evenings, which is not sustainable." },
    { type: 'paragraph', text: 'A good scorecard fits on one page and is reviewed weekly in 30 minutes. If yours needs an hour-long meeting to explain, it is measuring too much and deciding too little.' },
  ],
} as const satisfies BlogPost;
