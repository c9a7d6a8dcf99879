import { bookingLinkPlaceholder, handoffPlaceholder } from '../contracts/chat.ts';
import { newsletterCopy } from './blog-page.ts';
import { company, contactChannelCopy } from './company.ts';
import { bookingConfig } from './booking.ts';
import type { TranslatedRow, RowAsks } from './chat-answer-types.ts';
import { billing, units, write } from './chat-answers-fr.ts';
import { i18nFacts as f, joinIn, smallestStart as smallest, yearOf } from './chat-answers-i18n-kit.ts';
import { claims } from './claims.ts';
import { auditEngagement as audit, engagements, fractionalEngagement as fractional, orchestrationEngagement as build, type Engagement, type EngagementId } from './engagements.ts';
import { scalingOutboundStartupToScaleupPost as scaling } from './blog-posts/scaling-outbound-startup-to-scaleup.ts';

/** More French rows (same ids as chat-answers.ts), merged into frenchRows in chat-answers-i18n.ts; figures by reference. */
const min = bookingConfig.durationMinutes;
const priced = (e: Engagement) => `${e.title} (${e.price.label}, ${billing[e.price.billing]})`;
const allPriced = () => joinIn(engagements.map(priced), 'et');
const crms = () => joinIn(f.crms, 'et');
const handoff = (what: string) => `${what} Laissez votre email et je transmets votre question à un stratège, qui vous répond directement. ${handoffPlaceholder}`;
const bookingLine = () => `La session stratégique gratuite de ${min} minutes est le bon moment pour en parler avec un stratège : ${bookingLinkPlaceholder}`;
const whoFor = "les entreprises technologiques B2B, les fondateurs et les équipes commerciales et revenue qui en ont assez de payer des personnes qualifiées pour faire de la recherche et de la saisie de données";
const evenIfNotUs = "Nous vous recommanderons le bon point de départ, même si ce n'est pas nous.";
const criteria = "un rendez-vous qui ne les remplit pas ne compte pas dans la livraison et est remplacé sans frais supplémentaires";
const chooseIf: Record<EngagementId, string> = {
  'gtm-audit-architecture': "vous savez que quelque chose ne va pas sans savoir exactement quoi, ou qu'il vous faut un plan avant d'engager un budget",
  'funnel-orchestration': 'vous êtes prêts à remplacer la prospection manuelle par un système complet et voulez des rendez-vous en quelques mois',
  'fractional-gtm-team': 'vous voulez une équipe senior pour faire tourner et évoluer votre système GTM sans recruter ni manager personne',
};
const fit = (e: Engagement, why: string) =>
  `D'après ce que vous décrivez, je commencerais par ${priced(e)} : ${why} C'est le bon choix quand ${chooseIf[e.id]}.${e === audit ? '' : ` S'il vous faut un plan avant d'engager un budget, ${priced(audit)} est le point de départ le plus léger.`} Le site ne fixe aucune taille minimale d'entreprise, et le travail s'appuie sur les outils que vous utilisez déjà, avec une synchronisation bidirectionnelle avec ${crms()}. ${bookingLine()}`;
const tagline: Record<EngagementId, string> = {
  'gtm-audit-architecture': 'découvrir exactement où votre GTM perd du temps et du chiffre',
  'funnel-orchestration': 'nous concevons, construisons et lançons votre système GTM complet',
  'fractional-gtm-team': "une équipe senior d'ingénierie GTM, sans avoir à recruter",
};
const agenda = ['votre démarche GTM actuelle, votre équipe et vos outils', 'là où vos équipes perdent du temps en recherche, constitution de listes et saisie de données', "les workflows à automatiser d'abord et ce qu'ils rapporteraient", "l'offre qui convient, s'il y en a une, à votre situation actuelle"];

export const frenchMoreRows: Readonly<Record<string, TranslatedRow>> = {
  // blind-31: 'GTM orchestration' asked in Spanish is what we do: a core answer, in the visitor's language.
  'orchestration-meaning': {
    answer: () => "L'orchestration GTM, c'est faire jouer à chaque outil, workflow et personne de votre moteur de revenus son rôle au bon moment. Nous la concevons, la construisons et la faisons tourner, pour que votre équipe cesse d'être le liant. Trois couches : l'architecture des revenus (comment le revenu se crée), l'orchestration des équipes (ce que font vos gens, ce que fait le système) et l'ingénierie des processus (les workflows automatisés).",
  },
  // blind-30: a visit and a service we don't offer, asked in French, had English answers.
  visit: {
    answer: ({ contactEmail }) => `Oui, sur rendez-vous : notre siège est au ${company.address.full}. Pour organiser une visite, ${contactEmail ? `écrivez à ${contactEmail} ou ` : ''}utilisez le formulaire de contact sur /contact. Nous travaillons à distance avec nos clients, où qu'ils soient.`,
  },
  'other-services': {
    answer: () => handoff(`Cela ne fait pas partie des services présentés sur le site : nous construisons et faisons tourner le système GTM outbound (recherche, listes, enrichissement, prospection, prise de rendez-vous et hygiène du CRM), proposé sous forme de ${joinIn(engagements.map((e) => e.title), 'et')}.`),
  },
  cheapest: {
    answer: () => `Le plus petit point de départ payant est ${smallest.title} : ${smallest.price.label} (${billing[smallest.price.billing]}), sans abonnement ni obligation de continuer avec nous : ${units(smallest.coreDuration)} de travail, sur ${units(smallest.engagementDuration)} du lancement à la remise. Avant de dépenser quoi que ce soit, la ${bookingConfig.eventName} gratuite de ${min} minutes et le plan écrit (le ${f.planName}) que vous recevez sous une semaine ne coûtent rien. ${bookingLine()}`,
  },
  'too-early': {
    answer: () => `Le site ne fixe aucune taille minimale : nous travaillons avec ${whoFor}. Les prix sont fixes : ${allPriced()}, sans version allégée ni tarif startup ou association publié. Le plus petit point de départ payant est ${smallest.title} ; ${build.title} est conçu pour les équipes qui dépassent la vente portée par les fondateurs. La session gratuite de ${min} minutes et le plan écrit qui suit ne coûtent rien. Si c'est hors de votre budget aujourd'hui, notre guide « ${scaling.title} » (/blog/${scaling.slug}) est gratuit. ${bookingLine()}`,
  },
  'year-cost': {
    answer: ({ engagement }) => {
      const e = engagement ?? fractional;
      if (e.price.billing !== 'monthly') return `${priced(e)} : c'est un paiement unique, pas annuel. Seul ${fractional.title} est facturé au mois (${fractional.price.label} ${billing.monthly}), et le site ne publie aucun prix annuel.`;
      return handoff(`Une année de ${e.title} revient à ${yearOf(e)} (${e.price.label} ${billing.monthly} × 12), au mois et sans engagement long. Le site ne publie ni prix annuel ni remise pour un engagement d'un an ou un paiement d'avance.`);
    },
  },
  'fit-build': {
    answer: () => fit(build, `il construit le système qui fait pour vous la recherche, les listes et la prospection, et il vous reste à vendre. Les premières campagnes sont en ligne sous ${f.launchDays} jours après le lancement.`),
  },
  'fit-audit': {
    answer: () => fit(audit, `il trouve où votre GTM perd du temps et du chiffre, avec un audit de votre stack, de vos intégrations et des données du CRM, et se termine par une feuille de route priorisée sur ${f.roadmapDays} jours, avec effort et impact pour chaque point, avant de dépenser en recrutements ou en outils.`),
  },
  'fit-run': {
    answer: () => fit(fractional, `un stratège GTM, un ingénieur GTM et un opérateur de campagnes dédiés font tourner, mesurent et améliorent votre système, sans que personne chez vous n'ait à le manager (le site cite ${claims.leadershipHours.value} heures de temps de direction récupérées chaque semaine).`),
  },
  phone: {
    answer: (context) => `Il n'y a pas de ligne téléphonique pour le moment : le support téléphonique est temporairement indisponible. Utilisez plutôt le formulaire, l'email ou le lien de réservation ; nous répondons à chaque message. Pour joindre un stratège, ${write(context)}, ou réservez la session stratégique gratuite de ${min} minutes : ${bookingLinkPlaceholder}`,
  },
  languages: {
    answer: () => handoff("Le site ne précise pas dans quelles langues les appels ou les campagnes peuvent se faire ; il est rédigé en anglais, et nous travaillons à distance avec nos clients, où qu'ils soient. Un stratège peut vous le confirmer avant que vous réserviez."),
  },
  'crm-other': {
    answer: () => handoff(`Les CRM que cite le site figurent dans sa section ${f.crmSync} : synchronisation bidirectionnelle avec ${crms()}. Il n'en mentionne pas d'autres, donc un stratège doit confirmer le vôtre.`),
  },
  'contract-guarantee': {
    answer: () => `Non, les chiffres ne sont pas une promesse contractuelle : les résultats dépendent du marché, du produit et de l'équipe de chaque client et ne sont pas garantis. Une fois le système en route, les clients voient en général ${claims.strategicMeetings.value} rendez-vous stratégiques par mois, mais c'est un chiffre typique, pas une promesse. Toute mission est régie par un contrat écrit distinct. Les réponses du chat ne constituent ni une offre ni un engagement ; confirmez tout point important avec notre équipe. Ce qui est ferme : vous ne payez que les rendez-vous qui correspondent à vos critères. ${bookingLine()}`,
  },
  'session-prep': {
    answer: () => `Aucune préparation n'est nécessaire : la ${bookingConfig.eventName} est un appel vidéo gratuit de ${min} minutes, et nous passons tout en revue avec vous : ${agenda.slice(0, -1).join(' ; ')} ; et ${agenda.at(-1)}. Réservez ici : ${bookingLinkPlaceholder}`,
  },
  social: {
    answer: () => `Oui, sur LinkedIn : ${contactChannelCopy.linkedin.value}, le réseau social que le site indique, avec des analyses et des playbooks d'ingénierie GTM. Le blog est sur /blog.`,
  },
  newsletter: {
    answer: () => `Oui, ${f.newsletter} : un email par mois avec de nouveaux articles, analyses et playbooks d'ingénierie GTM ; désinscription à tout moment. L'inscription se fait dans l'encadré « ${newsletterCopy.buttonLabel} » du blog, sur /blog ; je ne peux pas vous inscrire depuis ce chat.`,
  },
  services: {
    answer: () => `Nous proposons trois offres, chacune à prix fixe en dollars américains :\n${engagements.map((e) => `- ${e.title} : ${tagline[e.id]} (${e.price.label}, ${billing[e.price.billing]} ; ${e.coreDuration === e.engagementDuration ? 'en continu' : units(e.engagementDuration)})`).join('\n')}\n\nLes trois se font à distance, avec les outils que vous utilisez déjà (synchronisation bidirectionnelle avec ${crms()}), et la session stratégique gratuite de ${min} minutes vous dit laquelle convient.`,
  },
  'chat-binding': {
    answer: () => `Non : les réponses de notre assistant de chat sont générées automatiquement et peuvent être incomplètes ou inexactes. Elles ne constituent ni une offre ni un engagement ; confirmez tout point important avec notre équipe. Je ne peux donc confirmer ici par écrit ni remise, ni remboursement, ni aucune autre condition : les prix sont fixes et publics, et toute mission est régie par un contrat écrit distinct. ${bookingLine()}`,
  },
  'who-for': {
    answer: () => `Nous travaillons avec ${whoFor}. Le site ne cite pas de secteurs précis, ne fixe pas de taille minimale et ne mentionne pas les marques grand public (B2C) ; les trois offres sont ${allPriced()}. ${evenIfNotUs} ${bookingLine()}`,
  },
  currency: {
    answer: () => handoff(`Nos prix sont indiqués uniquement en dollars américains : ${allPriced()}. Le site ne donne aucun prix en euros, en livres ou dans d'autres devises et ne dit pas si nous facturons dans ces devises ni comment la TVA figure sur la facture, donc toute conversion serait officieuse.`),
  },
  'b2c-fit': {
    answer: () => handoff(`Probablement pas : le site décrit notre travail pour des équipes B2B et ne mentionne pas les marques grand public (B2C), la vente directe aux consommateurs ni le e-commerce. Nous travaillons avec ${whoFor}. Le système étudie des comptes cibles et obtient des rendez-vous avec des décideurs, c'est-à-dire de la vente entre entreprises. ${evenIfNotUs}`),
  },
  'per-unit-price': {
    answer: () => handoff(`Le site ne publie aucun prix par commercial, licence, lead ou rendez-vous, seulement un prix par offre : ${allPriced()}. Vous ne payez que les rendez-vous qui correspondent à vos critères : nous convenons des critères de qualification avec vous lors de la session stratégique initiale ; ${criteria}.`),
  },
  gdpr: {
    answer: () =>
      handoff("La conformité est intégrée à la prospection : des garde-fous qui protègent votre marque et votre délivrabilité (limites d'envoi, gestion des désinscriptions, ciblage respectueux du consentement), une relecture humaine des messages et des contrôles automatiques des exigences CAN-SPAM et RGPD. Pour les transferts de données personnelles hors de l'Espace économique européen, du Royaume-Uni ou de la Suisse, nous utilisons des garanties appropriées telles que les clauses contractuelles types de la Commission européenne. Pour les données de prospects traitées pour un client, nous agissons comme sous-traitant, dans le cadre d'un contrat écrit avec ce client. Le site ne revendique aucune certification et ne garantit pas la conformité. Pour votre situation précise, un stratège peut regarder avec vous."),
  },
  'privacy-processor': {
    answer: () =>
      handoff("Quand nous traitons des données de prospects ou de clients pour le compte d'un client, nous agissons comme sous-traitant, dans le cadre d'un contrat écrit avec ce client ; pour les données collectées sur ce site, nous sommes responsable du traitement. Le site ne dit pas si nous signons votre propre modèle de DPA ni ce qu'il contient."),
  },
  'privacy-transfers': {
    answer: () =>
      "Nous sommes basés aux États-Unis, et nos prestataires peuvent traiter des données aux États-Unis et dans d'autres pays. Pour les transferts de données personnelles hors de l'Espace économique européen, du Royaume-Uni ou de la Suisse, nous utilisons des garanties appropriées telles que les clauses contractuelles types de la Commission européenne. La politique ne nomme ni les pays ni les hébergeurs au-delà de cela.",
  },
  ownership: {
    answer: () =>
      "Tout vous appartient : chaque workflow, playbook et jeu de données que nous construisons est à vous, sans dépendance ni prise d'otage, et vous le gardez si nous arrêtons de travailler ensemble. La propriété des livrables d'une mission est fixée dans le contrat de cette mission.",
  },
  // Rows French visitors reached in English: time zone, privacy, payment, kickoff time, meeting criteria, calendars.
  timezone: {
    answer: () => `Nous travaillons aux horaires de ${company.timeZone}, depuis ${company.address.locality}, et à distance avec nos clients partout ; la page de réservation affiche les créneaux. Un stratège confirmera si les points hebdomadaires peuvent suivre votre fuseau.`,
  },
  'privacy-rights': {
    answer: () => `Vous pouvez demander l'accès, la rectification, l'effacement, la limitation ou la portabilité de vos données, vous opposer et retirer votre consentement, via /contact ; réponse sous ${f.rightsReplyDays} jours. Réclamation possible auprès d'une autorité de protection des données.`,
  },
  'after-audit': {
    answer: () => `Vous décidez : ${audit.title} donne une vision claire de votre situation et un plan à exécuter avec nous, un autre partenaire ou en interne ; forfait unique, sans engagement de suite. Beaucoup enchaînent sur ${build.title} ou ${fractional.title}.`,
  },
  'payment-terms': {
    answer: () => handoff(`Le site ne précise ni moyens de paiement, échéancier, remboursements, facturation, TVA ni remise pour paiement anticipé ; seulement les prix en dollars US : ${allPriced()}.`),
  },
  'time-needed': {
    answer: () => `Après signature : un lancement de ${f.kickoffHours} heures (pas l'appel gratuit de ${min} minutes) sur vos objectifs, clients idéaux et critères de qualification, puis un point hebdomadaire d'environ ${f.checkInMinutes} minutes.`,
  },
  'meeting-criteria': {
    answer: () => `Nous fixons avec vous les critères de qualification au lancement ; ${criteria}. Les prix sont fixes (${allPriced()}) ; sur l'effet de moins de rendez-vous conformes que prévu, un stratège vous répondra.`,
  },
  'privacy-chat': {
    answer: () => `Vos messages et l'historique de la session vont à un prestataire d'IA qui génère les réponses ; nous les utilisons pour vous répondre et améliorer le site. Ne partagez pas d'informations sensibles. La politique ne dit pas s'ils servent à entraîner des modèles d'IA ; le prestataire, non nommé, est tenu par contrat de protéger vos données.`,
  },
  'privacy-retention': {
    answer: () => `Les données de demandes et de prospects sont en principe supprimées ou anonymisées sous ${f.retentionMonths} mois après notre dernier échange, sauf si vous devenez client ; celles des clients sont gardées pendant le contrat, puis autant que la loi l'exige (fiscalité).`,
  },
  calendars: {
    answer: () => handoff(`Les rendez-vous arrivent directement dans les agendas Google ou Microsoft. Le site ne cite ni autres agendas ni alertes Slack.`),
  },
};

/** What visitors ask for each row above (at least 2 phrasings): the matcher reads them compiled (`npm run gen:chat-phrasings`). */
export const frenchMoreAsks: RowAsks = {
  'after-build': ['et après, on se retrouve seuls'],
  'time-lost': ['vous pouvez leur faire gagner combien de temps'],
  'after-audit': ["si on commence par l'audit, peut-on enchaîner ensuite sur l'orchestration", "et après l'audit, on peut continuer avec vous"],
  'plan-badges': ['quelle offre est la plus populaire', 'laquelle choisissent le plus de clients'],
  'meeting-criteria': ['et si un rendez-vous ne correspond pas à nos critères', 'qui décide si un rendez-vous compte'],
  'privacy-chat': ['que deviennent les messages de ce chat', 'cette conversation est-elle enregistrée'],
  cheapest: ['quelle est la façon la moins chère de commencer', 'quelle est l’option la plus abordable'],
  'too-early': ['sommes-nous trop petits pour vous', "c'est trop tôt pour nous", "on est une petite équipe, c'est pour nous"],
  'year-cost': ['et sur un an', 'coût annuel'],
  'fit-build': ['je suis fondateur et je fais la prospection seul', 'on veut dépasser la vente portée par le fondateur'],
  'fit-audit': ['notre pipeline fuit et on ne sait pas pourquoi', 'on est sur le point de recruter des SDR'],
  'fit-run': ['on veut des rendez-vous sans recruter', 'on ne veut pas gérer la prospection'],
  phone: ['puis-je vous appeler', 'avez-vous un numéro pour les ventes'],
  languages: ['quelles langues parlez-vous', "l'appel peut-il se faire en français"],
  'crm-other': ['vous gérez Zoho', 'intégration avec Microsoft Dynamics'],
  'contract-guarantee': ['ce chiffre est-il garanti dans le contrat', 'pouvez-vous mettre les chiffres par écrit', 'vous pouvez me garantir les 8-12 par écrit'],
  'session-prep': ['dois-je préparer quelque chose pour la session', "que faut-il apporter à la session stratégique", "faut-il préparer des chiffres avant l'appel", 'y a-t-il des devoirs avant la session'],
  social: ['êtes-vous sur LinkedIn', 'quels sont vos réseaux sociaux'],
  newsletter: ['avez-vous une newsletter', "je peux m'abonner à vos actus"],
  services: ['quels services proposez-vous', 'quelles sont vos offres'],
  'chat-binding': ['ce que dit ce chat est-il contractuel', 'puis-je vous tenir à la réponse du chat'],
  'who-for': ["c'est pour qui", 'travaillez-vous avec des startups'],
  currency: ['peut-on payer en euros', 'vos prix sont-ils en dollars'],
  'b2c-fit': ['on vend directement aux particuliers, est-ce pour nous', 'nous sommes une marque B2C'],
  'per-unit-price': ['le prix est-il par utilisateur', 'vous facturez au rendez-vous'],
  gdpr: ['êtes-vous conformes au RGPD', 'comment gérez-vous le RGPD pour les données de prospection', 'et côté RGPD'],
  'privacy-transfers': ['les données sont-elles hébergées en Europe', 'où sont stockées nos données', "transférez-vous des données hors de l'Europe"],
  timelines: ['pourquoi deux durées différentes', 'les délais ne sont pas les mêmes sur vos pages'],
  ownership: ['à qui appartiennent les données et les workflows', 'est-ce que nous gardons tout à la fin', 'qui est propriétaire du système', "ce que vous construisez, c'est à nous ensuite"],
};
