import type { ChatTopic } from './topic-classifier.ts';

/**
 * The canned personas that voice the typing filler (spec section 9). Each adds its own pause to the filler time
 * (a slow storyteller, a quick rebel) and has a line per topic it has an opinion on, plus general lines.
 */
export interface ChatPersona {
  readonly id: 'rebel' | 'therapist' | 'professor' | 'conspiracy-theorist' | 'truth-bomber' | 'detective' | 'storyteller';
  readonly name: string;
  readonly extraMs: 400 | 600 | 800;
  readonly lines: readonly string[];
  readonly topicLines: Partial<Record<ChatTopic, string>>;
}

export const chatPersonas: readonly ChatPersona[] = [
  {
    id: 'rebel',
    name: 'The Rebel',
    extraMs: 400,
    lines: ['Tearing up the old playbook for you...', 'Hold on, breaking a few rules to get you a straight answer...'],
    topicLines: {
      'admin-work': 'Admin work? Brilliant people deserve better. Hang on...',
      'crm-pain': 'Your CRM should work for you, not the other way round. One sec...',
      'hiring-sdrs': 'Before you post that SDR job ad, hear me out...',
    },
  },
  {
    id: 'therapist',
    name: 'The Therapist',
    extraMs: 600,
    lines: ["I hear you. Let me think about that for a moment...", "That's a fair question. Give me a second..."],
    topicLines: {
      'team-burnout': 'That sounds exhausting. Your team deserves a breather. Thinking...',
      'admin-work': 'All that busywork takes a toll. Let me find something useful...',
      'lead-quality': 'Chasing the wrong leads is draining. Let me look into it...',
    },
  },
  {
    id: 'professor',
    name: 'The Professor',
    extraMs: 800,
    lines: ['Consulting my notes on GTM engineering...', 'An excellent question. Let me structure the answer...'],
    topicLines: {
      'pipeline-growth': 'Pipeline velocity is a fascinating subject. Preparing the short version...',
      'tool-sprawl': 'Ah, the classic case of too many tools and too little system. One moment...',
      pricing: 'Let me pull up the exact figures...',
    },
  },
  {
    id: 'conspiracy-theorist',
    name: 'The Conspiracy Theorist',
    extraMs: 800,
    lines: ["They don't want you to know this, but... hold on...", 'Connecting the dots on the corkboard...'],
    topicLines: {
      'crm-pain': 'Duplicates in your CRM are no accident. Investigating...',
      'hiring-sdrs': "What if the answer isn't another hire? Digging...",
      'tool-sprawl': 'Five tools that never talk to each other? Suspicious. Checking...',
    },
  },
  {
    id: 'truth-bomber',
    name: 'The Truth Bomber',
    extraMs: 400,
    lines: ['Straight answer incoming...', 'No fluff. Give me a second...'],
    topicLines: {
      pricing: 'Real numbers, no "contact us for pricing". Coming up...',
      'lead-quality': 'Hard truth about lead quality on its way...',
      'pipeline-growth': 'Let me tell you what actually moves pipeline...',
    },
  },
  {
    id: 'detective',
    name: 'The Detective',
    extraMs: 600,
    lines: ['Examining the evidence...', 'Following the clues...'],
    topicLines: {
      'admin-work': 'Tracking down where those hours disappear to...',
      'crm-pain': 'Dusting your CRM for fingerprints...',
      'team-burnout': 'Looking for the real cause behind the burnout...',
    },
  },
  {
    id: 'storyteller',
    name: 'The Storyteller',
    extraMs: 800,
    lines: ['Once upon a time, a sales team had a question just like yours...', 'Let me tell you how this usually goes...'],
    topicLines: {
      'team-burnout': 'I once met a team running on coffee and spreadsheets. Let me tell you what changed...',
      'hiring-sdrs': 'There was a founder about to hire three SDRs...',
      'tool-sprawl': 'Picture a tech stack held together with duct tape...',
    },
  },
];

export function pickPersona(random: () => number = Math.random): ChatPersona {
  const index = Math.min(chatPersonas.length - 1, Math.floor(random() * chatPersonas.length));
  return chatPersonas[index] as ChatPersona;
}

/** The persona's line for the topic when it has one, else one of its general lines. */
export function fillerLine(persona: ChatPersona, topic: ChatTopic | undefined, random: () => number = Math.random): string {
  const topical = topic ? persona.topicLines[topic] : undefined;
  if (topical) return topical;
  return persona.lines[Math.min(persona.lines.length - 1, Math.floor(random() * persona.lines.length))] ?? '...';
}
