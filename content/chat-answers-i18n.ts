import type { ChatLanguage, TranslatedRow } from './chat-answer-types.ts';
import { germanRows } from './chat-answers-de.ts';
import { spanishRows } from './chat-answers-es.ts';
import { frenchRows } from './chat-answers-fr.ts';

/** Rows answered in the visitor's language (the core families); the rest is answered in English after `answersInEnglish`. */
export const translatedAnswers: Partial<Record<ChatLanguage, Readonly<Record<string, TranslatedRow>>>> = { es: spanishRows, fr: frenchRows, de: germanRows };

/** "I answer in English" in the visitor's language, before the English answer. */
export const answersInEnglish: Record<Exclude<ChatLanguage, 'en'>, string> = {
  es: 'Respondo en inglés, pero aquí tiene la información:',
  fr: 'Je réponds en anglais, mais voici les informations :',
  de: 'Ich antworte auf Englisch, aber hier sind die Informationen:',
  pt: 'Respondo em inglês, mas aqui estão as informações:',
  it: 'Rispondo in inglese, ma ecco le informazioni:',
  nl: 'Ik antwoord in het Engels, maar hier is de informatie:',
};
