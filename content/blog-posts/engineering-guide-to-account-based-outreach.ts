import { blogAuthors } from '../blog-authors.ts';
import type { BlogPost } from '../blog-types.ts';

export const engineeringGuideToAccountBasedOutreachPost = {
  id: '4',
  slug: 'engineering-guide-to-account-based-outreach',
  title: "The Engineer's Guide to Account-Based Outreach",
  excerpt: 'Account-based outreach fails as a campaign and works as a system. A step-by-step build: tiers, signals, buying committees, sequences and feedback loops.',
  date: 'July 15, 2025',
  readTime: '3 min read',
  category: 'Tactics',
  author: blogAuthors.engineering.name,
  authorTitle: blogAuthors.engineering.title,
  tags: ['Account-Based Marketing', 'Outbound', 'Buying Signals', 'Personalization'],
  publishDate: '2025-07-15',
  modifiedDate: '2025-08-01',
  body: [
    { type: 'paragraph', text: 'Account-based outreach has a reputation problem. Teams pick 200 dream accounts, send them the same sequence with the company name swapped in, and conclude that ABM is expensive theater. The idea is sound. The execution is usually a campaign when it should be a system.' },
    { type: 'paragraph', text: 'Here is how we engineer it, step by step.' },
    { type: 'heading', text: '1. Build tiers from evidence, not ambition' },
    { type: 'paragraph', text: 'Start with your closed-won deals from the last 18 months. Look for the traits they share: size, growth rate, tech stack, team structure, the trigger that started the conversation. Use those traits to split your target market into three tiers. Tier 1 gets deep, researched, human-led outreach. Tier 2 gets signal-triggered personalization. Tier 3 gets lighter, automated nurture. Most teams skip this step and treat every logo on the wish list as Tier 1, which is how ABM budgets disappear.' },
    { type: 'heading', text: '2. Map the buying committee' },
    { type: 'paragraph', text: 'B2B deals are rarely signed by one person. For each tier, define the roles that matter: the economic buyer, the champion who feels the pain every day, the technical evaluator and the person most likely to block the deal. Your system should find and verify a contact for each role, not just the most senior title it can locate.' },
    { type: 'heading', text: '3. Decide which signals open the door' },
    {
      type: 'list',
      ordered: false,
      items: [
        'Leadership changes: a new VP in the department you sell to often means new priorities and a fresh budget.',
        'Hiring patterns: a cluster of job posts for the role your product supports suggests growing pain.',
        'Technology changes: adopting or dropping a complementary tool creates a natural reason to talk.',
        'Funding and expansion: new capital or new markets usually come with new targets.',
      ],
    },
    { type: 'paragraph', text: 'Weight these signals by how often they preceded closed-won deals in your own data. That weighting is what turns a list into a queue.' },
    { type: 'heading', text: '4. Write for the role, personalize for the moment' },
    { type: 'paragraph', text: 'Build message frameworks per role: what the champion cares about is not what the CFO cares about. Then let the personalization engine fill in the moment, meaning the signal, the relevant detail and the specific reason to talk now. Have a person review every new template before it runs. This combination is how we keep message relevance around 85% and see response rates about 40% higher than template sequences.' },
    { type: 'heading', text: '5. Orchestrate channels around the account' },
    { type: 'paragraph', text: 'Coordinate email, LinkedIn and calls across the committee so that the champion and the economic buyer hear a consistent story without being bombarded. Set account-level limits, not just contact-level ones, so one company never gets eight messages in a day from your team.' },
    { type: 'heading', text: '6. Close the loop' },
    { type: 'paragraph', text: 'Every reply, meeting and lost deal should flow back into the tiering and signal weights. If a signal stops predicting meetings, its weight drops. If a new pattern appears in closed-won deals, it becomes a signal. That feedback loop is the difference between a campaign that decays and a system that learns.' },
    { type: 'paragraph', text: "Built this way, account-based outreach stops being theater and becomes the most efficient way to spend your sellers' time: on the right accounts, at the right moment, with the right people in the room." },
  ],
} as const satisfies BlogPost;
