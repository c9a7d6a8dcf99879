import type { ChatLeadEntry } from '../../contracts/chat-lead.ts';
import { verifyTurn } from '../shared/chat-signature.ts';
import type { Deadline } from '../shared/deadline.ts';
import { secretValue } from '../shared/secrets.ts';
import type { Settings } from '../shared/settings.ts';
import type { CaptureInput } from './capture-lead.ts';
import type { LeadInput } from './chat-lead-input.ts';
import { errorText, type LeadLog } from './deliver-lead.ts';

/** How long the key read may take at capture: the lead's own store and first email need the rest of the time. */
const keyReadBudgetMs = 2_000;

export type SigningKeyReader = () => Promise<string | undefined>;

/** Reads the chat's signing key (CHAT_SIGNING_KEY locally, the generated secret in AWS) within the capture's deadline. */
export function signingKeyReader(settings: Settings, deadline: Deadline): SigningKeyReader {
  return () => secretValue(settings, 'CHAT_SIGNING_KEY', undefined, deadline.within(keyReadBudgetMs));
}

/**
 * The capture input with each chat assistant turn marked verified when its signature is the chat's own over exactly
 * that text and topic (issue 21; issue 24 item 6). Never refuses or loses the lead: with the key unset or unreadable
 * every assistant turn stays unverified, and a log line says why. Other lead kinds, and chat transcripts that carry
 * no signature at all, pass through without reading the key.
 */
export async function withVerifiedTurns(input: LeadInput, readKey: SigningKeyReader, log: Pick<LeadLog, 'error'>): Promise<CaptureInput> {
  const { signedTranscript, ...capture } = input;
  if (capture.lead.kind !== 'chat' || !signedTranscript?.some((entry) => entry.role === 'assistant' && entry.sig)) return capture;
  const key = await readKeyOrLog(readKey, log);
  if (!key) return capture;
  const transcript = signedTranscript.map((entry: ChatLeadEntry) => ({
    role: entry.role,
    content: entry.content,
    verified: entry.role === 'assistant' && verifyTurn(key, entry),
  }));
  return { ...capture, lead: { kind: 'chat', lead: { ...capture.lead.lead, transcript } } };
}

async function readKeyOrLog(readKey: SigningKeyReader, log: Pick<LeadLog, 'error'>): Promise<string | undefined> {
  try {
    const key = await readKey();
    if (!key) log.error('Chat handoff turns left unverified: no chat signing key is set', { chatTurnsUnverified: true, reason: 'key unset' });
    return key;
  } catch (error) {
    log.error('Chat handoff turns left unverified: the chat signing key could not be read', { chatTurnsUnverified: true, reason: 'key unreadable', error: errorText(error) });
    return undefined;
  }
}
