import { francAll } from 'franc-min';
import { englishWords } from './english-words.ts';

/**
 * The visitor's language, from franc (trigram statistics), limited to the languages our visitors write in so a
 * typo-ridden English message is not read as Scots or Frisian. Short messages stay English unless franc is sure.
 */
export const languages = { eng: 'en', spa: 'es', fra: 'fr', deu: 'de', por: 'pt', ita: 'it', nld: 'nl' } as const;
export type Language = (typeof languages)[keyof typeof languages];

const only = Object.keys(languages);

// Words that settle a message as English before any statistics: typo-ridden English trips trigram models.
const functionWords = /\b(the|you|your|ur|u|is|are|what|whats|how|do|does|we|i|it|to|for|and|of|can|with|my|our|this|that|much|long|pls|thanks|hi|hey|me|a|an|on|in|at|about|someone|have|get|be|just|any|there|please|hello|why|when|where|who|which|or|not|no|yes)\b/i;
// Letters English never uses: a message with them is worth asking franc about, however short.
const foreignMarks = /[¿¡ñáéíóúüàèìòùâêîôûçßäö]/i;

// 'audit vs orchestration', 'first 30 days look like?': every word is in the English dictionary.
function mostlyEnglish(letters: string): boolean {
  const words = letters.toLowerCase().split(' ').filter((w) => w.length > 1);
  return words.length > 0 && words.filter((w) => englishWords.has(w)).length / words.length >= 0.75;
}

export function detectLanguage(text: string): Language {
  const letters = text.replace(/[^\p{L}\s]/gu, ' ').replace(/\s+/g, ' ').trim();
  const marked = foreignMarks.test(text);
  if (!marked && (functionWords.test(letters) || letters.length < 20 || mostlyEnglish(letters))) return 'en';
  if (letters.length < 8) return 'en';
  const scores = francAll(letters, { only, minLength: 8 });
  const [top, score] = scores[0] ?? ['eng', 1];
  const english = scores.find(([code]) => code === 'eng')?.[1] ?? 0;
  // franc scores are relative to the best (1); English close behind wins, so an English typo stays English.
  if (top === 'eng' || english >= 0.9 * score) return 'en';
  // Spanish marks settle short messages that could be Portuguese or Italian.
  if (/[¿¡ñ]/.test(text)) return 'es';
  return languages[top as keyof typeof languages] ?? 'en';
}

/** "I answer in English" in the visitor's language, before the English facts. */
export const answersInEnglish: Record<Exclude<Language, 'en'>, string> = {
  es: 'Respondo en inglés, pero aquí tiene la información:',
  fr: 'Je réponds en anglais, mais voici les informations :',
  de: 'Ich antworte auf Englisch, aber hier sind die Informationen:',
  pt: 'Respondo em inglês, mas aqui estão as informações:',
  it: 'Rispondo in inglese, ma ecco le informazioni:',
  nl: 'Ik antwoord in het Engels, maar hier is de informatie:',
};
