import { blogAuthors } from '../blog-authors.ts';
import type { BlogPost } from '../blog-types.ts';

export const scalingOutboundStartupToScaleupPost = {
  id: '9',
  slug: 'scaling-outbound-startup-to-scaleup',
  title: 'Scaling Outbound from Startup to Scaleup Without Breaking What Works',
  excerpt: 'Founder-led outbound works because the founder knows everything. Scaling it means capturing that knowledge in a system before adding headcount.',
  date: 'March 12, 2025',
  readTime: '3 min read',
  category: 'Growth',
  author: blogAuthors.development.name,
  authorTitle: blogAuthors.development.title,
  tags: ['Scaling', 'Outbound', 'Startup Growth', 'Founder-Led Sales'],
  publishDate: '2025-03-12',
  modifiedDate: '2025-04-02',
  body: [
    { type: 'paragraph', text: 'In the early days, outbound works because the founder does it. They know the market, they know which problems matter, and they write every message themselves. Then the company raises a round, the targets triple and the founder can no longer do it all. The usual answer is to hire SDRs. The usual result is that reply rates drop, meetings get worse and the founder ends up managing the people who were supposed to free them.' },
    { type: 'paragraph', text: "The problem is not the hires. It is that the founder's knowledge was never captured anywhere a team or a system could use it." },
    { type: 'heading', text: 'Stage 1: founder-led (roughly the first 20 customers)' },
    { type: 'paragraph', text: 'Keep doing it yourself, but start writing things down. Which companies replied, which problems they described, which messages worked and which titles ended up signing. Tag every deal in the CRM with the trigger that started the conversation. This record becomes the raw material for everything that follows.' },
    { type: 'heading', text: 'Stage 2: systematize before you hire' },
    { type: 'paragraph', text: 'Turn that record into an ideal customer profile with clear tiers, a list of buying signals, message frameworks per persona and written qualification criteria. Then automate the repetitive parts: research, list building, verification and CRM updates. At this stage a well-engineered system can produce 8-12 strategic meetings a month without a single SDR hire, and it can launch within 30 days.' },
    { type: 'heading', text: 'Stage 3: add people where judgment matters' },
    { type: 'paragraph', text: 'When you do add headcount, hire for the work the system cannot do: discovery calls, multi-threading into buying committees and building relationships with champions. New hires ramp faster because the research, lists and context already exist. They do not inherit a spreadsheet; they inherit a system.' },
    { type: 'heading', text: 'Stage 4: evolve the system as you scale' },
    {
      type: 'list',
      ordered: false,
      items: [
        'Add segments and markets one at a time, each with its own signals and messaging.',
        'Review conversion by segment every month and retire what stops working.',
        'Protect your sending reputation as volume grows, with domain monitoring and account-level limits.',
        'Keep the founder in the loop on strategy and messaging, not on execution.',
      ],
    },
    { type: 'heading', text: 'Warning signs that you are scaling the wrong way' },
    {
      type: 'list',
      ordered: false,
      items: [
        'Reply rates fall every time you add a rep.',
        'Your CRM grows faster than your pipeline.',
        'The founder still reviews outbound emails every week.',
        'Nobody can explain in one sentence why a given account was contacted.',
      ],
    },
    { type: 'paragraph', text: 'Scaling outbound is not about sending more. It is about making what worked for one brilliant founder repeatable, measurable and independent of any single person. Capture it, engineer it, then grow it.' },
  ],
} as const satisfies BlogPost;
