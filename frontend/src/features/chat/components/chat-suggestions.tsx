import { UnstyledButton } from '@mantine/core';
import { suggestedQuestions } from '../logic/suggested-questions.ts';
import classes from './chat-widget.module.css';

/**
 * A few first questions under the opener, shown while it is the only message: one press sends one as the visitor's
 * message. Plain buttons in a labelled group (keyboard and screen readers reach them like any button), set in the
 * visitor's colour and side of the conversation, in sentence case rather than the site's capitals for buttons.
 */
export function ChatSuggestions({ onAsk }: { onAsk: (question: string) => void }) {
  return (
    <div className={classes.suggestions} role="group" aria-label="Suggested questions">
      {suggestedQuestions.map((question) => (
        <UnstyledButton key={question} className={classes.suggestion} onClick={() => onAsk(question)}>
          {question}
        </UnstyledButton>
      ))}
    </div>
  );
}
