import type { ChatLanguage } from './chat-answer-types.ts';
import blind1 from './chat-phrasings/blind-1.json' with { type: 'json' };
import blind2 from './chat-phrasings/blind-2.json' with { type: 'json' };
import blind3 from './chat-phrasings/blind-3.json' with { type: 'json' };
import blind4 from './chat-phrasings/blind-4.json' with { type: 'json' };
import blind5 from './chat-phrasings/blind-5.json' with { type: 'json' };
import blind6 from './chat-phrasings/blind-6.json' with { type: 'json' };
import blind7 from './chat-phrasings/blind-7.json' with { type: 'json' };
import blind8 from './chat-phrasings/blind-8.json' with { type: 'json' };
import blind9 from './chat-phrasings/blind-9.json' with { type: 'json' };
import blind10 from './chat-phrasings/blind-10.json' with { type: 'json' };
import blind11 from './chat-phrasings/blind-11.json' with { type: 'json' };
import blind12 from './chat-phrasings/blind-12.json' with { type: 'json' };
import dev1 from './chat-phrasings/dev-1.json' with { type: 'json' };
import train1 from './chat-phrasings/train-1.json' with { type: 'json' };
import train2 from './chat-phrasings/train-2.json' with { type: 'json' };
import train3 from './chat-phrasings/train-3.json' with { type: 'json' };
import train4 from './chat-phrasings/train-4.json' with { type: 'json' };
import train5 from './chat-phrasings/train-5.json' with { type: 'json' };
import train6 from './chat-phrasings/train-6.json' with { type: 'json' };
import writerB from './chat-phrasings/writer-b.json' with { type: 'json' };
import writerC from './chat-phrasings/writer-c.json' with { type: 'json' };
import tableExtra from './chat-phrasings/table-extra.json' with { type: 'json' };

/**
 * Visitor messages for the answer table's rows, written by people who never saw the matcher: the offline chat's
 * matcher reads them beside each row's own `asks` (functions/chat/offline/phrasings.ts). Data only: a source is a
 * JSON file of `{ rowId: { en: [...], es: [...], fr: [...], de: [...] } }`.
 */
export interface PhrasingSource {
  /** The eval set a source comes from, so `npm run eval:chat -- --routing` can leave it out when it measures that set. */
  readonly id: string;
  readonly rows: Readonly<Record<string, Partial<Record<ChatLanguage, readonly string[]>>>>;
}

// Writers who read the rows (id, asks, answer) and content/, not the matcher or any eval set. writer-b: six English
// messages per row of the first 150 (short, blunt, non-native, a described situation, two in other words) and es/fr/de;
// writer-c: eight per row added in round 7 (short, casual, situations, paraphrases) and one each in es/fr/de.
const writers: PhrasingSource[] = [
  { id: 'writer-b', rows: writerB },
  { id: 'writer-c', rows: writerC },
];
// The table's own phrasings past a row's first five (a translation's first two): the rows carry the canonical few,
// the rest ship compressed with the other phrasings (the chat bundle is held under 1 MB).
const table: PhrasingSource[] = [{ id: 'table-extra', rows: tableExtra }];
// The visitor messages of the dev sets (evals/chat/<id>.json), each under the row two outside readers labelled as its
// answer (evals/chat/labels/<id>.json; scripts/phrasings-from-labels.ts). Dev data from then on: the judged blind sets
// after them are the measure.
const devSets: PhrasingSource[] = [
  { id: 'blind-1', rows: blind1 },
  { id: 'blind-2', rows: blind2 },
  { id: 'blind-3', rows: blind3 },
  { id: 'blind-4', rows: blind4 },
  { id: 'blind-5', rows: blind5 },
  { id: 'blind-6', rows: blind6 },
  { id: 'blind-7', rows: blind7 },
  { id: 'blind-8', rows: blind8 },
  { id: 'blind-9', rows: blind9 },
  { id: 'blind-10', rows: blind10 },
  { id: 'blind-11', rows: blind11 },
  { id: 'blind-12', rows: blind12 },
  { id: 'dev-1', rows: dev1 },
  // Written as training data by three more outside writers (same brief as the blind sets), labelled the same way.
  { id: 'train-1', rows: train1 },
  { id: 'train-2', rows: train2 },
  { id: 'train-3', rows: train3 },
  { id: 'train-4', rows: train4 },
  { id: 'train-5', rows: train5 },
  { id: 'train-6', rows: train6 },
];

export const outsidePhrasings: readonly PhrasingSource[] = [...table, ...writers, ...devSets];
