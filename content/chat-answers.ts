import type { ChatAnswerRow } from './chat-answer-types.ts';
import { companyRows } from './chat-answers-company.ts';
import { engagementRows } from './chat-answers-engagements.ts';
import { howRows } from './chat-answers-how.ts';
import { journeyRows } from './chat-answers-journey.ts';
import { legalRows } from './chat-answers-legal.ts';
import { methodRows } from './chat-answers-method.ts';
import { siteRows } from './chat-answers-site.ts';
import { unstatedRows } from './chat-answers-unstated.ts';
import { coverageRows } from './chat-answers-coverage.ts';
import { pricingDetailRows } from './chat-answers-pricing-detail.ts';
import { fitRows } from './chat-answers-fit.ts';
import { moreRows } from './chat-answers-more.ts';
import { readingRows } from './chat-answers-reading.ts';

/** Every offline chat answer: adding an answer is adding a row to one of these tables. Ids are the reply topics. */
export const chatAnswers: readonly ChatAnswerRow[] = [...engagementRows, ...journeyRows, ...companyRows, ...methodRows, ...howRows, ...legalRows, ...unstatedRows, ...siteRows, ...coverageRows, ...pricingDetailRows, ...fitRows, ...moreRows, ...readingRows];
