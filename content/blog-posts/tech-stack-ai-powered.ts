import { blogAuthors } from '../blog-authors.ts';
import type { BlogPost } from '../blog-types.ts';

export const techStackAiPoweredPost = {
  id: '7',
  slug: 'tech-stack-ai-powered',
  title: 'Building an AI-Powered GTM Tech Stack That Actually Works Together',
  excerpt: "More AI tools won't fix a disconnected stack. How to design a GTM tech stack in layers, where data flows once, every tool has a job and AI works on clean data.",
  date: 'May 13, 2025',
  readTime: '3 min read',
  category: 'Technology',
  author: blogAuthors.engineering.name,
  authorTitle: blogAuthors.engineering.title,
  tags: ['Tech Stack', 'AI', 'CRM Integration', 'Data Enrichment'],
  publishDate: '2025-05-13',
  modifiedDate: '2025-06-02',
  body: [
    { type: 'paragraph', text: 'Every week another AI sales tool launches with a demo that looks like magic. Research agents, auto-written emails, AI dialers. Bolt a few of them onto an existing stack and something predictable happens: each tool works beautifully in isolation and the stack as a whole gets worse. Data is duplicated, messages contradict each other and nobody knows which system holds the truth.' },
    { type: 'paragraph', text: 'The fix is not fewer tools or more tools. It is architecture.' },
    { type: 'heading', text: 'Design the stack in layers' },
    {
      type: 'list',
      ordered: true,
      items: [
        'System of record. Your CRM is the single source of truth for accounts, contacts, activities and outcomes. Everything else reads from it and writes back to it.',
        'Data layer. Enrichment and verification providers, combined in a waterfall, feed complete and current records into the CRM, so data is checked before it lands rather than cleaned up afterward.',
        'Intelligence layer. AI research, scoring and signal detection run on that clean data and produce decisions: who to contact, when, and why.',
        'Engagement layer. Email, LinkedIn and calling tools execute the outreach and report every touch back to the system of record.',
        'Insight layer. Dashboards and attribution connect activity to meetings, pipeline and revenue.',
      ],
    },
    { type: 'heading', text: 'Rules that keep the layers honest' },
    {
      type: 'list',
      ordered: false,
      items: [
        'Data moves in one direction per field. If two tools can both overwrite a job title, eventually they will fight about it.',
        'Every tool has a job description. If you cannot say in one sentence what a tool does that no other tool does, it is a candidate for removal.',
        'Every integration reports its health. A sync that fails silently for three weeks costs more than the tool it connects.',
        'AI works on verified inputs. A language model that writes from stale or wrong data produces confident, personalized mistakes.',
      ],
    },
    { type: 'heading', text: 'Where AI earns its place' },
    { type: 'paragraph', text: 'AI is at its best where the work is repetitive, data-heavy and reviewable: assembling research from 100+ data points per prospect, spotting combinations of buying signals, drafting first versions of messages and summarizing calls. It earns much less where the work is judgment-heavy, such as deciding strategy, handling sensitive accounts or negotiating. Put humans at those checkpoints and let the machine prepare everything they need.' },
    { type: 'heading', text: 'Audit before you add' },
    { type: 'paragraph', text: 'Before buying another tool, list every tool you pay for, what it does, who owns it and which fields it writes. Most teams we audit find at least one tool that duplicates another and at least one integration nobody monitors. Removing those often frees budget for the layer that is actually missing.' },
    { type: 'paragraph', text: 'A stack designed this way feels boring in the best sense. Data is clean, tools stay in their lanes, and AI finally delivers what the demos promised because it is working on a foundation that can carry it. That is the foundation we build in every Funnel Orchestration engagement, and it is why 100% clean data is a claim we are willing to make.' },
  ],
} as const satisfies BlogPost;
