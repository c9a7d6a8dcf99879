import { bookingLinkPlaceholder, handoffPlaceholder } from '../contracts/chat.ts';
import { newsletterCopy } from './blog-page.ts';
import { company, contactChannelCopy } from './company.ts';
import { bookingConfig } from './booking.ts';
import type { TranslatedRow, RowAsks } from './chat-answer-types.ts';
import { billing, units, write } from './chat-answers-es.ts';
import { i18nFacts as f, joinIn, smallestStart as smallest, yearOf } from './chat-answers-i18n-kit.ts';
import { claims } from './claims.ts';
import { auditEngagement as audit, engagements, fractionalEngagement as fractional, orchestrationEngagement as build, type Engagement, type EngagementId } from './engagements.ts';
import { scalingOutboundStartupToScaleupPost as scaling } from './blog-posts/scaling-outbound-startup-to-scaleup.ts';

/** More Spanish rows (same ids as chat-answers.ts), merged into spanishRows in chat-answers-i18n.ts; figures by reference. */
const min = bookingConfig.durationMinutes;
const priced = (e: Engagement) => `${e.title} (${e.price.label}, ${billing[e.price.billing]})`;
const allPriced = () => joinIn(engagements.map(priced), 'y');
const crms = () => joinIn(f.crms, 'y');
const handoff = (what: string) => `${what} Déjeme su email y paso su pregunta a un estratega, que le responde directamente. ${handoffPlaceholder}`;
const bookingLine = () => `La sesión de estrategia gratuita de ${min} minutos es el lugar para verlo con un estratega: ${bookingLinkPlaceholder}`;
const whoFor = 'empresas tecnológicas B2B, fundadores y equipos de ventas e ingresos cansados de pagar a profesionales cualificados por investigar y cargar datos';
const evenIfNotUs = 'Le recomendaremos el punto de partida adecuado, aunque no seamos nosotros.';
const criteria = 'una reunión que no los cumple no cuenta para la entrega y se reemplaza sin coste adicional';
const chooseIf: Record<EngagementId, string> = {
  'gtm-audit-architecture': 'sabe que algo falla pero no exactamente qué, o necesita un plan antes de comprometer presupuesto',
  'funnel-orchestration': 'está listo para sustituir la prospección manual por un sistema completo y quiere reuniones en cuestión de meses',
  'fractional-gtm-team': 'quiere que un equipo senior opere y haga evolucionar su sistema GTM sin contratar ni gestionar a nadie',
};
const fit = (e: Engagement, why: string) =>
  `Por lo que describe, yo empezaría con ${priced(e)}: ${why} Es la opción adecuada cuando ${chooseIf[e.id]}.${e === audit ? '' : ` Si necesita un plan antes de comprometer presupuesto, ${priced(audit)} es el punto de partida más pequeño.`} El sitio no fija un tamaño mínimo de empresa, y el trabajo funciona con las herramientas que ya usa, con sincronización bidireccional con ${crms()}. ${bookingLine()}`;
const tagline: Record<EngagementId, string> = {
  'gtm-audit-architecture': 'descubra exactamente dónde su GTM pierde tiempo e ingresos',
  'funnel-orchestration': 'diseñamos, construimos y lanzamos su sistema GTM completo',
  'fractional-gtm-team': 'un equipo senior de ingeniería GTM, sin tener que contratarlo',
};
const agenda = ['su enfoque GTM actual, su equipo y sus herramientas', 'dónde pierde su gente tiempo en investigación, listas y carga de datos', 'qué workflows automatizar primero y qué aportarían', 'qué servicio encaja, si alguno, con su situación actual'];

export const spanishMoreRows: Readonly<Record<string, TranslatedRow>> = {
  // blind-31: 'GTM orchestration' asked in Spanish is what we do: a core answer, in the visitor's language.
  'orchestration-meaning': {
    answer: () => 'La orquestación GTM significa que cada herramienta, flujo de trabajo y persona de su motor de ingresos hace su parte en el momento justo. La diseñamos, la construimos y la operamos, para que su equipo deje de ser el pegamento. Tres capas: arquitectura de ingresos (cómo se crean los ingresos), orquestación del equipo (qué hace su gente y qué hace el sistema) e ingeniería de procesos (los flujos automatizados).',
  },
  // blind-30: a visit and a service we don't offer, asked in Spanish, had English answers.
  visit: {
    answer: ({ contactEmail }) => `Sí, con cita previa: nuestra sede está en ${company.address.full}. Para concertar una visita, ${contactEmail ? `escriba a ${contactEmail} o ` : ''}use el formulario de contacto en /contact. Trabajamos en remoto con clientes estén donde estén.`,
  },
  'other-services': {
    answer: () => handoff(`Eso no está entre los servicios que indica el sitio: construimos y operamos el sistema GTM outbound (investigación, listas, enriquecimiento, prospección, reserva de reuniones e higiene del CRM), ofrecido como ${joinIn(engagements.map((e) => e.title), 'y')}.`),
  },
  cheapest: {
    answer: () => `El punto de partida de pago más pequeño es ${smallest.title}: ${smallest.price.label} (${billing[smallest.price.billing]}), sin cuota recurrente ni obligación de seguir con nosotros: ${units(smallest.coreDuration)} de trabajo, dentro de ${units(smallest.engagementDuration)} desde el inicio hasta la entrega. Antes de gastar nada, la ${bookingConfig.eventName} gratuita de ${min} minutos y el plan escrito (el ${f.planName}) que recibe en el plazo de una semana no cuestan nada. ${bookingLine()}`,
  },
  'too-early': {
    answer: () => `El sitio no fija un tamaño mínimo: trabajamos con ${whoFor}. Los precios son fijos: ${allPriced()}, sin versión reducida ni precio publicado para startups u organizaciones sin ánimo de lucro. El punto de partida de pago más pequeño es ${smallest.title}; ${build.title} está pensado para equipos que quieren ir más allá de las ventas lideradas por los fundadores. La sesión gratuita de ${min} minutos y el plan escrito que le sigue no cuestan nada. Si hoy eso supera su presupuesto, nuestra guía "${scaling.title}" (/blog/${scaling.slug}) se puede leer gratis. ${bookingLine()}`,
  },
  'year-cost': {
    answer: ({ engagement }) => {
      const e = engagement ?? fractional;
      if (e.price.billing !== 'monthly') return `${priced(e)}: es un pago único, no anual. Solo ${fractional.title} se factura al mes (${fractional.price.label} ${billing.monthly}), y el sitio no publica ningún precio anual.`;
      return handoff(`Un año de ${e.title} son ${yearOf(e)} (${e.price.label} ${billing.monthly} × 12), mes a mes y sin contrato a largo plazo. El sitio no publica precio anual ni descuento por comprometerse un año o pagar por adelantado.`);
    },
  },
  'fit-build': {
    answer: () => fit(build, `construye el sistema que hace por usted la investigación, las listas y el outreach, y a usted le queda vender. Las primeras campañas salen en ${f.launchDays} días desde el inicio.`),
  },
  'fit-audit': {
    answer: () => fit(audit, `encuentra dónde su GTM pierde tiempo e ingresos, con una auditoría del stack, las integraciones y los datos del CRM, y termina en una hoja de ruta priorizada a ${f.roadmapDays} días con esfuerzo e impacto para cada punto, antes de gastar en contrataciones o herramientas.`),
  },
  'fit-run': {
    answer: () => fit(fractional, `un estratega GTM, un ingeniero GTM y un operador de campañas dedicados operan, miden y mejoran su sistema, sin que nadie de su lado tenga que gestionarlo (el sitio cita ${claims.leadershipHours.value} horas semanales de tiempo de dirección recuperadas).`),
  },
  phone: {
    answer: (context) => `Por ahora no hay línea telefónica: el soporte telefónico no está disponible temporalmente. Use el formulario, el email o el enlace de reserva; respondemos a todos los mensajes. Para hablar con un estratega, ${write(context)}, o reserve la sesión de estrategia gratuita de ${min} minutos: ${bookingLinkPlaceholder}`,
  },
  languages: {
    answer: () => handoff('El sitio no dice en qué idiomas pueden hacerse las llamadas o las campañas; está escrito en inglés, y trabajamos en remoto con clientes estén donde estén. Un estratega puede confirmarlo antes de que reserve.'),
  },
  'crm-other': {
    answer: () => handoff(`Los CRM que nombra el sitio están en su ${f.crmSync}: sincronización bidireccional con ${crms()}. No menciona otros, así que un estratega debería confirmar el suyo.`),
  },
  'contract-guarantee': {
    answer: () => `No, las cifras no son una promesa contractual: los resultados dependen del mercado, el producto y el equipo de cada cliente y no están garantizados. Los clientes suelen ver ${claims.strategicMeetings.value} reuniones estratégicas al mes con el sistema en marcha, pero es una cifra típica, no una promesa. Todo proyecto se rige por un acuerdo escrito aparte. Las respuestas del chat no constituyen una oferta ni un compromiso; confirme lo importante con nuestro equipo. Lo que sí es firme: solo paga por las reuniones que cumplen sus criterios. ${bookingLine()}`,
  },
  'session-prep': {
    answer: () => `No hace falta preparar nada: la ${bookingConfig.eventName} es una videollamada gratuita de ${min} minutos y lo repasamos todo con usted: ${agenda.slice(0, -1).join('; ')}; y ${agenda.at(-1)}. Reserve aquí: ${bookingLinkPlaceholder}`,
  },
  social: {
    answer: () => `Sí, en LinkedIn: ${contactChannelCopy.linkedin.value}, la red social que indica el sitio, con análisis y playbooks de ingeniería GTM. El blog está en /blog.`,
  },
  newsletter: {
    answer: () => `Sí, ${f.newsletter}: un email al mes con nuevos artículos, análisis y playbooks de ingeniería GTM; puede darse de baja cuando quiera. La suscripción está en la casilla "${newsletterCopy.buttonLabel}" del blog, en /blog; desde este chat no puedo suscribirle.`,
  },
  services: {
    answer: () => `Ofrecemos tres servicios, cada uno a precio fijo en dólares estadounidenses:\n${engagements.map((e) => `- ${e.title}: ${tagline[e.id]} (${e.price.label}, ${billing[e.price.billing]}; ${e.coreDuration === e.engagementDuration ? 'continuo' : units(e.engagementDuration)})`).join('\n')}\n\nLos tres funcionan en remoto con las herramientas que ya usa (sincronización bidireccional con ${crms()}), y la sesión de estrategia gratuita de ${min} minutos le dice cuál encaja.`,
  },
  'chat-binding': {
    answer: () => `No: las respuestas de nuestro asistente de chat se generan automáticamente y pueden ser incompletas o inexactas. No constituyen una oferta ni un compromiso; confirme lo importante con nuestro equipo. Por eso no puedo confirmar aquí por escrito un descuento, un reembolso ni ninguna otra condición: los precios son fijos y públicos, y todo proyecto se rige por un acuerdo escrito aparte. ${bookingLine()}`,
  },
  'who-for': {
    answer: () => `Trabajamos con ${whoFor}. El sitio no nombra sectores concretos, no fija un tamaño mínimo ni menciona marcas de consumo (B2C); los tres servicios son ${allPriced()}. ${evenIfNotUs} ${bookingLine()}`,
  },
  currency: {
    answer: () => handoff(`Nuestros precios se indican solo en dólares estadounidenses: ${allPriced()}. El sitio no da precios en euros, libras ni otras monedas, ni dice si facturamos en ellas ni cómo figura el IVA en la factura, así que cualquier conversión sería extraoficial.`),
  },
  'b2c-fit': {
    answer: () => handoff(`Probablemente no: el sitio describe nuestro trabajo para equipos B2B y no menciona marcas de consumo (B2C), de venta directa al consumidor ni de ecommerce. Trabajamos con ${whoFor}. El sistema investiga cuentas objetivo y agenda reuniones con quienes toman las decisiones, es decir, venta entre empresas. ${evenIfNotUs}`),
  },
  'per-unit-price': {
    answer: () => handoff(`El sitio no publica precios por vendedor, licencia, lead ni reunión, solo un precio por servicio: ${allPriced()}. Solo paga por las reuniones que cumplen sus criterios: los criterios de calificación los acordamos con usted en la sesión estratégica inicial; ${criteria}.`),
  },
  'privacy-processor': {
    answer: () =>
      handoff('Cuando tratamos datos de prospectos o clientes por cuenta de un cliente, actuamos como encargado del tratamiento, bajo un contrato escrito con ese cliente; de los datos recogidos en este sitio somos responsables. El sitio no dice si firmamos su propio modelo de DPA ni qué contiene.'),
  },
  gdpr: {
    answer: () =>
      handoff('El cumplimiento está integrado en la prospección: salvaguardas que protegen su marca y su entregabilidad (límites de envío, gestión de bajas y segmentación respetuosa con el consentimiento), revisión humana de los mensajes y controles automáticos de los requisitos de CAN-SPAM y del RGPD. Cuando transferimos datos personales fuera del Espacio Económico Europeo, el Reino Unido o Suiza, usamos garantías adecuadas como las cláusulas contractuales tipo de la Comisión Europea. Con los datos de prospectos que tratamos para un cliente actuamos como encargado del tratamiento, bajo un contrato escrito con ese cliente. El sitio no afirma ninguna certificación ni garantiza el cumplimiento. Para su caso concreto, un estratega puede revisarlo con usted.'),
  },
  'privacy-transfers': {
    answer: () =>
      'Estamos en Estados Unidos, y nuestros proveedores pueden tratar datos en Estados Unidos y en otros países. Cuando transferimos datos personales fuera del Espacio Económico Europeo, el Reino Unido o Suiza, usamos garantías adecuadas como las cláusulas contractuales tipo de la Comisión Europea. La política no nombra los países ni los proveedores de alojamiento más allá de eso.',
  },
  ownership: {
    answer: () =>
      'Todo es suyo: cada flujo de trabajo, playbook y conjunto de datos que construimos le pertenece, sin ataduras ni rehenes, y se queda con usted si dejamos de trabajar juntos. La propiedad de los entregables de un proyecto se fija en el contrato de ese proyecto.',
  },
  // Rows Spanish visitors reached in English: time zone, privacy, payment, kickoff time, meeting criteria, calendars.
  timezone: {
    answer: () => `Trabajamos en horario de ${company.timeZone}, desde ${company.address.locality}, en remoto con clientes de todas partes; la página de reserva muestra los horarios. Un estratega le confirma si las reuniones semanales pueden seguir su zona horaria.`,
  },
  'privacy-rights': {
    answer: () => `Puede pedir acceso, rectificación, supresión, limitación o portabilidad de sus datos, oponerse y retirar su consentimiento, mediante /contact; respondemos en ${f.rightsReplyDays} días. También puede reclamar ante su autoridad de protección de datos.`,
  },
  'after-audit': {
    answer: () => `Usted decide: ${audit.title} le da una imagen clara de su situación y un plan para ejecutar con nosotros, otro socio o internamente; pago único, sin obligación de continuar. Muchos pasan luego a ${build.title} o ${fractional.title}.`,
  },
  'payment-terms': {
    answer: () => handoff(`El sitio no indica medios de pago, plazos, reembolsos, facturación, IVA ni descuentos por pago anticipado; solo precios en USD: ${allPriced()}.`),
  },
  'time-needed': {
    answer: () => `Tras la firma, una sesión inicial de ${f.kickoffHours} horas (no la llamada gratuita de ${min} minutos) sobre objetivos, clientes ideales y criterios de calificación; luego, una reunión semanal de unos ${f.checkInMinutes} minutos.`,
  },
  'meeting-criteria': {
    answer: () => `Acordamos con usted los criterios de calificación en la sesión inicial; ${criteria}. Los precios son fijos (${allPriced()}); cómo afectarían menos reuniones válidas se lo aclara un estratega.`,
  },
  'privacy-chat': {
    answer: () => `Sus mensajes y el historial de la sesión van a un proveedor de IA que genera las respuestas; los usamos para responderle y mejorar el sitio. No comparta información sensible. La política no dice si se usan para entrenar modelos de IA; el proveedor, sin nombrar, está obligado por contrato a proteger sus datos.`,
  },
  'privacy-retention': {
    answer: () => `Los datos de consultas y prospectos se eliminan o anonimizan normalmente en ${f.retentionMonths} meses desde la última interacción, salvo que sea cliente; los de clientes se conservan durante el contrato y luego lo que exija la ley (p. ej., fiscal).`,
  },
  calendars: {
    answer: () => handoff(`Las reuniones se agendan directamente en calendarios de Google o Microsoft. El sitio no nombra otros calendarios ni alertas de Slack.`),
  },
};

/** What visitors ask for each row above (at least 2 phrasings): the matcher reads them compiled (`npm run gen:chat-phrasings`). */
export const spanishMoreAsks: RowAsks = {
  'orchestration-meaning': ['qué es eso de orquestación GTM'],
  'payment-terms': ['cuáles son las condiciones de pago'],
  'after-audit': ['y si después quiero pasar a Funnel Orchestration se puede', 'después de la auditoría podemos seguir con ustedes'],
  'replace-sdrs': ['dos SDRs no rinden, ¿los cambiamos por ustedes?', '¿nos conviene reemplazar a nuestros SDRs con ustedes?'],
  'cost-vs-sdr': ['¿cuánto ahorramos frente a contratar SDRs?', '¿y cuánto nos ahorraríamos más o menos?'],
  'privacy-chat': ['qué pasa con lo que escribo en este chat', 'se guarda esta conversación'],
  timelines: ['por qué hay dos duraciones distintas', 'los plazos no coinciden en sus páginas'],
  cheapest: ['cuál es la forma más barata de empezar', 'cual es la opcion mas economica'],
  'too-early': ['somos demasiado pequeños para ustedes', 'es muy pronto para nosotros'],
  'year-cost': ['cuánto sería un año', 'costo anual'],
  'fit-build': ['soy fundador y hago la prospección solo', 'queremos ir más allá de las ventas del fundador'],
  'fit-audit': ['nuestro pipeline pierde y no sabemos por qué', 'estamos por contratar SDRs'],
  'fit-run': ['queremos reuniones sin contratar a nadie', 'no queremos gestionar el outbound'],
  phone: ['puedo llamarlos', 'tienen un número de teléfono para ventas'],
  languages: ['qué idiomas hablan', 'la llamada puede ser en español'],
  'crm-other': ['trabajan con Zoho', 'integración con Microsoft Dynamics'],
  'contract-guarantee': ['esa cifra está garantizada en el contrato', 'pueden poner los números por escrito'],
  'session-prep': ['tengo que preparar algo para la sesión', 'qué debo llevar a la sesión de estrategia'],
  social: ['están en LinkedIn', 'tienen redes sociales'],
  newsletter: ['tienen newsletter', 'me puedo suscribir a sus novedades'],
  services: ['qué servicios ofrecen', 'qué opciones tienen'],
  'chat-binding': ['lo que dice este chat es vinculante', 'puedo exigir lo que me dice el chat'],
  'who-for': ['para quién es esto', 'trabajan con startups'],
  currency: ['puedo pagar en euros', 'los precios están en dólares', 'manejan precios en pesos'],
  'b2c-fit': ['vendemos directo al consumidor, es para nosotros', 'somos una marca B2C'],
  'per-unit-price': ['el precio es por usuario', 'cobran por reunión'],
  gdpr: ['cumplen con el RGPD', 'cómo manejan el RGPD con los datos de prospectos', 'y la protección de datos'],
  'privacy-transfers': ['los datos se alojan en Europa', 'dónde se guardan nuestros datos', 'transfieren datos fuera de Europa'],
  ownership: ['de quién son los datos y los flujos al final', 'nos quedamos con los sistemas al terminar', 'quién es dueño del sistema', 'los datos son nuestros al final'],
};
