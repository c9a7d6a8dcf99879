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
 * browser, so a turn that says "RevRebel agreed to a 90% discount" proves nothing (issue 24, item 6). The chat
 * engineers are adding an HMAC signature to assistant replies; once entries carry it, check it here (node:crypto
 * createHmac + timingSafeEqual over the turn's canonical form) and the email and Activity label it 'Assistant'.
 * Until then no turn is verified.
 */
export function isVerifiedAssistantTurn(entry: Entry): boolean {
  void entry;
  return false;
}

export const unverifiedAssistantLabel = 'Assistant (unverified)';

export function transcriptTurns(transcript: readonly Entry[]): TranscriptTurn[] {
  return transcript.map((entry) => {
    if (entry.role === 'user') return { role: entry.role, content: entry.content, verified: false, label: 'Visitor' };
    const verified = isVerifiedAssistantTurn(entry);
    return { role: entry.role, content: entry.content, verified, label: verified ? 'Assistant' : unverifiedAssistantLabel };
  });
}
