/**
 * The words the offline chat reads past and folds together (functions/chat/offline/words.ts): stop words, which say
 * nothing about a question, and synonyms, each visitor word mapped onto the word the answer rows' phrasings use.
 * Data, not code: a synonym added here applies to every row and every language.
 */
export const chatStopWords: string =
  ('a an the is are was were be been am do does did you your yours we our us i me my to of for and or in on at with can could would should will ' +
    'it its this that these those there their they them what which how so just really please pls also any some about like get got have has had ' +
    'im if then than as by from up out ok okay one ones thing stuff kind sort u ur r guys hey hi hello thanks whats wats who once still even very too ' +
    // Spanish, French and German short words: the matcher reads the three languages with one table.
    'el la los las de del y por con un una que es en se lo al le les des du et est pour sur au avec der die das und ist ein eine zu den mit fur ' +
    'quoi entre qu on peut puis ce cette ces il elle nous vous je ich wir sie ihr uns euch sich cuanto cual como nosotros ustedes ' +
    'sind bin hat haben habt gibt sont suis sommes soy son somos estamos tenemos re ve ll ' +
    // Filler that carries no question: 'what do you guys actually do' is 'what do you do'.
    'actually exactly really realistically just basically exactamente exactement genau tho lol yeah yep k');

export const chatSynonyms: Readonly<Record<string, string>> = {
  price: 'much cost costs pricing priced fee fees rate rates charge charges expensive cheap budget spend money quote dollars usd pricng prices precio precios cuesta cuestan cobran prix tarif tarifs coute preis preise kostet kosten',
  long: 'timeline timeframe duration weeks months take takes last lasts length tiempo dura duracion plazo duree semaines dauert dauer lange',
  year: 'annual annually yearly twelve yr yrs',
  include: 'included includes including deliverables deliverable scope contain contains inclusion',
  book: 'booking schedule scheduling appointment demo calendly',
  contact: 'email reach contacts emails correo contacto contactar joindre erreichen kontakt',
  timezone: 'tz',
  call: 'ring calling calls',
  phone: 'telephone',
  hour: 'hrs hr',
  month: 'monthly mo mnth',
  crm: 'hubspot salesforce pipedrive crms',
  gdpr: 'dsgvo rgpd',
  difference: 'diferencia unterschied differences different differ',
  contract: 'cancel cancellation lock locked lockin commitment minimum terminate notice term',
  sdr: 'sdrs bdr bdrs salespeople reps',
  located: 'location based office address headquarters hq ubicados ubicacion where',
  // Not 'kickoff': the paid kickoff session is its own topic, and 'how do I get started' must not match it.
  start: 'begin started starting',
  meeting: 'meetings',
  recommend: 'suggest advise advice best right fit suit suits',
  data: 'info information datos donnees daten',
  };
