import { blogAuthors } from '../blog-authors.ts';
import type { BlogPost } from '../blog-types.ts';

export const humanTechnologyEngineeringPost = {
  id: '2',
  slug: 'human-technology-engineering',
  title: 'Human + Technology Engineering: Inside a 90-Day GTM Rebuild',
  excerpt: 'A composite story drawn from our engagements: how a 40-person SaaS company moved research and data entry to a system and gave its sellers their week back.',
  date: 'August 27, 2025',
  readTime: '3 min read',
  category: 'Success Stories',
  author: blogAuthors.engineering.name,
  authorTitle: blogAuthors.engineering.title,
  tags: ['Success Story', 'GTM Engineering', 'Funnel Orchestration', 'Team Enablement'],
  publishDate: '2025-08-27',
  modifiedDate: '2025-09-08',
  body: [
    { type: 'paragraph', text: 'This story is a composite. It combines what we see again and again in our Funnel Orchestration engagements, with details changed so that no client can be identified. The pattern, though, is real, and if you run a B2B sales team you will probably recognize it.' },
    { type: 'heading', text: 'The starting point' },
    { type: 'paragraph', text: 'A 40-person SaaS company selling to mid-market finance teams had five account executives, two SDRs and a founder who still booked a third of all meetings personally. The CRM held 60,000 contacts, nearly a third of them duplicates or people who had changed jobs. Each account executive spent most mornings researching accounts before calls. The SDRs sent template sequences to lists bought a year earlier, and reply rates had been sliding for months.' },
    { type: 'paragraph', text: "The founder's request in the first strategy session was blunt: 'I want my evenings back, and I want my sellers to sell.'" },
    { type: 'heading', text: 'Weeks 1-4: discovery, design and a first campaign' },
    { type: 'paragraph', text: "We started with a time study rather than a tool review. Over two weeks, the team logged where their hours went. Research, list building and CRM updates took more than half of every seller's week. The founder was spending over 15 hours a week reviewing SDR work and chasing pipeline updates." },
    { type: 'paragraph', text: 'Together we rebuilt the ideal customer profile from closed-won deals instead of assumptions. It turned out their best customers were not the largest finance teams but fast-growing companies that had just hired a new controller or moved to a new ERP. Those two signals became the backbone of the timing engine. By day 30 a first campaign was live on one segment, built on the new profile and reviewed line by line with the founder.' },
    { type: 'heading', text: 'Weeks 5-12: building out the full system' },
    {
      type: 'list',
      ordered: false,
      items: [
        'A prospect intelligence workflow that assembled more than 100 data points per account and produced a one-page brief for every meeting.',
        'Signal monitoring for controller hires and ERP changes, so outreach started when the moment was right rather than when the list was ready.',
        'Personalized multi-channel sequences, drafted with AI and reviewed by a human editor before any new template went out.',
        'Verification and de-duplication before records reached the CRM, plus a one-time clean-up of the existing database.',
      ],
    },
    { type: 'heading', text: 'What changed' },
    { type: 'paragraph', text: 'By the end of the build the team was taking 8-12 strategic meetings a month from the new system alone. Sellers stopped researching before calls because the brief was already in their inbox. The founder stopped reviewing sequences because the quality checks did that job. The two SDRs moved into roles closer to the deals, running discovery calls and building relationships with champions, which was work they were better at and enjoyed more.' },
    { type: 'heading', text: 'The lesson' },
    { type: 'paragraph', text: 'None of this required replacing people. It required deciding what people are brilliant at, protecting that time, and engineering everything else. Technology did the repetitive work; humans did the judgment. That balance, rather than any single tool, is what moved the numbers.' },
  ],
} as const satisfies BlogPost;
