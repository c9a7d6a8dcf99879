import { bookingLinkPlaceholder, handoffPlaceholder } from '../../contracts/chat.ts';
import type { ChatLeadRecord } from './lead-record.ts';

type Entry = ChatLeadRecord['lead']['transcript'][number];

/** A transcript turn as sales see it: who it claims to be from, and whether the server can vouch for that. */
export interface TranscriptTurn {
  role: Entry['role'];
  content: string;
  /** True only for an assistant turn the chat function signed (never for the visitor's own turns: they need no proof). */
  verified: boolean;
  /** 'Visitor', 'Assistant', or 'Assistant (unverified)'. */
  label: string;
}

/**
 * Whether the chat function vouches for this assistant turn. The handoff transcript is written by the visitor's
 * browser, so a turn that says "RevRebel agreed to a 90% discount" proves nothing (issue 24, item 6). The capture
 * checked each assistant turn's signature and stored the verdict (chat-turn-check.ts); this reads it.
 */
export function isVerifiedAssistantTurn(entry: Entry): boolean {
  return entry.role === 'assistant' && entry.verified === true;
}

export const unverifiedAssistantLabel = 'Assistant (unverified)';

// A verified turn is the reply exactly as the chat signed it, with the markers the widget turns into a link and a
// button; sales read what the visitor saw instead.
const replyMarkers: readonly (readonly [string, string])[] = [
  [bookingLinkPlaceholder, '[booking link]'],
  [handoffPlaceholder, '[offer to pass the chat to sales]'],
];

export function readableReply(content: string): string {
  return replyMarkers.reduce((text, [marker, shown]) => text.replaceAll(marker, shown), content).trim();
}

export function transcriptTurns(transcript: readonly Entry[]): TranscriptTurn[] {
  return transcript.map((entry) => {
    if (entry.role === 'user') return { role: entry.role, content: entry.content, verified: false, label: 'Visitor' };
    const verified = isVerifiedAssistantTurn(entry);
    if (!verified) return { role: entry.role, content: entry.content, verified, label: unverifiedAssistantLabel };
    return { role: entry.role, content: readableReply(entry.content), verified, label: 'Assistant' };
  });
}
