import type { ChatLanguage, RowAsks } from './chat-answer-types.ts';
import { companyAsks } from './chat-answers-company.ts';
import { coverageAsks } from './chat-answers-coverage.ts';
import { germanMoreAsks } from './chat-answers-de-more.ts';
import { germanAsks } from './chat-answers-de.ts';
import { engagementAsks } from './chat-answers-engagements.ts';
import { spanishMoreAsks } from './chat-answers-es-more.ts';
import { spanishAsks } from './chat-answers-es.ts';
import { fitAsks } from './chat-answers-fit.ts';
import { frenchMoreAsks } from './chat-answers-fr-more.ts';
import { frenchAsks } from './chat-answers-fr.ts';
import { howAsks } from './chat-answers-how.ts';
import { journeyAsks } from './chat-answers-journey.ts';
import { legalAsks } from './chat-answers-legal.ts';
import { methodAsks } from './chat-answers-method.ts';
import { moreAsks } from './chat-answers-more.ts';
import { pricingDetailAsks } from './chat-answers-pricing-detail.ts';
import { readingAsks } from './chat-answers-reading.ts';
import { siteAsks } from './chat-answers-site.ts';
import { unstatedAsks } from './chat-answers-unstated.ts';

/**
 * Every row's example phrasings by language: what the matcher searches for each row of content/chat-answers.ts and
 * each translated row. Read by `npm run gen:chat-phrasings` (which ships them compressed to the chat function) and by
 * the tests; the function itself never imports this module.
 */
export const chatAnswerAsks: Readonly<Partial<Record<ChatLanguage, RowAsks>>> = {
  en: {
    ...engagementAsks, ...journeyAsks, ...companyAsks, ...methodAsks, ...howAsks, ...legalAsks, ...unstatedAsks, ...siteAsks,
    ...coverageAsks, ...pricingDetailAsks, ...fitAsks, ...moreAsks, ...readingAsks,
  },
  es: { ...spanishAsks, ...spanishMoreAsks },
  fr: { ...frenchAsks, ...frenchMoreAsks },
  de: { ...germanAsks, ...germanMoreAsks },
};
