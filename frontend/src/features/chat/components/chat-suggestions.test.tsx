import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatRequest } from '../../../../../contracts/chat.ts';
import { suggestedQuestions } from '../logic/suggested-questions.ts';
import { answer, fetchMock, flush, openChat, renderWidget, sendMessage } from './chat-widget-testing.tsx';

// The suggested questions under the opener (design review: the panel with only the opener looked empty).

describe('ChatWidget suggested questions', () => {
  it('shows them as buttons in a labelled group, outside the conversation log, while the opener is the only message', async () => {
    await renderWidget();
    const dialog = await openChat();
    const group = within(dialog).getByRole('group', { name: 'Suggested questions' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual([...suggestedQuestions]);
    expect(within(dialog).getByRole('log').children).toHaveLength(1);
  });

  it('sends the pressed one as the visitor message, then leaves them out; the focus waits in the panel for the field', async () => {
    answer(200, { reply: 'Our prices are fixed and published.' });
    await renderWidget();
    const dialog = await openChat();
    const question = suggestedQuestions[0] as string;
    fireEvent.click(within(dialog).getByRole('button', { name: question }));
    await flush();
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as ChatRequest;
    expect(body).toEqual({ message: question, history: [{ role: 'user', content: question }] });
    expect(within(dialog).getByRole('log').textContent).toContain(question);
    expect(within(dialog).queryByRole('group', { name: 'Suggested questions' })).toBeNull();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await flush(5000);
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Your message' }));
  });

  it('are gone once the visitor has typed a question of their own', async () => {
    answer(200, { reply: 'Santa Cruz, California.' });
    await renderWidget();
    const dialog = await openChat();
    await sendMessage('Where are you?');
    await flush(5000);
    expect(screen.queryByRole('group', { name: 'Suggested questions' })).toBeNull();
    expect(within(dialog).getByRole('log').children).toHaveLength(3);
  });
});
