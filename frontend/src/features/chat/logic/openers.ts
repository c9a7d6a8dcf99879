import { claims } from '../../../../../content/claims.ts';
import { company } from '../../../../../content/company.ts';
import { chatTiming } from './chat-settings.ts';

/**
 * The 10 canned openers (spec section 4). Figures come from content/claims.ts. None uses booking wording, so the
 * opener never carries the booking buttons.
 */
export const chatOpeners: readonly string[] = [
  `Hey! I'm the ${company.name} assistant. What's eating most of your team's week right now?`,
  'Quick question: how many hours did your sellers spend on prospect research last week?',
  `Sellers lose ${claims.productivityLoss.value} of their week to non-selling work. What does that look like on your team?`,
  'Curious what GTM orchestration actually means? Ask me anything.',
  'Wondering what our engagements cost or what they include? I give straight answers.',
  'Is your CRM a source of truth or a source of frustration? Tell me about it.',
  `Teams we work with reclaim ${claims.timeReclaimed.value} of the hours they spent on research and data entry. Want to know how?`,
  'Thinking about hiring SDRs? Ask me what else is possible first.',
  `Hi there! Ask me how B2B teams get ${claims.strategicMeetings.value} strategic meetings a month without manual prospecting.`,
  "What's one task you wish your team never had to do again?",
];

export function randomOpenerIndex(random: () => number = Math.random): number {
  return Math.min(chatOpeners.length - 1, Math.floor(random() * chatOpeners.length));
}

export function nextOpenerIndex(index: number, count: number = chatOpeners.length): number {
  return (index + 1) % count;
}

/**
 * Calls `rotate` every `intervalMs` (15 s) until stopped; the widget runs it only while the conversation holds
 * nothing but the opener. Returns the stop function.
 */
export function startOpenerRotation(rotate: () => void, intervalMs: number = chatTiming.openerRotationMs): () => void {
  const timer = setInterval(rotate, intervalMs);
  return () => clearInterval(timer);
}
