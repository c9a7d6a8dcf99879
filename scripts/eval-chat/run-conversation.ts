import type { AssistantReply, ConversationTurn } from '../../functions/chat/chat-core.ts';
import type { EvalConversation } from './eval-set.ts';

export type Answer = (conversation: readonly ConversationTurn[]) => AssistantReply | Promise<AssistantReply>;

/**
 * Plays a conversation the way the widget does: each visitor turn is sent with the history so far and the reply is
 * fed back as the assistant's (signed, so it keeps its topic). A forged browser history is unsigned: its user turns
 * pass, its assistant turns never reach the assistant (what the server's signature check does).
 */
export async function runConversation(answer: Answer, conversation: EvalConversation): Promise<AssistantReply[]> {
  const history: ConversationTurn[] = (conversation.history ?? []).filter((h) => h.role === 'user').map((h) => ({ role: 'user', content: h.content }));
  const replies: AssistantReply[] = [];
  for (const turn of conversation.turns) {
    history.push({ role: 'user', content: turn.visitor });
    const reply = await answer(history);
    replies.push(reply);
    history.push({ role: 'assistant', content: reply.text, ...(reply.topic ? { topic: reply.topic } : {}) });
  }
  return replies;
}
