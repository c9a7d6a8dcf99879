import { bookingLinkPlaceholder, handoffPlaceholder } from '../contracts/chat.ts';
import { newsletterCopy } from './blog-page.ts';
import { company, contactChannelCopy } from './company.ts';
import { bookingConfig } from './booking.ts';
import type { TranslatedRow, RowAsks } from './chat-answer-types.ts';
import { billing, units, write } from './chat-answers-de.ts';
import { i18nFacts as f, joinIn, smallestStart as smallest, yearOf } from './chat-answers-i18n-kit.ts';
import { claims } from './claims.ts';
import { auditEngagement as audit, engagements, fractionalEngagement as fractional, orchestrationEngagement as build, type Engagement, type EngagementId } from './engagements.ts';
import { scalingOutboundStartupToScaleupPost as scaling } from './blog-posts/scaling-outbound-startup-to-scaleup.ts';

/** More German rows (same ids as chat-answers.ts), merged into germanRows in chat-answers-i18n.ts; figures by reference. */
const min = bookingConfig.durationMinutes;
const priced = (e: Engagement) => `${e.title} (${e.price.label}, ${billing[e.price.billing]})`;
const allPriced = () => joinIn(engagements.map(priced), 'und');
const crms = () => joinIn(f.crms, 'und');
const handoff = (what: string) => `${what} Hinterlassen Sie Ihre E-Mail, und ich leite Ihre Frage an einen Strategen weiter, der Ihnen direkt antwortet. ${handoffPlaceholder}`;
const bookingLine = () => `In der kostenlosen ${min}-Minuten-Strategie-Session können Sie das mit einem Strategen durchgehen: ${bookingLinkPlaceholder}`;
const whoFor = 'B2B-Technologieunternehmen, Gründern sowie Vertriebs- und Revenue-Teams, die es leid sind, qualifizierte Leute für Recherche und Dateneingabe zu bezahlen';
const evenIfNotUs = 'Wir empfehlen Ihnen den richtigen Einstieg, auch wenn das nicht wir sind.';
const criteria = 'ein Meeting, das sie verfehlt, zählt nicht für die Lieferung und wird ohne Aufpreis ersetzt';
const chooseIf: Record<EngagementId, string> = {
  'gtm-audit-architecture': 'Sie wissen, dass etwas nicht stimmt, aber nicht genau was, oder einen Plan brauchen, bevor Sie Budget freigeben',
  'funnel-orchestration': 'Sie bereit sind, manuelles Prospecting durch ein komplettes System zu ersetzen, und innerhalb weniger Monate Meetings wollen',
  'fractional-gtm-team': 'Sie ein Senior-Team wollen, das Ihr GTM-System betreibt und weiterentwickelt, ohne selbst jemanden einzustellen oder zu führen',
};
const fit = (e: Engagement, why: string) =>
  `Nach Ihrer Beschreibung würde ich mit ${priced(e)} beginnen: ${why} Das passt, wenn ${chooseIf[e.id]}.${e === audit ? '' : ` Wenn Sie vor einer Budgetentscheidung einen Plan brauchen, ist ${priced(audit)} der kleinere Einstieg.`} Die Website nennt keine Mindestgröße, und die Arbeit läuft auf den Tools, die Sie schon nutzen, mit Zwei-Wege-Synchronisation mit ${crms()}. ${bookingLine()}`;
const tagline: Record<EngagementId, string> = {
  'gtm-audit-architecture': 'finden Sie genau heraus, wo Ihr GTM Zeit und Umsatz verliert',
  'funnel-orchestration': 'wir entwickeln, bauen und starten Ihr komplettes GTM-System',
  'fractional-gtm-team': 'ein erfahrenes GTM-Engineering-Team, ohne es einstellen zu müssen',
};
const agenda = ['Ihr aktuelles GTM-Vorgehen, Ihr Team und Ihre Tools', 'wo Ihre Leute Zeit mit Recherche, Listenaufbau und Dateneingabe verlieren', 'welche Workflows zuerst automatisiert werden sollten und was sie bringen', 'welches Angebot, wenn überhaupt, zu Ihrer heutigen Situation passt'];

export const germanMoreRows: Readonly<Record<string, TranslatedRow>> = {
  // blind-31: 'GTM orchestration' asked in Spanish is what we do: a core answer, in the visitor's language.
  'orchestration-meaning': {
    answer: () => 'GTM-Orchestrierung heißt: Jedes Tool, jeder Workflow und jede Person in Ihrer Umsatzmaschine tut das Richtige zur richtigen Zeit. Wir entwerfen, bauen und betreiben das, damit Ihr Team nicht mehr der Kitt ist. Drei Ebenen: Revenue-Architektur (wie Umsatz entsteht), Team-Orchestrierung (was Ihre Leute tun, was das System tut) und Prozess-Engineering (die automatisierten Workflows).',
  },
  // blind-30: a visit and a service we don't offer, asked in German, had English answers.
  visit: {
    answer: ({ contactEmail }) => `Ja, nach Vereinbarung: unser Hauptsitz ist ${company.address.full}. Für einen Besuch ${contactEmail ? `schreiben Sie an ${contactEmail} oder ` : ''}nutzen Sie das Kontaktformular unter /contact. Wir arbeiten remote mit Kunden, wo immer sie sind.`,
  },
  'other-services': {
    answer: () => handoff(`Das gehört nicht zu den Leistungen, die die Website nennt: Wir bauen und betreiben das Outbound-GTM-System (Recherche, Listen, Anreicherung, Outreach, Meeting-Buchung und CRM-Hygiene), angeboten als ${joinIn(engagements.map((e) => e.title), 'und')}.`),
  },
  cheapest: {
    answer: () => `Der kleinste bezahlte Einstieg ist ${smallest.title}: ${smallest.price.label} (${billing[smallest.price.billing]}), ohne Retainer und ohne Verpflichtung, danach mit uns weiterzumachen: ${units(smallest.coreDuration)} Arbeit, innerhalb von ${units(smallest.engagementDuration)} vom Kickoff bis zur Übergabe. Bevor Sie etwas ausgeben: Die ${bookingConfig.eventName} (${min} Minuten) und der schriftliche Plan (der ${f.planName}), den Sie innerhalb einer Woche danach erhalten, sind kostenlos. ${bookingLine()}`,
  },
  'too-early': {
    answer: () => `Die Website nennt keine Mindestgröße: Wir arbeiten mit ${whoFor}. Die Preise sind fest: ${allPriced()}, ohne abgespeckte Version und ohne veröffentlichten Startup- oder Non-Profit-Preis. Der kleinste bezahlte Einstieg ist ${smallest.title}; ${build.title} ist für Teams gedacht, die über gründergetriebenen Vertrieb hinauswachsen. Die kostenlose ${min}-Minuten-Session und der schriftliche Plan danach kosten nichts. Wenn das heute Ihr Budget übersteigt, ist unser Playbook „${scaling.title}“ (/blog/${scaling.slug}) kostenlos lesbar. ${bookingLine()}`,
  },
  'year-cost': {
    answer: ({ engagement }) => {
      const e = engagement ?? fractional;
      if (e.price.billing !== 'monthly') return `${priced(e)}: eine einmalige Gebühr, keine jährliche. Nur ${fractional.title} wird monatlich abgerechnet (${fractional.price.label} ${billing.monthly}), und die Website nennt keinen Jahrespreis.`;
      return handoff(`Ein Jahr ${e.title} kostet ${yearOf(e)} (${e.price.label} ${billing.monthly} × 12), monatlich, ohne langfristigen Vertrag. Die Website nennt weder einen Jahrespreis noch einen Rabatt für ein Jahr Bindung oder Vorauszahlung.`);
    },
  },
  'fit-build': {
    answer: () => fit(build, `Es baut das System, das Recherche, Listenaufbau und Outreach für Sie übernimmt, und Ihnen bleibt das Verkaufen. Die ersten Kampagnen laufen innerhalb von ${f.launchDays} Tagen nach dem Kickoff.`),
  },
  'fit-audit': {
    answer: () => fit(audit, `Es findet, wo Ihr GTM Zeit und Umsatz verliert, mit einem Audit von Tech-Stack, Integrationen und CRM-Daten, und endet in einer priorisierten Roadmap für ${f.roadmapDays} Tage mit Aufwand und Wirkung für jeden Punkt, bevor Sie Geld für Einstellungen oder Tools ausgeben.`),
  },
  'fit-run': {
    answer: () => fit(fractional, `Ein fester GTM-Stratege, GTM-Engineer und Campaign Operator betreiben, messen und verbessern Ihr System, und niemand auf Ihrer Seite muss es managen (die Website nennt ${claims.leadershipHours.value} Stunden Führungszeit, die pro Woche frei werden).`),
  },
  phone: {
    answer: (context) => `Derzeit gibt es keine Telefonleitung: Der telefonische Support ist vorübergehend nicht verfügbar. Bitte nutzen Sie stattdessen das Formular, E-Mail oder den Buchungslink; wir antworten auf jede Nachricht. Um einen Strategen zu erreichen, ${write(context)}, oder buchen Sie die kostenlose ${min}-Minuten-Strategie-Session: ${bookingLinkPlaceholder}`,
  },
  languages: {
    answer: () => handoff('Die Website sagt nicht, in welchen Sprachen Gespräche oder Kampagnen stattfinden können; sie ist auf Englisch, und wir arbeiten remote mit Kunden, wo immer sie sind. Ein Stratege kann das vor Ihrer Buchung bestätigen.'),
  },
  'crm-other': {
    answer: () => handoff(`Die CRMs, die die Website nennt, stehen bei ${f.crmSync}: Zwei-Wege-Synchronisation mit ${crms()}. Andere erwähnt sie nicht, daher sollte ein Stratege Ihres bestätigen.`),
  },
  'contract-guarantee': {
    answer: () => `Nein, die Zahlen sind keine vertragliche Zusage: Ergebnisse hängen von Markt, Produkt und Team jedes Kunden ab und sind nicht garantiert. Kunden sehen mit laufendem System typischerweise ${claims.strategicMeetings.value} strategische Meetings pro Monat, aber das ist ein typischer Wert, kein Versprechen. Jede Zusammenarbeit regelt ein separater schriftlicher Vertrag. Antworten im Chat sind weder ein Angebot noch eine Zusage; klären Sie Wichtiges bitte mit unserem Team. Fest ist: Sie zahlen nur für Meetings, die Ihre Kriterien erfüllen. ${bookingLine()}`,
  },
  'session-prep': {
    answer: () => `Keine Vorbereitung nötig: Die ${bookingConfig.eventName} ist ein kostenloser Videocall von ${min} Minuten, und wir gehen alles mit Ihnen durch: ${agenda.slice(0, -1).join('; ')}; und ${agenda.at(-1)}. Hier buchen: ${bookingLinkPlaceholder}`,
  },
  social: {
    answer: () => `Ja, auf LinkedIn: ${contactChannelCopy.linkedin.value}, der soziale Kanal, den die Website nennt, mit Analysen und Playbooks zu GTM-Engineering. Der Blog ist unter /blog.`,
  },
  newsletter: {
    answer: () => `Ja, ${f.newsletter}: eine E-Mail im Monat mit neuen Artikeln, Analysen und Playbooks zu GTM-Engineering; jederzeit abbestellbar. Anmelden können Sie sich im Feld „${newsletterCopy.buttonLabel}“ auf dem Blog unter /blog; aus diesem Chat kann ich Sie nicht anmelden.`,
  },
  services: {
    answer: () => `Wir bieten drei Angebote, jeweils zum Festpreis in US-Dollar:\n${engagements.map((e) => `- ${e.title}: ${tagline[e.id]} (${e.price.label}, ${billing[e.price.billing]}; ${e.coreDuration === e.engagementDuration ? 'fortlaufend' : units(e.engagementDuration)})`).join('\n')}\n\nAlle drei laufen remote mit den Tools, die Sie schon nutzen (Zwei-Wege-Synchronisation mit ${crms()}), und die kostenlose ${min}-Minuten-Strategie-Session zeigt, welches passt.`,
  },
  'chat-binding': {
    answer: () => `Nein: Antworten unseres Chat-Assistenten werden automatisch erzeugt und können unvollständig oder ungenau sein. Sie sind weder ein Angebot noch eine Zusage; klären Sie Wichtiges bitte mit unserem Team. Deshalb kann ich hier weder einen Rabatt noch eine Erstattung oder andere Bedingungen schriftlich bestätigen: Die Preise sind fest und veröffentlicht, und jede Zusammenarbeit regelt ein separater schriftlicher Vertrag. ${bookingLine()}`,
  },
  'who-for': {
    answer: () => `Wir arbeiten mit ${whoFor}. Die Website nennt keine bestimmten Branchen, keine Mindestgröße und keine Konsumentenmarken (B2C); die drei Angebote sind ${allPriced()}. ${evenIfNotUs} ${bookingLine()}`,
  },
  currency: {
    answer: () => handoff(`Unsere Preise sind nur in US-Dollar angegeben: ${allPriced()}. Die Website nennt keine Preise in Euro, Pfund oder anderen Währungen und sagt nicht, ob wir darin abrechnen oder wie die Mehrwertsteuer auf der Rechnung steht; jede Umrechnung wäre also inoffiziell.`),
  },
  'b2c-fit': {
    answer: () => handoff(`Eher nicht: Die Website beschreibt unsere Arbeit für B2B-Teams und erwähnt keine Konsumentenmarken (B2C), Direct-to-Consumer- oder E-Commerce-Marken. Wir arbeiten mit ${whoFor}. Das System recherchiert Zielaccounts und bucht Meetings mit Entscheidern, also Vertrieb zwischen Unternehmen. ${evenIfNotUs}`),
  },
  'per-unit-price': {
    answer: () => handoff(`Die Website nennt keinen Preis pro Vertriebler, Lizenz, Lead oder Meeting, nur einen Preis je Angebot: ${allPriced()}. Sie zahlen nur für Meetings, die Ihre Kriterien erfüllen: Die Qualifizierungskriterien vereinbaren wir mit Ihnen in der ersten Strategie-Session; ${criteria}.`),
  },
  'privacy-processor': {
    answer: () =>
      handoff('Verarbeiten wir Interessenten- oder Kundendaten im Auftrag eines Kunden, sind wir Auftragsverarbeiter auf Grundlage eines schriftlichen Vertrags mit diesem Kunden; für Daten, die über diese Website erhoben werden, sind wir Verantwortlicher. Die Website sagt nicht, ob wir Ihre eigene AVV-Vorlage unterschreiben oder was sie enthält.'),
  },
  gdpr: {
    answer: () =>
      handoff('Compliance ist in die Ansprache eingebaut: Leitplanken, die Ihre Marke und Ihre Zustellbarkeit schützen (Versandlimits, Abmeldungen, einwilligungsbewusstes Targeting), menschliche Prüfung der Nachrichten und automatische Prüfungen auf die Anforderungen von CAN-SPAM und DSGVO. Übermitteln wir personenbezogene Daten aus dem Europäischen Wirtschaftsraum, dem Vereinigten Königreich oder der Schweiz, nutzen wir geeignete Garantien wie die Standardvertragsklauseln der Europäischen Kommission. Bei Interessentendaten, die wir für einen Kunden verarbeiten, sind wir Auftragsverarbeiter auf Grundlage eines schriftlichen Vertrags mit diesem Kunden. Die Website nennt keine Zertifizierung und garantiert keine Compliance. Für Ihren konkreten Fall kann ein Stratege das mit Ihnen durchgehen.'),
  },
  'privacy-transfers': {
    answer: () =>
      'Wir sitzen in den USA, und unsere Dienstleister können Daten in den USA und in anderen Ländern verarbeiten. Übermitteln wir personenbezogene Daten aus dem Europäischen Wirtschaftsraum, dem Vereinigten Königreich oder der Schweiz, nutzen wir geeignete Garantien wie die Standardvertragsklauseln der Europäischen Kommission. Länder oder Hosting-Anbieter nennt die Richtlinie darüber hinaus nicht.',
  },
  ownership: {
    answer: () =>
      'Alles gehört Ihnen: jeder Workflow, jedes Playbook und jeder Datensatz, den wir bauen, ohne Lock-in und ohne Geiselnahme, und es bleibt bei Ihnen, wenn wir die Zusammenarbeit beenden. Das Eigentum an den Ergebnissen eines Projekts regelt dessen Vertrag.',
  },
  // Rows German visitors reached in English: time zone, privacy, payment, kickoff time, meeting criteria, calendars.
  timezone: {
    answer: () => `Wir arbeiten von ${company.address.locality} aus nach ${company.timeZone}, remote mit Kunden überall; freie Termine zeigt die Buchungsseite. Ob Check-ins Ihrer Zeitzone folgen können, klärt ein Stratege.`,
  },
  'privacy-rights': {
    answer: () => `Sie können Auskunft, Berichtigung, Löschung, Einschränkung und Übertragung verlangen, widersprechen und Einwilligungen widerrufen, über /contact; Antwort binnen ${f.rightsReplyDays} Tagen. Beschwerde auch bei der Datenschutzbehörde möglich.`,
  },
  'after-audit': {
    answer: () => `Sie entscheiden: ${audit.title} liefert ein klares Lagebild und einen Plan, umsetzbar mit uns, anderen Partnern oder intern; einmalige Festgebühr, ohne Pflicht weiterzumachen. Viele wechseln danach zu ${build.title} oder ${fractional.title}.`,
  },
  'payment-terms': {
    answer: () => handoff(`Zahlungsarten, Raten, Erstattungen, Rechnungen, MwSt. oder Vorauszahlungsrabatte nennt die Website nicht, nur Preise in US-Dollar: ${allPriced()}.`),
  },
  'time-needed': {
    answer: () => `Nach Vertragsschluss: Kickoff von ${f.kickoffHours} Stunden (nicht das kostenlose ${min}-Minuten-Gespräch) zu Zielen, Idealkunden und Qualifizierungskriterien, dann ein wöchentlicher Check-in von ca. ${f.checkInMinutes} Minuten.`,
  },
  'meeting-criteria': {
    answer: () => `Die Qualifizierungskriterien vereinbaren wir im Kickoff; ${criteria}. Die Preise sind fest (${allPriced()}); wie weniger passende Meetings den Preis berühren, klärt ein Stratege.`,
  },
  'privacy-chat': {
    answer: () => `Ihre Nachrichten und der Sitzungsverlauf gehen an einen KI-Dienstleister, der die Antworten erzeugt; wir nutzen sie zum Antworten und für die Website. Teilen Sie bitte keine sensiblen Daten. Ob damit KI-Modelle trainiert werden, sagt die Richtlinie nicht; der Anbieter ist vertraglich an den Datenschutz gebunden.`,
  },
  'privacy-retention': {
    answer: () => `Anfrage- und Interessentendaten werden meist binnen ${f.retentionMonths} Monaten nach dem letzten Kontakt gelöscht oder anonymisiert, außer Sie werden Kunde; Kundendaten bleiben für die Vertragsdauer und danach so lange wie gesetzlich nötig, etwa für Steuern.`,
  },
  calendars: {
    answer: () => handoff(`Meetings landen direkt in Google- oder Microsoft-Kalendern. Andere Kalender oder Slack-Alerts nennt die Website nicht.`),
  },
};

/** What visitors ask for each row above (at least 2 phrasings): the matcher reads them compiled (`npm run gen:chat-phrasings`). */
export const germanMoreAsks: RowAsks = {
  'price': ['und was kostet das Ganze'],
  'meeting-criteria': ['was zählt als passendes Meeting'],
  'lighter-tier': ['gibt es das auch günstiger für kleinere Firmen'],
  'payment-terms': ['wie sind die Zahlungsbedingungen', 'kann man in Raten zahlen'],
  'after-build': ['und danach? wer betreibt das system dann'],
  meetings: ['was passiert, wenn ein Termin nicht passt', 'wie viele Termine pro Monat sind realistisch'],
  'after-audit': ['und wenn wir nach dem Audit nicht weitermachen wollen'],
  'privacy-chat': ['wo landen die Daten, die ich im Chat eintippe', 'wird dieser Chat gespeichert'],
  timelines: ['warum zwei verschiedene Laufzeiten', 'die Zeitangaben auf Ihren Seiten passen nicht zusammen'],
  cheapest: ['was ist der günstigste Einstieg', 'was ist die billigste Option'],
  'too-early': ['sind wir zu klein für Sie', 'ist es für uns zu früh'],
  'year-cost': ['und für ein ganzes Jahr', 'jährliche Kosten'],
  'fit-build': ['ich bin Gründer und mache Outbound allein', 'wir wollen weg vom gründergetriebenen Vertrieb'],
  'fit-audit': ['unsere Pipeline leckt und wir wissen nicht warum', 'wir wollen bald SDRs einstellen'],
  'fit-run': ['wir wollen Meetings, ohne jemanden einzustellen', 'wir wollen Outbound nicht selbst managen'],
  phone: ['kann ich Sie anrufen', 'haben Sie eine Telefonnummer für den Vertrieb'],
  languages: ['welche Sprachen sprechen Sie', 'kann das Gespräch auf Deutsch sein'],
  'crm-other': ['unterstützen Sie Zoho', 'Integration mit Microsoft Dynamics'],
  'contract-guarantee': ['ist diese Zahl vertraglich garantiert', 'können Sie die Zahlen schriftlich zusichern', 'klingt zu gut, wo ist der Haken'],
  'session-prep': ['muss ich mich auf die Session vorbereiten', 'was soll ich zur Strategie-Session mitbringen'],
  social: ['sind Sie auf LinkedIn', 'welche Social-Media-Kanäle haben Sie'],
  newsletter: ['haben Sie einen Newsletter', 'kann ich Updates abonnieren'],
  services: ['welche Leistungen bieten Sie an', 'welche Angebote gibt es'],
  'chat-binding': ['ist das, was der Chat sagt, verbindlich', 'kann ich Sie auf die Chat-Antwort festnageln'],
  'who-for': ['für wen ist das', 'arbeiten Sie mit Startups'],
  currency: ['können wir in Euro zahlen', 'sind die Preise in Dollar'],
  'b2c-fit': ['wir verkaufen direkt an Endkunden, passt das', 'wir sind eine B2C-Marke'],
  'per-unit-price': ['ist der Preis pro Nutzer', 'berechnen Sie pro Meeting'],
  gdpr: ['seid ihr DSGVO-konform', 'wie sieht es mit der DSGVO aus', 'wie geht ihr mit Datenschutz bei Interessentendaten um'],
  'privacy-transfers': ['werden die Daten in Europa gehostet', 'wo werden unsere Daten gespeichert', 'übertragt ihr Daten aus der EU'],
  ownership: ['wem gehören die Daten und Workflows am Ende', 'behalten wir alles nach dem Projekt', 'wem gehört das System'],
};
