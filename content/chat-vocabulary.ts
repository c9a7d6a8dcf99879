/**
 * The words the offline chat reads past and folds together (functions/chat/offline/words.ts): stop words, which say
 * nothing about a question, and synonyms, each visitor word mapped onto the word the answer rows' phrasings use.
 * Data, not code: a synonym added here applies to every row and every language.
 */
export const chatStopWords: string =
  ('a an the is are was were be been am do does did you your yours we our us i me my to of for and or in on at with can could would should will ' +
    'it its this that these those there their they them what which how so just really please pls also any some about like get got have has had ' +
    'im if then than as by from up out ok okay one ones thing stuff kind sort u ur r hw n guys hey hi hello thanks whats wats who once still even very too wat wise though outline according honest wie want anything something ' +
    // Spanish, French and German short words: the matcher reads the three languages with one table.
    'el la los las de del y por con un una que es en se lo al le les des du et est pour sur au avec der die das und ist ein eine zu den mit fur ' +
    'quoi entre qu on peut puis ce cette ces il elle nous vous je ich wir sie ihr uns euch sich cuanto cual como nosotros ustedes ' +
    'sind bin hat haben habt gibt sont suis sommes soy son somos estamos tenemos re ve ll beim alles alle was wer da tout tous todos ' +
    // Possessives and short verbs ('¿Qué hacen ustedes? Vi su anuncio en LinkedIn' asks what we do, not about LinkedIn).
    'su sus mi mis tus vi ya muy pero mas menos mon ma sa ses notre votre vos nos mein meine dein deine unser unsere ihre euer eure habe hab vosotros os vuestro vuestra vuestros ' +
    // Wishes and modals ('Ich würde gern ein Erstgespräch vereinbaren' asks for a call, nothing about wishing).
    'wurde gern gerne mochte mochten hatte konnte konnten quisiera quisieramos gustaria voudrais voudrions aimerais souhaite souhaiterais ' +
    // Greetings and thanks in the three languages: small talk, kept only when nothing else is asked (terms()).
    'hola buenas buenos dias tardes noches gracias bonjour salut merci hallo guten tag danke ' +
    // Filler that carries no question: 'what do you guys actually do' is 'what do you do'; 'the price again?' asks the price.
    'actually exactly really realistically just basically exactamente exactement genau tho lol yeah yep k into onto least again ' +
    // Politeness and hedges: 'sorry, english is fine. prices in USD?' asks about prices, not about being sorry.
    // Spanish, French and German articles, prepositions and fillers ('Was unterscheidet euch von einer ... Agentur?' read 'von',
    // 'einer' as topics the table lacks). Not negations, question words or words English uses ('pas', 'nicht', 'donde', 'plus').
    'para sin sobre desde hasta este esta esto eso ese esa otro otra tambien ahora aqui asi solo pues vale bueno claro nos dans par mais moi cela ceci tres aussi alors donc juste vraiment ici chez bon bref enfin ' +
    'von vom zum zur dem des bei aus auf einer einem eines einen dieser diese dieses konkret oder aber auch nur noch schon sehr doch mal ja ' +
    'but surely oh wait don dont doesn didn isn aren wasn weren wouldn couldn shouldn haven hasn doesnt didnt isnt arent wasnt sorry fine ok okay great cool perfect awesome nice honestly kinda pretty seriously literally quick tbh btw ngl hmm ugh wow cheers dear sir madam kindly thx plz pls idk imo totally super definitely probably possibly whatever anyway haha hiii wondering curious');

/** A visitor asking for an answer again wants it whole, not the recap a repeated question gets ('ok and the price again?'). */
// 'that's it?' after an answer asks whether that is all of it: the previous row again, whole, with a person (blind-23).
// 'fr? thats it?', 'so basically no lol' after a fit answer: a word before it, or the answer read back as a plain no (blind-24).
// Not a sign-off: 'ty thats all', 'ok that's all' end the conversation.
export const thatsAll = /^\W*((?!(ok|okay|ty|thx|cool|yes)\W)\w{1,5}\W+)?(so |and |wait,? )?((is that|that'?s|thats) (it|all)|(so\W+|(so )?(basically|it'?s|that'?s) (a )?)no)\W*( lol| lame| ok)?\W*$/i;
// 'that's it?' too: the whole answer again, not a one-sentence recap.
export const askedAgain = new RegExp(`\\b(again|remind me|once more)\\b|${thatsAll.source}`, 'i');

/** Phrases that ask one thing: the word is added before the phrase (its own words are stop words or say something else). */
export const chatPhrases: Readonly<Record<string, readonly string[]>> = {
  // 'based' is where only asked of us: 'what's the 85% based on' asks the figure's source, 'we're based in Munich' says who asks (blind-24).
  located: ["where (are|is|r) (you|u|y'?all|rev ?rebel|the company|your team)( \\w+)? based", "(are|is|r) (you|u|y'?all|rev ?rebel|the company|your team)( \\w+)?( |-)based\\b", "\\bbased (out of )?where\\b", "\\b(people|staff|anyone|offices?) based in\\b"],
  // 'so what is it you guys actually sell' asks what we do: 'sell' alone is the privacy rows' word ('do you sell my data').
  revrebel: ["what (is it |exactly )?(do )?(you|u)( guys)? (actually |really )?sell\\b(?! (my|our|your|the|any|personal|data)\\b)"],
  // 'and if it doesn't work?': failing, not how it works ('doesn' is a stop word). Not 'if it's not working': getting out (blind-21).
  fail: ["(it|this|that|they|you) (does|do|did) ?(n't|nt| not) (work|deliver|perform)"],
  // 'what's the 85% based on': where a figure comes from (blind-24).
  source: ['(\\d+ ?%|figure|figures|stat|stats|number|numbers|claim|claims|that|it) (is |are )?based on\\b'],
  // 'what do we get each month' asks what is included, not the price.
  include: ['what (exactly |else )?(do|would|will|did) (we|i|you) (\\w+ )?get', 'what (we|you) get', "^(ok |so |and )?(what'?s|what is) in (it|there|that|the \\w+( \\w+)?)( then)?(?=\\W*$)"],
  // 'who is this for': its words are all stop words.
  // 'for who' after what we do (blind-22): all stop words too.
  audience: ['^\\W*(and )?(for|4) (who|whom)\\b', 'is (this|it) (even )?(meant |right )?for (us|me|companies (like|our))', "who('s| is| are) (this|it|that|you|rev ?rebel) (\\w+ )?for", '(would|will) (you|u) (even )?work with (us|companies like|businesses like|a company like)'],
  // 'how many people' about us: the headcount, not 'meetings with people'; not 'how many people will work on our account'.
  headcount: ['how many (people|employees|staff)(?! (will|would|on|for|from|do we))'],
  // 'do we need X first', 'do we have to start with X': whether an engagement is a prerequisite.
  mandatory: ['(need|have) to (do|buy|start with) (the |an? )?\\w+ first', 'need (the |an? )\\w+ first', '(have|need) to start with'],
  // 'money' and 'quote' read as price words: 'money back?' asks for a refund, 'can I quote it?' about citing a post (blind-18).
  refund: ['money back'],
  cite: ['(can|may) (i|we) quote (it|this|that|the|your|from)', 'who (do|should) (i|we) (cite|credit)'],
  // 'combien' asks a price or a duration ('combien de temps'): 'c'est combien ?' is the price (blind-19).
  price: ["c'?est combien", 'fait combien', 'cu(a|á)nto es', 'cu(a|á)nto (sale|vale|cobran)'],
  // 'and time-wise?', 'ramp time for SDRs?' ask how long (blind-26: it got the team's roles, 'time' being the hours rows' word).
  long: ['time ?-wise', 'ramp(-| )?(up )?time'],
  // 'want out after 2 months' asks how to leave (blind-19); 'how much time' is hours, though 'much' reads as a price word.
  contract: ['(want|get|back|pull|opt) out\\b'],
  // 'cuánto tiempo ... cada semana', 'combien de temps par semaine, à nous': our hours, not how long it lasts (blind-22).
  hour: ['how much (of (our|my|your|their) )?time', 'how much of (our|my|your|their|the) (week|day|days|weeks)', '(cada|por|par|pro) (semana|semaine|woche)', 'a nosotros', '(à|a) nous\\b', 'de notre c(o|ô)t(e|é)'],
  // 'cheaper?' alone, or 'anything cheaper', asks for the smallest start, not the comparison with hiring (blind-21).
  cheapest: ['^cheaper(?=\\W*$)', '(anything|something) cheaper', 'cheaper (option|one)'],
  // 'where would you even start with us?' asks for advice, not for the booking steps (blind-21).
  // 'which one then' after the prices, 'lequel pour nous alors' (blind-22): which engagement fits.
  recommend: ['where (do|would|should|to) (we|i|you) (even )?(start|begin)', '^\\W*(so |ok |and )?which (one|option)(?= then| for (us|me)| should (we|i)| would you| do you (recommend|suggest)|\\W*$)',
    '\\bwhich of (the|your|those|these) (3|three|engagements|options|packages)\\b', '\\b(lequel|laquelle) (pour|nous|me|conseill)', '\\bcu(a|á)l (nos|me) (conviene|recomienda)', '\\bwelche(s|n)? (passt|empfehlen|nehmen)'],
  // 'who founded it, what year' asks when the company was founded, not what a year of the team costs (blind-22).
  founded: ['\\b(what|which) year\\b(?! of)'],
  // 'put 12 minimum in the contract': a count with 'minimum' is a number of meetings promised, not a term (blind-20).
  guarantee: ['\\d+ (meetings? )?(a month )?minimum', 'minimum (of )?\\d+'],
};

export const chatSynonyms: Readonly<Record<string, string>> = {
  price: 'damage ballpark much cost costs pricing priced fee fees rate rates charge charges expensive cheap budget spend money quote dollars usd pricng prices precio precios cuesta cuestan cobran costo coste costos prix tarif tarifs coute preis preise preisen kostet kosten',
  long: 'timewise turnaround timeline timeframe duration weeks months last lasts length tiempo dura duracion plazo duree dure durer temps semaines dauert dauer lange tarda tardan tardaria demora lleva',
  year: 'annual annually yearly twelve yr yrs',
  include: 'included includes including deliverables deliverable scope contain contains inclusion enthalten enthalt beinhaltet inklusive inkludiert incluye incluyen incluido incluidos inclus inclut comprend comprennent drin',
  book: 'booking schedule scheduling appointment demo',
  contact: 'email reach contacts emails mail mails correo correos contacto contactar joindre erreichen kontakt',
  timezone: 'tz',
  leadership: 'vp vps exec execs executive executives cro cmo leader leaders',
  mandatory: 'required requirement prerequisite obligatory compulsory',
  call: 'ring calling calls',
  before: 'b4 beforehand',
  duplicate: 'dupe dupes dups',
  phone: 'telephone',
  switch: 'transition transitioning',
  hour: 'hrs hr',
  month: 'monthly mo mnth',
  crm: 'hubspot salesforce pipedrive crms',
  // CRMs the site does not name: one word, so the row saying so outweighs the CRM words of the tools row.
  othercrm: 'zoho dynamics freshsales copper insightly attio sugarcrm odoo',
  gdpr: 'dsgvo rgpd',
  difference: 'diff diffs diferencia unterschied differences different differ',
  installment: 'installments instalment instalments ratenzahlung raten mensualidades cuotas echelonner echelonne mensualites',
  contract: 'vertragslaufzeit vertragslaufzeiten exit cancel cancellation lock locked lockin commitment commitments contractual minimum terminate notice term',
  sdr: 'sdrs bdr bdrs salespeople reps',
  located: 'location office headquarters hq ubicados ubicacion siege sitz sede',
  // Not 'kickoff': the paid kickoff session is its own topic, and 'how do I get started' must not match it.
  start: 'begin started starting',
  meeting: 'meetings reunion reuniones termin termine',
  recommend: 'suggest advise advice best right fit suit suits pick choose',
  data: 'info information datos donnees daten',
  ai: 'chatgpt gpt',
  // The legal rows have English phrasings only: a French, Spanish or German legal question meets them through these words
  // and is answered in English after a sentence in the visitor's language (the spec's rule for all but the core families).
  law: 'loi lois ley leyes gesetz gesetze recht jurisdiction juridiction jurisdiccion gerichtsstand',
  terms: 'conditions condiciones terminos agb cgv cgu nutzungsbedingungen geschaftsbedingungen',
  courts: 'tribunal tribunaux tribunales gericht gerichte',
  disputes: 'litige litiges litigio litigios disputa disputas streit streitigkeiten',
  };

/**
 * What a question the answer table can't place still gets (offline-assistant.ts), the first whose test its message
 * passes: advice ('where would you even start?') gets where clients start, as the answer; a price point gets the prices
 * and a point about one engagement that engagement, after "I can't find that exact point" (`opener`).
 */
export const nearAnswers: readonly { readonly test: RegExp | 'one engagement'; readonly row: string; readonly opener: boolean }[] = [
  { test: /\b(recommend|suggest|advise|where (do|would|should|to) (we|i|you)?\s?(even )?(start|begin)|anything for (that|this|us|it))\b/i, row: 'fit-general', opener: false },
  { test: /\b(what would you (do|suggest)|which (one|of your \w+) (fits|fixes|should)|anfangen|empfehlen|empezar|commencer|conseill)/i, row: 'fit-general', opener: false },
  // 'is this a startup thing?' asks who it's for, not the price list (blind-22).
  { test: /^(?!.*\b(price|pricing|cost|discount|deal|cheap\w*|budget|afford|lite|version|tier|package|plan|starter)).*\b(startups?|enterprises?|our size|too (small|big))\b/i, row: 'who-for', opener: false },
  { test: /\b(price|prices|pricing|cost|costs|how much|budget|afford|package|tier|cheap\w*|lite|starter|mrr|arr)\b/i, row: 'price', opener: true },
  { test: 'one engagement', row: 'overview', opener: true },
];

// What a message of stop words only can still ask: 'hi', 'thanks', 'what do you do' (offline/words.ts terms()).
export const chatSmallTalk = new Set('hi hello hey thanks thank thx what do you hola buenas gracias bonjour salut merci hallo danke'.split(' '));

/** How a message's asks and references are read (functions/chat/offline/understand.ts). */
// A clause that only opens a message ('ok so long story.', 'quick question:'): no subject of its own (blind-30 got the blog's story).
export const fillerClause = /^\W*((ok|okay|so|well|right)\W+)*(long story( short)?|quick question|random question|one more question)\W*$/i;
// Where one ask ends and the next begins: sentence ends, and 'also' / 'plus' / 'and' before a question word.
// The question word ends where letters do: a word boundary after 'qué' needs an ASCII letter, so 'y qué incluye' never split.
const asking = '(?:how|hw|what|whats|when|where|who|which|is|are|do|does|can|will|cu[aá]nto|qu[eé]|combien|quel|wie|was)(?![a-z])';
// '+' too: 'where are you based + what time zone do you work in?' (blind-19) lost the time zone.
export const clauseBreak = new RegExp(`[?!;\\n]+|(?:^|\\s)\\d\\)\\s|\\.(?:\\s|$)|\\b(?:also|plus|btw)\\b|,\\s*(?=${asking})|,?\\s(?:and|n|&|\\+|y|et|und)\\s(?=${asking})`, 'i');
// A clause that sets a condition ('after i send, when do you answer?') belongs to the ask after it: no ask of its own.
export const condition = /^\s*(after|before|once|if|unless|until|as soon as|si|cuando|apr[eè]s|quand|lorsque|wenn|nachdem|sobald|falls)\b/i;
// 'why?', 'why the gap tho', 'why are there two different %s': the reason behind the previous answer, nothing of its own.
export const whyWords = new Set(['why', 'pourquoi', 'warum', 'wieso', 'weshalb', 'porque', 'gap', 'reason', 'difference', 'two']);
// Words that ask for an answer but say nothing of what about, as a clause of their own ('..., right? just confirm').
export const requestWords = new Set(['confirm', 'advise', 'clarify', 'explain', 'elaborate', 'answer', 'reply', 'respond']);
// A term a visitor may ask us to confirm ('the first month is free. can u confirm'): the refusal to confirm terms answers it.
export const termsTalk = /\b(free|discounts?|refunds?|guarantee[sd]?|waived?|contracts?|terms)\b/i;
/** An answer asked for in one sentence ('what do you do, one sentence', 'sum up what you told me in one line'; blind-32). */
// Global, for String.replace only.
export const oneLine = /\b(in )?(one|1|a single) (sentence|line)\b|\bsum (it |that |this )?up( what you (told|said to) me)?/gi;
/** A figure asked to be promised, not explained (offline-assistant.ts). */
export const promiseTalk = /\b(promise|guarantee|garanti|garanti[sz]|in writing|commit to|contractually|schriftlich|por escrito|par écrit)\w*/i;
/** Where a figure comes from: the site cites no study (offline-assistant.ts). */
export const sourceAsked = /\b(study|studies|source[sd]?|come[s]? from|based on|backed by)\b/i;
/** A claimed promise about results, not a price: answered with the typical figure and that results are not guaranteed (rules.ts). */
export const resultClaim = /\b(meetings?|guarantee\w*|money back)\b/i;
/** A previous answer that gives its own price as nothing ('costs nothing', 'free'): 'does that cost anything?' asks it again (understand.ts). */
export const costsNothing = /\b(free|costs nothing)\b/i;
// A clause that opens with a question word asks something of its own ('..., and do you carry liability insurance?').
export const opensQuestion = new RegExp(`^\\s*${asking}`, 'i');
// 'and the build?', 'what about the other one', 'same deal with the build?': a follow-up on the previous answer's row.
/**
 * 'cool and after that?', 'then what?', 'Und danach?' alone: the step after the previous answer (its row's `next`, or the row
 * after its engagement), not whichever row says 'after' best (blind-26: after the booking answer, the build's handoff).
 */
export const whatsNext = /^\W*((ok(ay)?|cool|great|nice|alright|right|got it|perfect|sure|so|and|y|et|und|then)\W+)*(what'?s next( after that)?|what comes (next|after( that)?)|what happens (next|after( that)?|then)|then what|and then|then|after that|danach|dann|despu[eé]s|apr[eè]s( [cç]a)?|ensuite|y luego)\W*$/i;
// 'would the audit's price be deducted from the $150,000?': two prices of ours weighed against each other, no price claimed.
export const creditTalk = /\b(credit\w*|deduct\w*|count(ed|s)? (toward|against)|d[ée]duit\w*|imputad\w*|descontad\w*|anrechn\w*|angerechnet)\b/i;
/** A clause about the visitor ('we're on the fractional plan', 'I run sales at ...'): who asks, not what, beside a question. */
// In the three other languages too ('Tenemos 12 SDRs y están quemados. ¿Qué me conviene más...?', blind-32), and a form
// filled or submitted ('I filled in your contact form last year. Please delete my data').
export const aboutVisitor = /^\W*((hey|hi|hello|so|ok|okay|well|yeah|buenas|hola|bonjour|salut|hallo)\W+)?(we'?re|we are|i'?m|i am|we have|we'?ve|i have|i'?ve|i run|we run|our|my|i (filled|submitted|signed up)|tenemos|somos|nuestr[oa]s?|nous (avons|sommes)|on (a|est)|notre|nos|wir (haben|sind)|unser\w*)\b/i;
export const followUp = /^\s*(and|what about|how about|(the )?same (deal |thing |story )?(for|with)|and for|what of|y|et|und)\b/i;
// 'Und bei den anderen beiden genauso?', 'y los otros dos?', 'et les autres ?' too (blind-29).
export const others = /\bthe (other|others|rest)\b|\b(den|die) anderen\b|\blos otros\b|\bles autres\b/i;
// 'does that include the audit?' after the build: the engagement pointed at includes the one named (blind-20).
export const pointedIncludes = /\b(does|do|would|will|is) (that|it|this)( one)? (include|cover|contain|come with)\b/i;
// 'how long do you keep it?': a message pointing back at the previous exchange.
export const anaphor = /(?<!\p{L})(it|that|this|those|them|these|there|one|ones|eso|esto|ello|ça|cela|dies)(?!\p{L})/iu;
// 'what do we pay each month' with no engagement in view: the monthly one.
export const monthlyAsk = /\b(each|per|every|a) month\b/i;
// A figure is a price the visitor states only with a price word or sign beside it (offline-assistant.ts).
// 'the audit was only 5k right?' states a price without a price word.
export const priceTalk = /\$|\b(price|prices|pricing|cost|costs|pay|fee|fees|charge|quote|quoted|for the|per month|a month|\/mo)\b|\b(is|was|were) (only |just )?\d+(\.\d+)? ?k\b/i;
