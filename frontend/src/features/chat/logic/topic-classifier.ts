/**
 * Reads what a visitor's message is about, by keyword weights (spec section 9), and how emotionally charged it
 * is. Both only shape the typing filler (its line and how long it shows), never the answer.
 */
export const chatTopics = [
  'admin-work',
  'team-burnout',
  'crm-pain',
  'lead-quality',
  'hiring-sdrs',
  'pipeline-growth',
  'tool-sprawl',
  'pricing',
] as const;
export type ChatTopic = (typeof chatTopics)[number];

/** Phrase -> weight. Phrases match whole words, case-insensitively. */
export const topicKeywordWeights: Record<ChatTopic, Readonly<Record<string, number>>> = {
  'admin-work': { admin: 3, 'data entry': 3, spreadsheet: 2, spreadsheets: 2, manual: 2, busywork: 3, paperwork: 3, research: 1, 'copy paste': 2, repetitive: 2, 'list building': 2 },
  'team-burnout': { burnout: 3, 'burned out': 3, 'burnt out': 3, exhausted: 3, overwhelmed: 3, overworked: 3, tired: 2, stress: 2, stressed: 2, morale: 2, turnover: 2, quitting: 2, drowning: 2 },
  'crm-pain': { crm: 2, salesforce: 2, hubspot: 2, pipedrive: 2, duplicates: 3, 'dirty data': 3, 'messy data': 3, 'data quality': 2, 'bad data': 3, hygiene: 2, outdated: 1 },
  'lead-quality': { leads: 1, 'lead quality': 3, unqualified: 3, 'bad leads': 3, icp: 2, 'ideal customer': 2, targeting: 2, 'wrong people': 3, 'no-show': 2, 'no-shows': 2 },
  'hiring-sdrs': { sdr: 2, sdrs: 2, bdr: 2, bdrs: 2, hire: 2, hiring: 2, recruit: 2, ramp: 1, 'sales team': 1, headcount: 2, outsource: 2 },
  'pipeline-growth': { pipeline: 2, meetings: 2, growth: 1, grow: 1, revenue: 1, quota: 2, 'more deals': 3, outbound: 2, conversion: 2, 'reply rate': 2, 'response rate': 2 },
  'tool-sprawl': { tools: 2, stack: 2, 'tech stack': 3, integration: 2, integrations: 2, software: 1, platform: 1, disconnected: 3, apollo: 2, zoominfo: 2, outreach: 1, automation: 1 },
  pricing: { price: 3, pricing: 3, cost: 3, costs: 3, 'how much': 3, budget: 2, expensive: 2, afford: 2, fee: 2, roi: 2, invest: 1 },
};

/** A topic counts as detected from this score up. */
export const topicThreshold = 2;

const emotionalWords = [
  'frustrated', 'frustrating', 'annoyed', 'annoying', 'angry', 'hate', 'sick of', 'fed up', 'tired', 'exhausted', 'overwhelmed',
  'stressed', 'desperate', 'struggling', 'drowning', 'nightmare', 'awful', 'terrible', 'ugh', 'argh', 'worried', 'scared',
  'love', 'excited', 'amazing', 'awesome', 'crazy', 'insane', 'burned out', 'burnt out', 'killing',
];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function occurrences(text: string, phrase: string): number {
  const pattern = new RegExp(`(?<![a-z0-9])${escape(phrase).replace(/ /g, '\\s+')}(?![a-z0-9])`, 'g');
  return text.match(pattern)?.length ?? 0;
}

export function countWords(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length;
}

/**
 * Emotional signals: each emotional word, each exclamation mark (at most 3 in all) and each shouted word (3+
 * capital letters, not a known acronym).
 */
export function countEmotionalSignals(text: string): number {
  const lower = text.toLowerCase();
  const words = emotionalWords.reduce((sum, word) => sum + occurrences(lower, word), 0);
  const exclamations = Math.min(3, text.match(/!/g)?.length ?? 0);
  const shouted = (text.match(/\b[A-Z]{3,}\b/g) ?? []).filter((w) => !acronyms.has(w)).length;
  return words + exclamations + shouted;
}

const acronyms = new Set(['CRM', 'SDR', 'SDRS', 'BDR', 'BDRS', 'GTM', 'ICP', 'ROI', 'KPI', 'CEO', 'CTO', 'CRO', 'VP', 'B2B', 'SAAS', 'API', 'USA', 'AI']);

export interface MessageClassification {
  /** The best-scoring topic at or above the threshold. */
  readonly topic: ChatTopic | undefined;
  readonly scores: Readonly<Record<ChatTopic, number>>;
  readonly emotionalSignals: number;
  readonly wordCount: number;
}

export function classifyMessage(text: string): MessageClassification {
  const lower = text.toLowerCase();
  const scores = Object.fromEntries(
    chatTopics.map((topic) => [
      topic,
      Object.entries(topicKeywordWeights[topic]).reduce((sum, [phrase, weight]) => sum + weight * occurrences(lower, phrase), 0),
    ]),
  ) as Record<ChatTopic, number>;
  let topic: ChatTopic | undefined;
  for (const candidate of chatTopics) {
    if (scores[candidate] >= topicThreshold && (topic === undefined || scores[candidate] > scores[topic])) topic = candidate;
  }
  return { topic, scores, emotionalSignals: countEmotionalSignals(text), wordCount: countWords(text) };
}
