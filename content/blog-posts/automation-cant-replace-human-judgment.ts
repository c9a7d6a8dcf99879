import { blogAuthors } from '../blog-authors.ts';
import type { BlogPost } from '../blog-types.ts';

export const automationCantReplaceHumanJudgmentPost = {
  id: '3',
  slug: 'automation-cant-replace-human-judgment',
  title: "What Automation Can't Replace: Human Judgment in B2B Sales",
  excerpt: 'AI can research, enrich, draft and schedule. It cannot read a room or earn trust. Where we draw the line between system and seller, and why it matters.',
  date: 'August 5, 2025',
  readTime: '3 min read',
  category: 'Strategy',
  author: blogAuthors.strategy.name,
  authorTitle: blogAuthors.strategy.title,
  tags: ['AI in Sales', 'Human-First Design', 'Sales Strategy', 'Buyer Relationships'],
  publishDate: '2025-08-05',
  modifiedDate: '2025-08-05',
  body: [
    { type: 'paragraph', text: 'We automate a lot of sales work for a living, so it may surprise you that one of our strongest opinions is about what should never be automated. Get this line wrong in one direction and your people drown in busywork. Get it wrong in the other and you send confident nonsense to the buyers you most want to impress.' },
    { type: 'heading', text: 'What machines are genuinely better at' },
    {
      type: 'list',
      ordered: false,
      items: [
        'Gathering and cross-checking data: company size, tech stack, hiring patterns, funding news and contact details across many sources.',
        'Watching for signals around the clock, such as a new executive, a job posting or a product launch, and noticing when several line up.',
        'Drafting first versions of messages that reference those signals accurately.',
        'Keeping records consistent: logging activity, merging duplicates and routing leads to the right owner.',
      ],
    },
    { type: 'paragraph', text: 'None of that needs judgment. It needs consistency and speed, and a well-engineered system will do it better than a tired human at the end of a long week.' },
    { type: 'heading', text: 'What people are irreplaceable at' },
    {
      type: 'list',
      ordered: false,
      items: [
        "Reading context that is not in the data: the hesitation in a champion's voice, an internal reorganization nobody has announced, a budget owner who is quietly skeptical.",
        'Deciding when not to reach out, for example after a layoff announcement or a public incident.',
        'Shaping a deal: deciding which problem to lead with, which stakeholder to involve next and when to walk away.',
        'Earning trust, which only happens between people.',
      ],
    },
    { type: 'heading', text: 'Where the line goes wrong' },
    { type: 'paragraph', text: "The most common mistake is letting the machine decide who to contact and what to say with no human checkpoint. The message looks personalized because it mentions a funding round, but it lands the week the company announced layoffs. The buyer does not think 'clever automation'. They think 'this company does not pay attention'." },
    { type: 'paragraph', text: 'The opposite mistake is just as expensive: keeping humans in loops where they add nothing. A senior seller copying contact details into the CRM is not exercising judgment. They are burning the one resource you cannot buy more of.' },
    { type: 'heading', text: 'How we design the handoff' },
    { type: 'paragraph', text: 'In every system we build, the machine prepares and the human decides. Research arrives as a brief, not a verdict. New message templates go to a human editor before they are used. Sensitive signals such as layoffs, leadership exits or legal news pause outreach and alert a person instead of triggering a sequence. Booked meetings arrive with context, so the first five minutes of the call are spent on the buyer, not on catching up.' },
    { type: 'paragraph', text: 'This is why our message relevance stays around 85% and why the meetings convert: the system does the volume, and people supply the judgment. Automation should make your sellers more human in front of buyers, not less.' },
  ],
} as const satisfies BlogPost;
