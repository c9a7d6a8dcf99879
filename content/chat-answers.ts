import type { ChatAnswerRow } from './chat-answer-types.ts';
import { companyRows } from './chat-answers-company.ts';
import { engagementRows } from './chat-answers-engagements.ts';
import { methodRows } from './chat-answers-method.ts';

/** Every offline chat answer: adding an answer is adding a row to one of these tables. Ids are the reply topics. */
export const chatAnswers: readonly ChatAnswerRow[] = [...engagementRows, ...companyRows, ...methodRows];
