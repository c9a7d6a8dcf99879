/**
 * The visitor's language, from counts of the commonest short words of each language we see (no statistical model:
 * a typo-ridden English message must stay English, and a dictionary or trigram model cost the chat its cold start).
 * A language other than English wins only with at least two of its words and more of them than English has.
 */
export type Language = 'en' | 'es' | 'fr' | 'de' | 'pt' | 'it' | 'nl';

const stopwords: Record<Language, string> = {
  en: 'the a an is are was what whats how do does you your we our i to of for and in on with can much long it this that my me be have get about there please hi hey thanks',
  es: 'el la los las que es en un una por para con no su sus del se lo como más pero qué cuánto cuanto cuesta ustedes usted hola gracias quiero puedo tiene hacen son cómo dónde cuál nuestro nuestra empresa gustaría quisiera reunión llamada reservar tienen trabajan clientes empresas están ubicados oficina hay agendo datos mis venden borren si funciona incluye ofrecen',
  fr: "le la les des du un une et est que qui dans pour pas sur au aux avec ce vous nous je ne il elle sont mais combien coûte quel quelle quels bonjour merci votre vos notre faites êtes comment où peut faire c'est quoi l'appel français gratuit basés boîte personnes tarifs voudrais écrire adresse réserve dur temps dure durée inclus",
  de: 'der die das und ist nicht ein eine zu den von mit sich auf für im dem ich sie es wir ihr sind was wie wer wo kann können haben bitte danke hallo kostet lange ihre unser unsere seid euch macht gibt sitzt habt rabatt kurz enthalten dauert vertrag',
  pt: 'o os as um uma para com não é você vocês quanto custa obrigado olá vocês fazem são como onde qual nosso nossa empresa tem',
  it: 'il lo gli di della è che con non un una sono quanto costa grazie ciao voi fate siete come dove quale nostro nostra',
  nl: 'het een en van is dat niet ik je jij wat hoe kost bedankt hallo jullie zijn waar welke onze ons',
};
const sets = Object.fromEntries(Object.entries(stopwords).map(([k, v]) => [k, new Set(v.split(' '))])) as Record<Language, Set<string>>;
// Letters that settle a tie between languages sharing short words.
const marks: [Language, RegExp][] = [['es', /[¿¡ñ]/], ['fr', /[çèêàùœ]/], ['de', /[ßäöü]/], ['pt', /[ãõ]/]];

/** `prior`: the language of the visitor's earlier messages, kept when this one is too short to tell ('combien en tout ?'). */
export function detectLanguage(text: string, prior: Language = 'en'): Language {
  const words = text.toLowerCase().replace(/’/g, "'").replace(/[^\p{L}\s']/gu, ' ').split(/\s+/).filter(Boolean);
  const score = (lang: Language) => words.filter((w) => sets[lang].has(w)).length + (marks.find(([l]) => l === lang)?.[1].test(text) ? 1 : 0);
  const english = score('en');
  let best: Language = 'en';
  let top = english;
  for (const lang of ['es', 'fr', 'de', 'pt', 'it', 'nl'] as const) {
    const s = score(lang);
    if (s > top) [best, top] = [lang, s];
  }
  if (prior !== 'en' && (top === 0 || (score(prior) >= 1 && score(prior) >= top - 1 && score(prior) >= english))) return prior;
  // A '¿' or '¡' with no English word is Spanish: '¿Usan inteligencia artificial?' has no short word of any list.
  if (english === 0 && best === 'es' && /[¿¡]/.test(text)) return 'es';
  return best !== 'en' && top >= 2 && top > english ? best : 'en';
}

