// A sentence that asks: a question mark, a question word (after an 'and'/'also'), or 'I'd like to know'.
const asking = /\?|^\s*((and|also|plus|so|then|but|ok|okay|and also),?\s+)?(what|how|which|when|where|why|who|is|are|do|does|can|could|would|should)\b|\b(i (want|need|would like|d like|'d like) to (know|understand|find out|learn|see)|wondering|my question|tell me|let me know|can you|could you)\b/i;

/**
 * In a long message the story around the question is context, not questions: when some sentences ask something,
 * only their intents are answered ("we've got 4 SDRs ... where would you start and what would it cost?").
 */
export function questionText(text: string): string {
  const sentences = text.split(/(?<=[.!?\n])\s+/).filter((s) => s.trim() !== '');
  if (sentences.length < 3) return text;
  const questions = sentences.filter((s) => asking.test(s));
  return questions.length > 0 ? questions.join(' ') : text;
}
