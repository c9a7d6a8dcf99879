import { chatFailureMessages, chatLimits, chatWidgetText, type ChatHistoryEntry, type ChatReply } from '../../../../../contracts/chat.ts';

/** A message in the widget (spec section 3), with what kind of assistant message it is. */
export interface ChatMessage {
  readonly id: string;
  readonly text: string;
  readonly sender: 'user' | 'assistant';
  readonly timestamp: number;
  readonly isTyping: boolean;
  /** Assistant messages only: the opener, a real reply, or the apology / empty-reply notice. */
  readonly kind?: 'opener' | 'reply' | 'failure';
  /** A reply that offers booking: the booking buttons follow it (spec section 4). */
  readonly offersBooking?: boolean;
  /** A reply that offers to pass the conversation to sales: the handoff form follows it. */
  readonly offersHandoff?: boolean;
  /** Replies only: the text exactly as the server sent and signed it (markers included), its signature and topic. */
  readonly signed?: SignedReply;
}

/** What the server signed; sent back unchanged so the server can verify the turn is its own. */
export interface SignedReply {
  readonly content: string;
  readonly sig: string;
  readonly topic?: string;
}

let sequence = 0;
export function messageId(): string {
  sequence += 1;
  return `chat-${Date.now().toString(36)}-${sequence}`;
}

/**
 * One history entry: a signed reply goes back exactly as signed, with its `sig` and `topic` (a cut text would not
 * verify); anything else is its shown text, cut to the contract's entry limit.
 */
export function historyEntryFor(m: ChatMessage): ChatHistoryEntry {
  const { signed } = m;
  if (m.sender === 'assistant' && signed && signed.content.length <= chatLimits.entryChars) {
    return { role: 'assistant', content: signed.content, sig: signed.sig, ...(signed.topic ? { topic: signed.topic } : {}) };
  }
  return { role: m.sender, content: m.text.slice(0, chatLimits.entryChars) };
}

/**
 * The `history` sent with a new message: earlier user turns and real replies (not the opener, the typing filler
 * or failure notices), newest last, ending with the new user turn.
 */
export function historyFor(messages: readonly ChatMessage[], newMessage: string): ChatHistoryEntry[] {
  const earlier = messages.filter((m) => !m.isTyping && (m.sender === 'user' || m.kind === 'reply')).map(historyEntryFor);
  return [...earlier.slice(-(chatLimits.historyEntriesSent - 1)), { role: 'user', content: newMessage }];
}

/**
 * Waits for the reply and for the filler time, whichever is later, and gives the text to show: the reply, the
 * empty-reply notice or the apology with the phone number (spec section 8).
 */
export async function replyAfterFiller(
  request: Promise<ChatReply>,
  fillerMs: number,
  phone: string,
): Promise<{ text: string; kind: 'reply' | 'failure'; signed?: SignedReply }> {
  const [outcome] = await Promise.all([
    request.then(
      (body) => ({ ok: true as const, ...body }),
      () => ({ ok: false as const }),
    ),
    new Promise((resolve) => setTimeout(resolve, fillerMs)),
  ]);
  const text = chatWidgetText(outcome, phone);
  const failed = !outcome.ok || text === chatFailureMessages.empty;
  if (failed || !outcome.sig) return { text, kind: failed ? 'failure' : 'reply' };
  return { text, kind: 'reply', signed: { content: outcome.reply, sig: outcome.sig, ...(outcome.topic ? { topic: outcome.topic } : {}) } };
}
