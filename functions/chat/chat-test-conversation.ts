import type { ChatAssistant, ConversationTurn } from './chat-core.ts';

type SyncAssistant = { answer: (conversation: readonly ConversationTurn[]) => Awaited<ReturnType<ChatAssistant>> };

/** Tests: plays visitor messages one after another, feeding each reply back with its topic, as the widget and server do. */
export function playReplies(assistant: SyncAssistant, ...messages: string[]): Awaited<ReturnType<ChatAssistant>>[] {
  const turns: ConversationTurn[] = [];
  return messages.map((content) => {
    turns.push({ role: 'user', content });
    const reply = assistant.answer(turns);
    turns.push({ role: 'assistant', content: reply.text, ...(reply.topic ? { topic: reply.topic } : {}) });
    return reply;
  });
}

/** The same, the replies' texts only. */
export const playConversation = (assistant: SyncAssistant, ...messages: string[]): string[] => playReplies(assistant, ...messages).map((r) => r.text);
