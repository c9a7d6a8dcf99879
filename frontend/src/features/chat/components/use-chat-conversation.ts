import { useRef, useState } from 'react';
import { siteSettings } from '../../../site-settings.ts';
import { useSendChatMessage } from '../api/send-chat-message.ts';
import { historyFor, messageId, replyAfterFiller, type ChatMessage } from '../logic/conversation.ts';
import { fillerDelayMs } from '../logic/filler-timing.ts';
import { fillerLine, pickPersona } from '../logic/personas.ts';
import { hasBookingWording, offersHandoff, replaceBookingPlaceholder, withoutBookingLink, withoutHandoffMarker } from '../logic/reply-text.ts';
import { classifyMessage } from '../logic/topic-classifier.ts';

/** A reply as shown: markers become buttons or forms, and the raw booking URL is dropped when the button is there. */
export function shownReply(raw: string, kind: 'reply' | 'failure'): Pick<ChatMessage, 'text' | 'offersBooking' | 'offersHandoff'> {
  const handoff = kind === 'reply' && offersHandoff(raw);
  const text = withoutHandoffMarker(raw);
  const booking = kind === 'reply' && hasBookingWording(text);
  return { text: booking ? withoutBookingLink(text) : replaceBookingPlaceholder(text, siteSettings.BOOKING_URL), offersBooking: booking, offersHandoff: handoff };
}

/** The conversation: sending a message, the persona's filler line while the reply is on its way, the reply. */
export function useChatConversation() {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  // Guards a second send in the same tick, before `pending` re-renders.
  const pendingRef = useRef(false);
  const send = useSendChatMessage();

  async function sendMessage(text: string) {
    if (text === '' || pendingRef.current) return;
    pendingRef.current = true;
    setPending(true);
    const { topic, emotionalSignals, wordCount } = classifyMessage(text);
    const persona = pickPersona();
    const fillerMs = fillerDelayMs({ wordCount, emotionalSignals, topicDetected: topic !== undefined, personaExtraMs: persona.extraMs });
    const history = historyFor(messages, text);
    const typingId = messageId();
    const now = Date.now();
    setMessages((current) => [
      ...current,
      { id: messageId(), text, sender: 'user', timestamp: now, isTyping: false },
      { id: typingId, text: fillerLine(persona, topic), sender: 'assistant', timestamp: now, isTyping: true },
    ]);
    const { text: replyText, kind, signed } = await replyAfterFiller(send.mutateAsync({ message: text, history }), fillerMs, siteSettings.SUPPORT_PHONE);
    const shown = shownReply(replyText, kind);
    // The signed text goes back with the next message as it came (the shown one has its markers replaced).
    setMessages((current) => current.map((m) => (m.id === typingId ? { ...m, ...shown, kind, ...(signed ? { signed } : {}), isTyping: false, timestamp: Date.now() } : m)));
    pendingRef.current = false;
    setPending(false);
  }

  return { messages, pending, sendMessage };
}
