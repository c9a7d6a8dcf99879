import { blogAuthors } from '../blog-authors.ts';
import type { BlogPost } from '../blog-types.ts';

export const automationDisappointmentPost = {
  id: '1',
  slug: 'automation-disappointment',
  title: "The Automation Disappointment: Why Sales Tech Isn't Saving You Time",
  excerpt: 'You bought sales tools to get hours back. Instead, your team now manages the tools. Why automation disappoints, and what engineered automation does differently.',
  date: 'September 16, 2025',
  readTime: '3 min read',
  category: 'Strategy',
  author: blogAuthors.strategy.name,
  authorTitle: blogAuthors.strategy.title,
  tags: ['Sales Automation', 'GTM Strategy', 'Revenue Operations', 'Tech Stack'],
  publishDate: '2025-09-16',
  modifiedDate: '2025-09-30',
  body: [
    { type: 'paragraph', text: 'Every sales tool pitch ends with the same promise: your team will get hours back every week. Then the contract is signed, the onboarding calls are done, and six months later your account executives are still researching prospects on a Tuesday afternoon. The only difference is that they now do it with four more browser tabs open.' },
    { type: 'paragraph', text: 'This is the automation disappointment, and almost every B2B team we meet has lived through it. It is rarely the fault of the tool. It is the result of buying automation without engineering a system around it.' },
    { type: 'heading', text: 'Three reasons automation disappoints' },
    {
      type: 'list',
      ordered: true,
      items: [
        'It automates tasks, not outcomes. A sequencing tool sends emails faster, but nobody asked whether the emails were worth sending. Speeding up a broken process only produces the broken result sooner.',
        "Nobody owns the system. Tools are bought by sales, configured by whoever has time and maintained by nobody. When an integration silently fails, the first sign is a CRM full of duplicates or a quarter's worth of missing activity.",
        'It optimizes for volume instead of relevance. When sending is cheap, teams send more. Reply rates fall, domains get flagged, and leadership concludes that outbound does not work.',
      ],
    },
    { type: 'heading', text: 'The hidden cost: your people become the glue' },
    { type: 'paragraph', text: "When tools do not talk to each other, people fill the gaps. They export lists, clean them in spreadsheets, re-import them, copy notes from one system to another and reconcile reports that disagree. We regularly measure a 65% productivity loss: that much of a seller's week goes to research, list building and data entry instead of selling. The tools were supposed to remove that work. Instead they moved it around." },
    { type: 'heading', text: 'What engineered automation looks like' },
    { type: 'paragraph', text: 'Engineering starts from the outcome and works backward. If the goal is 8-12 strategic meetings a month with the right decision-makers, the system needs to know who those people are, when they are likely to care, what to say to them and how to hand a booked meeting to a seller with everything they need. Each of those is a workflow with an owner, a measure and a failure alert.' },
    {
      type: 'list',
      ordered: false,
      items: [
        'Research happens before a human is involved, so a seller opens a one-page brief instead of ten tabs.',
        'Data is verified and de-duplicated before it enters the CRM, not cleaned up afterward.',
        'Outreach is triggered by real buying signals, and every new template is reviewed by a person.',
        'Every integration reports its own health, so failures are fixed in hours rather than discovered in the quarterly review.',
      ],
    },
    { type: 'heading', text: 'A five-minute test for your stack' },
    { type: 'paragraph', text: "Ask your team three questions. How many hours did you spend last week on research and data entry? Which of our tools could you switch off tomorrow without anyone noticing? Who gets told when an integration fails? If the answers are 'a lot', 'at least one' and 'nobody', you do not have a tooling problem. You have a systems problem, and buying another tool will not fix it." },
    { type: 'paragraph', text: 'The good news is that systems problems are solvable. Map the work, decide what stays human, connect what you already own and measure everything. That is how automation finally gives your people their time back, and why the teams we work with reclaim around 70% of the hours they used to lose to busywork.' },
  ],
} as const satisfies BlogPost;
