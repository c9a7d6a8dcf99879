import { bookingConfig } from '../../../content/booking.ts';
import { claims, landingStatCards } from '../../../content/claims.ts';
import { company } from '../../../content/company.ts';
import { auditEngagement as A, fractionalEngagement as F, orchestrationEngagement as O } from '../../../content/engagements.ts';
import { evalContactEmail, turns, type EvalItem } from './eval-types.ts';

/**
 * probe-2: a third batch, written after the lead's 25-message probe showed families the intent layer missed (terms,
 * payment, phone, scepticism, start wording) and committed before the assistant was run on it. The messages are
 * new wordings of those families and of others (comparisons, several questions at once, typos, slang, follow-ups).
 * Facts are read from content/.
 */
const aPrice = [A.price.label, A.price.shortLabel];
const oPrice = [O.price.label, O.price.shortLabel];
const fPrice = [F.price.label, F.price.shortLabel];
const noContract = ['no long-term contract'];
const notice = ["30 days' notice", '30 days notice'];
const phoneDown = ['unavailable'];
const launch = [claims.launch.context.match(/\d+ days/)?.[0] ?? '30 days'];
const sessionLength = [`${bookingConfig.durationMinutes}-minute`, `${bookingConfig.durationMinutes} minutes`];
const proof = [...landingStatCards.map((s) => s.value), ...Object.values(claims).map((c) => c.value)];
const fixedPrices = ['fixed'];
const billedOnce = [A.price.unit];
const billedFixed = [O.price.unit];
const billedMonthly = [F.price.unit];
const strategist = ['strategist'];
const email = [evalContactEmail];

const items: Omit<EvalItem, 'id'>[] = [
  // Terms and leaving
  { family: 'terms', message: 'is there a minimum term or can we leave whenever', must: [noContract] },
  { family: 'terms', message: 'do we have to sign up for a whole year?', must: [noContract] },
  { family: 'terms', message: 'are we locked in once we start', must: [noContract] },
  { family: 'terms', message: 'whats the exit clause like', must: [noContract] },
  { family: 'terms', message: 'how much warning do u need before we stop the fractional team', must: [notice] },
  { family: 'terms', message: 'what if we want out halfway through the orchestration project', must: [noContract] },
  { family: 'terms', message: 'cancelation polcy?', must: [noContract] },
  { family: 'terms', message: 'min commitment?', must: [noContract] },
  // Payment terms: how each engagement is billed; the schedule is a strategist's, never invented
  { family: 'payment', message: 'do you take payment in installments for orchestration', must: [billedFixed, strategist], mustNot: ['installments are available'] },
  { family: 'payment', message: 'how do you invoice the audit', must: [billedOnce] },
  { family: 'payment', message: 'is the retainer billed in advance or after each month', must: [billedMonthly] },
  { family: 'payment', message: 'could we split the orchestration fee into chunks', must: [billedFixed, strategist] },
  { family: 'payment', message: 'payment schedule?', must: [billedOnce, billedFixed, billedMonthly] },
  { family: 'payment', message: 'can we pay quarterly for the fractional team', must: [billedMonthly, strategist] },
  // Phone
  { family: 'phone', message: 'is there a number i can dial', must: [phoneDown] },
  { family: 'phone', message: 'can i ring somebody today', must: [phoneDown] },
  { family: 'phone', message: 'id rather talk on the phone than email', must: [phoneDown] },
  { family: 'phone', message: 'give me a number to call pls', must: [phoneDown] },
  { family: 'phone', message: 'ph #?', must: [phoneDown] },
  // Trust and scepticism: a short polite answer with the proof content has, not a fallback
  { family: 'trust', message: 'is this legit?', must: [proof, sessionLength] },
  { family: 'trust', message: 'sounds too good to be true tbh', must: [proof, sessionLength] },
  { family: 'trust', message: 'why should i trust you', must: [proof, sessionLength] },
  { family: 'trust', message: 'r u guys legit or nah', must: [proof, sessionLength] },
  { family: 'trust', message: 'whats the catch', must: [fixedPrices, sessionLength] },
  { family: 'trust', message: 'any proof this actually works?', must: [proof] },
  { family: 'trust', message: 'feels like another agency that will rip us off', must: [proof, sessionLength] },
  // Launch speed, start/kickoff wording
  { family: 'launch', message: 'when could we kick things off', must: [launch] },
  { family: 'launch', message: 'how soon can you begin if we sign on monday', must: [launch] },
  { family: 'launch', message: 'whats the lead time before you start work', must: [launch] },
  { family: 'launch', message: 'could we be up and running by next month', must: [launch] },
  // Comparisons
  { family: 'compare', message: 'audit or fractional, which one is cheaper', must: [aPrice, fPrice] },
  { family: 'compare', message: 'is the build a better deal than hiring two more SDRs', must: [[claims.costReduction.value, '40-60%']] },
  // Several questions at once
  { family: 'multi', message: 'how much is the audit and how long does it take', must: [aPrice, [A.coreDuration]] },
  { family: 'multi', message: 'where are you and do you have a phone line', must: [[company.address.locality], phoneDown] },
  { family: 'multi', message: 'price of the team + notice period?', must: [fPrice, notice] },
  // Typos and slang
  { family: 'typo', message: 'hw much does the orchestation cost', must: [oPrice] },
  { family: 'typo', message: 'wen can u guys start', must: [launch] },
  // Follow-ups
  { family: 'follow-up', message: 'and can we stop anytime?', history: turns('fractional team price', `The ${F.title} is ${F.price.label} ${F.price.unit}.`), must: [notice] },
  { family: 'follow-up', message: 'how do we pay for it', history: turns('tell me about the audit', `The ${A.title} costs ${A.price.label}.`), must: [billedOnce] },
  { family: 'follow-up', message: 'ok so how else can i reach a human', history: turns('phone?', 'Phone Support Temporarily Unavailable.'), must: [email] },
  { family: 'follow-up', message: 'do you guarantee it or is it all talk', must: [['match your criteria']] },
  { family: 'follow-up', message: 'what do we get for 25k a month', must: [fPrice] },
];

export const probe2EvalItems: readonly EvalItem[] = items.map((item, i) => ({ ...item, id: `probe2-${i + 1}` }));
