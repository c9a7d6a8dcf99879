import { it } from 'vitest';
import { createMatcher } from '../../functions/chat/offline/matcher.ts';
import { chatAnswers } from '../../content/chat-answers.ts';
import { translatedAnswers } from '../../content/chat-answers-i18n.ts';
it('m', () => {
  const m = createMatcher(chatAnswers, translatedAnswers);
  for (const q of (process.env.QS ?? '').split('|')) console.log(q, JSON.stringify(m(q)));
});
