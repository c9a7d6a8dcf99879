import { bookingLinkPlaceholder } from '../contracts/chat.ts';
import { bookingConfig } from './booking.ts';
import type { AnswerContext, TranslatedRow } from './chat-answer-types.ts';
import { company } from './company.ts';
import { engagements, type Engagement } from './engagements.ts';

/** Spanish rows for the core families (same ids as chat-answers.ts); figures come from the engagement facts. */
const billing = { 'one-time': 'pago único', fixed: 'precio fijo', monthly: 'al mes' } as const;
const units = (d: string) => d.replace(/weeks?/, 'semanas').replace(/months?/, 'meses');
const price = (e: Engagement) => `${e.title}: ${e.price.label} (${billing[e.price.billing]})`;
const duration = (e: Engagement) =>
  e.coreDuration === e.engagementDuration ? `${e.title}: continuo, mes a mes, sin contrato a largo plazo` : `${e.title}: ${units(e.coreDuration)} de trabajo, dentro de ${units(e.engagementDuration)} desde el inicio hasta la entrega`;
const write = ({ contactEmail }: AnswerContext) => (contactEmail ? `escríbanos a ${contactEmail} o use el formulario de /contact` : 'use el formulario de /contact');


export const spanishRows: Readonly<Record<string, TranslatedRow>> = {
  'what-we-do': {
    asks: ['qué hace RevRebel', 'a qué se dedican', 'qué hacen ustedes', 'quiénes son', 'qué es RevRebel'],
    answer: () => `${company.name} es una consultora de ingeniería go-to-market: diseñamos y operamos la automatización de la investigación de prospectos, las listas, el enriquecimiento de datos, el outreach y la higiene del CRM, para que su equipo de ventas dedique su tiempo a conversaciones y acuerdos.`,
  },
  price: {
    asks: ['cuánto cuesta', 'cuáles son sus precios', 'precio de la auditoría', 'cuánto cobran', 'tarifas'],
    answer: ({ engagement }) => `Nuestros precios son fijos y públicos: ${(engagement ? [engagement] : engagements).map(price).join('; ')}. La sesión de estrategia es gratuita.`,
  },
  duration: {
    asks: ['cuánto tiempo tarda', 'cuánto dura', 'cuántas semanas', 'plazo del proyecto', 'duración'],
    answer: ({ engagement }) => `${(engagement ? [engagement] : engagements).map(duration).join('; ')}.`,
  },
  booking: {
    asks: ['cómo reservo una llamada', 'quiero agendar una reunión', 'me gustaría reservar una reunión', 'sesión de estrategia', 'quiero hablar con alguien', 'cómo empezamos'],
    answer: () => `Reserve una ${bookingConfig.eventName} gratuita de ${bookingConfig.durationMinutes} minutos por videollamada: ${bookingLinkPlaceholder}`,
  },
  contact: {
    asks: ['cómo los contacto', 'cuál es su correo', 'teléfono', 'datos de contacto', 'cómo me comunico con ustedes'],
    answer: (context) => `Para hablar con un estratega, ${write(context)}; respondemos a todos los mensajes. También puede reservar una llamada: ${bookingLinkPlaceholder}`,
  },
  compare: { asks: ['cuál es la diferencia entre', 'diferencia entre la auditoría y la orquestación', 'comparar los servicios'] },
  'terms-change': { asks: ['podemos empezar con la auditoría y luego cambiar', 'cambiar de plan después', 'pasar a otro servicio'] },
  'fit-general': { asks: ['es para nosotros', 'vale la pena para una startup', 'qué nos recomiendan', 'por dónde empezamos'] },
  location: { asks: ['dónde están ubicados', 'trabajan con empresas en otros países', 'trabajan en remoto', 'dónde está su oficina'] },
  greeting: {
    asks: ['hola', 'buenos días', 'buenas tardes'],
    answer: () => `¡Hola! Soy el asistente de ${company.name}. Pregúnteme por nuestros servicios, precios, plazos o cómo reservar una sesión de estrategia gratuita.`,
  },
};
