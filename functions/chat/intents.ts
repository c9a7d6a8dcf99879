import { engagements, type Engagement, type EngagementId } from '../../content/engagements.ts';
import type { NormalizedText } from './normalize.ts';

/**
 * The question families a consultancy's visitors ask, recognised from the normalised message (typos corrected,
 * synonyms folded, see normalize.ts). Patterns are vocabulary; the answers are composed from content/ in answers.ts.
 */
export const intentIds = [
  'price', 'price-year', 'billing', 'duration', 'launch', 'includes', 'all-plans', 'compare', 'upgrade', 'ownership', 'services',
  'fit', 'popular', 'contract', 'notice', 'time-commitment', 'guarantee', 'booking', 'session', 'human', 'location', 'visit',
  'timezone', 'contact', 'phone', 'linkedin', 'results', 'claim', 'methodology', 'first-month', 'technology', 'gdpr',
  'replace-tools', 'vs-hiring', 'vs-tools', 'vs-agency', 'audience', 'about', 'brand-safety', 'outreach', 'gtm-orchestration', 'capabilities',
  'principles', 'legal', 'documents', 'after-call', 'capability-detail', 'engagement-reporting', 'engagement-detail', 'blog', 'trial', 'value', 'metrics', 'assistant', 'payment', 'trust', 'greeting', 'thanks', 'discount', 'injection', 'hostile',
] as const;
export type IntentId = (typeof intentIds)[number];

const patterns: Record<IntentId, RegExp> = {
  price: /\b(price|cuanto sale|commercials|commercial terms|entry.?level|entry point|starter|(wants?|needs?) (a|the) (number|figure)|what (is|does|would|will) (the |that |it |this )?[a-z ]{0,25}(run|come to)|ballpark|cheaper|cheapest|least expensive|more expensive|set aside|what can (that|it|this|we) (actually )?(buy|get)|(?<!by )how much(?! (of|time|hours?|notice|do you need|pipeline|revenue|increase|growth|more|better|faster|uplift|lift|meetings|effort|work|involvement|input|data))|(under|below|less than|cheaper than) \$?\d+k?|run (me|us)|set (me|us) back|\$\$|(?<!only |already |(after|once|when|before) (we|i|you) )pay(?! only)|(?<!(after|once|when) (we ve|we have|we) )paid|payment plans?|cuanto cuesta|cuanto vale|free audit)\b/,
  'price-year': /\b((?<!(next|this|last) )year(?! (ago|old))|annual|annually|yearly|annualized|annualised|twelve months|12 months|per year|al ano|un ano|por ano|anual)\b/,
  billing: /\b(once or|every month|each month|recurring|por mes|al mes|mensual|se cobra|(?<!meetings )per month|monthly|one off|one-off|one time|one-time|total|upfront|payment plans?|is that per)\b/,
  duration: /\b(duration|(is|be) [a-z ]{0,15}(done|finished|complete)|different durations|two durations|be (done|finished|complete)|twelve.?month|final readout|start to finish|end to end|beginning to end|lead time (on|for|of)|end date|open.?ended|indefinitely|how long does it last|combien de temps|wie lange|quanto tempo|how (many|much) time (it|does it|will it|would it)? ?(need|take)s?|how much time (it|does it|will it|would it|does the [a-z]+|will the [a-z]+) takes?|time it takes|takes how long|(quicker|faster|shorter|longer|quickest|fastest|shortest)\b(?! (than|to) (hire|hiring|build|ramp))|how long(?! (term|contract|before|until|till))|how many weeks|how many months|2 weeks or|weeks vs|months which|cuanto tiempo|take to finish)\b/,
  launch: /\b(meetings faster|first meetings|time to first|how long is it with you|by q[1-4]|deadline|by (next |end of )?(month|quarter)|urgent|asap|lead time before|outreach (goes|go|going) out|before any outreach|wait until|primeras campanas|campanas activas|estarian activas|speed|campaigns? (be |actually be )?(running|live|out|launched)|(first|1st) campaigns?|when would [a-z ]{0,30}(running|live)|how (fast|quick|quickly|soon)(?! do (you|u) (usually )?(reply|respond|answer|get back))|how long (before|until|till) (we|i|you)|live|first results|see results|start landing|turnaround time|launch|first 30 days|up and running|earliest|start date|(get|getting) going|(when|how soon) (can|could|would|will|do) (you|we|u|you guys) (start|begin|kick)|kick (things|it|this|us) off|(start|begin) (work|working|on it))\b/,
  includes: /\b(include|working with day to day|who would we be working with|who exactly|how many (ppl|people)|(team|it|they) (actually )?do day to day|(team|it|they) actually do|who (exactly |actually )?(is|s|are|would be) (in|on) the|who would be on|get (me|us) that|what does [a-z ]{0,20} get (me|us)|have in hand|at the end of the (audit|build|project|engagement)|what do (people|clients|customers) get|quienes forman|(deck|slides?|shelfware)\b|what (is|s) in\b|what (the|that|it|this) [a-z0-9 ]{0,12}buys|what does [a-z0-9 ]{0,15} buy|incluye|what (exactly )?(do|will|would) (we|i) (actually )?(receive|get)|receive for|(cover|covers) (crm|data|our|the)|does (it|the [a-z]+) cover|who (would|will|is going to) (actually )?(be )?(doing|do) the work|your people or|what (is|s) in (the|your) [a-z]+|walk away with|(end up|leave) with|who (exactly |actually )?(is|s|are) on|who (do|would|will) (we|i) (get|work with)|one person or|how many people|what do (i|we) (actually )?get|what (you|u) get|what (is|s) in it|what comes with|who is (actually )?on|whats in it|what is in it|what is inside|deliverables?|get with)\b/,
  'all-plans': /\b(every plan|all plans|each plan|every engagement)\b/,
  compare: /\b(difference|versus|compare|comparison|which is better|diferencia)\b/,
  upgrade: /\b(upgrade|keep (running|operating) it|run it after|keep it running|miss (out on )?the audit|skip the audit|straight to (orchestration|the build)|without the audit|after launch|keep tuning|left alone|who (runs|will run|operates|maintains)|relate to one another|engagement model|offerings relate|how (they|these|the offerings|the engagements) (fit|work) together|(pay|paying) for the audit (separately|too|as well|also)|audit separately|(the )?audit (plus|and more)|include[sd]? the audit|audit (is )?(included|part of)|move (up|over|on) to|(begin|start) with the [a-z]+ and (then|later)|(have|need) to (buy|do|get|start with|take) the audit|audit (first|before)|who runs (it|the system|things)|relationship between|how do (they|these|the [a-z]+) relate|relate to each other|in (order|sequence)|do (i|we) need (all|both|to do (all|both|them))|prerequisite|move on to|later on|switch plans?|change plans?|after (the )?(12 weeks|build|orchestration|audit|project)|when (the )?(build|orchestration|project|audit) ends|do we need the)\b/,
  ownership: /\b(kept (all )?(the |our )?(workflows|data|systems)|what (we|you) keep|keep at the end|who keeps|(do|would|will|can) (we|i) keep(?! (our|using|the|my) (hubspot|salesforce|pipedrive|crm|tools?|stack))|(we|you) keep (the|our|it|them|everything)(?! (hubspot|salesforce|pipedrive|crm|tools?|stack))|leave with you|take (it|them|everything|the [a-z]+) with you|hostage|own the|ownership|who owns|we own|i own)\b/,
  services: /\b(what do (you|u) (actually |really )?do|what services|what (is it|it is) (you|u)( guys)? do|what you (guys )?do|in plain english|what (do|does) (you|revrebel)( guys)? (do|offer|sell)|services do you|what do you do|what is revrebel|who are you)\b/,
  fit: /\b(would (you|u) (start|begin) with|work at (that|our|this) size|at (our|that) size|which of the (three|3)|starting point|por donde empez\w*|que nos recomiendan|cual nos conviene|built for (companies|teams|businesses|firms)|(companies|teams|businesses|firms) (of )?our size|(are|is) (you|it|this) (even )?for us|best (option|choice|fit|bet)|which of your (three|3)|what should (we|i) (buy|get|choose|pick|start with|do) first|how (do|should|would|can) (we|i) (decide|choose|pick)|(is|are) (this|it|any of this|you) (for us|right for us|a fit)|(we|i) need (more )?(meetings|pipeline|leads|demos|customers)|(have|got) no (sdr|sdrs|sales ?team|reps|one)|no (sdr|sdrs)|long[ -]term(?! (contracts?|commitments?|agreements?|deals?|lock))|(which|what) [a-z ]{0,20}makes? sense|dont know (what|why)|don t know (what|why)|no idea (what|why)|find (it|the problem|out what)|dig in|(which|what) (package|plan|engagement|option|service) is (that|this|it|for)|(?<!no matter )(?<!regardless of )(?<!whichever )(already )?know what (needs|we need|to build)|just want (someone|you|it|a team)|someone to (build|run|do|handle)|want it (run|done|built)|which (of your )?(ones?|options?|packages?|engagements?|plans?|services?)|(what|which) (are )?(the|your|my|our) options|the options are|suggest|what would you recommend|(would|should) (we|i) (go with|choose|pick|start with)|what fits|should we (pick|choose|start|get)|where do we start|where would you (even )?start|recommend|right for us|not sure what|best for|best if|startup|seed|series [abc]|employees|person (startup|company|team)|is a mess|don ?t know why|just run it|run it for us|dont want to manage|don t want to manage|full system)\b/,
  popular: /\b(most (people|clients|popular|customers)|popular)\b/,
  contract: /\b(commit us|follow.?on work|stuck (buying|with)|firmar|\d+.?month commitment|(require|need) a [a-z0-9 -]{0,15}commitment|(i|we) can stop|must (take|buy|continue)|contratos|permanencia|mindestlaufzeit|vertrag|laufzeit|obliged|obligated|obligation|(have|need) to continue|ties? (us|you) in|tie us|locks? us|written agreement|sign (a|an) (contract|agreement)|msa|minimum commitment|commitment (period|term)|long commitment|cancel|contrato|long contract|tied(?! up)|locked( in)?|bail|pull (out|the plug)|minimum (term|period|contract)|min (term|commitment)|walk away(?! with)|contracts?|want out|get out|back out|leave (whenever|any ?time|at any time|early)|(can|could) (we|i) (leave|stop|quit|walk)|sign (up )?for a (whole |full )?year|exit clause|stop any ?time|(pause|stop|quit|terminate|end) (the|our|my|it|after)|12 month contract)\b/,
  notice: /\b(scale (it |the [a-z ]{1,25})?down|downgrade|pause|notice|cancel the monthly|how much notice)\b/,
  'time-commitment': /\b(can ?t spare|cannot spare|spare (much )?time|how much time [a-z ]{0,30}(need|put in|give|spend|commit)|how often (do|will|would|should) (we|i) [a-z ]{0,12}(meet|talk|sync|hear)|how many hours [a-z ]{0,40}(give|spend|put in|commit|invest)|(has|have|need) to be involved|our side|tied up|stretched thin|hours of meetings|pull (people|my team|our team)|bandwidth|how much of (my|our) (week|time)|need from me|hours? (per|a|each) week|how many hours .{0,30}(need|from (my|our|us))|need from (us|my team|our team)|time from|our time|my time|teams time|team s time|time will this|eat up|time commitment|how involved|minimum time|time do (we|you) need|(how much|how many hours) (of )?[a-z ]{0,30}time (do|will|would|does) (you|we|this|it) (need|take|require|eat))\b/,
  guarantee: /\b(irrelevant|poor fit|still pay|guarantees|pay only|counts? as qualified|who decides|(does not|doesn ?t|dont|don t|do not) meet (our|the) (qualification )?criteria|still charged|charged for (it|them|that)|results [a-z ]{0,20}guaranteed|guaranteed contractually|(don ?t|do not|doesn ?t|dont|doesnt) (fit|match) (our|the|my) (icp|criteria)|wrong fit|not a fit|unqualified|not qualified|bad fit|wrong (person|people)|no.?shows?|guarantee|guaranteed|junk|garbage|bad meetings|only pay|refund|refunds|dont match|doesnt match|money back)\b/,
  booking: /\b(what you ?d do for us|live walk ?through|walk ?through|pick a time|get (30 min|time|a call|some time) with|make a meeting|(schedule|arrange|set up) a meeting|(?<!(you|we|they|meetings) )book|(get|hop|jump) on a call|(have|schedule|arrange|grab) (a|some) (call|meeting|time|chat)|set up a (call|meeting)|get me on|next steps?|how do i start|how do we start|sign up|get started|quiero agendar)\b/,
  session: /\b(strategy sesion|that call|this call|prep|prepare|preparation|(free|intro|first|the) (session|call)|discuss (in|on|during) the|sesion de estrategia|la sesion|la llamada|(first|intro|introductory|discovery|initial) (call|meeting)|strategy (call|session)|consultation|the call|what happens on (the )?(call|session|strategy)|zoom|google meet|video call|teams call)\b/,
  human: /\b(with a person|a person than|rather talk|actual person|an? (actual|real|live) (person|human)|real person|human(?! (check|checks|review|reviews|edit|edits|write|writes|approve|in the loop|touch))|hablar con|talk to (someone|sales|a person)|speak (to|with)|meeting with sales)\b/,
  location: /\b(in (aus|australia|usa|america|canada|uk|europe)|where (you|u) are|siege social|ou se trouve|wo (sitzt|ist|sind|befindet)|donde (estan|esta|se encuentran)|ou (etes|est)|onde (fica|ficam|estao)|headquartered|based out of|cali|california|bay area|west coast|remotely|located|where (are|r) (you|u)|(what|which) (city|country|state)|where (is|s) (your|ur|the) (office|hq|headquarters)|where is (your|the) office|in the us|us based|outside (the )?(us|usa|states|america)|international|internationally|overseas|abroad|other countries|distance|time difference|only work with (us|american|local|domestic)|(us|american) companies|europe|european|uk|london|(we are|we re|were|i am|im|based|located|from|clients|companies) (in |from )?(germany|france|spain|canada|australia|india|brazil|mexico|the netherlands|latam|emea|apac|berlin|paris|madrid|toronto|sydney|munich|amsterdam)|country|remote)\b/,
  visit: /\b(in-person|visits?|visit|come by|drop by|in person)\b/,
  timezone: /\b(pacific|pst|pdt|east coast|west coast|central time|\d+ ?am (calls|meetings)|early calls|our hours|zeitzone|zona horaria|fuseau horaire|fuso horario|timezone|time zone|what hours|business hours|online)\b/,
  contact: /^(an? |your )?email( then| address)?$|\b(how (fast|quick|quickly|soon) do (you|u) (usually )?(reply|respond|answer|get back)|(have|got) (an )?email|email for|(which|what) email|email should i|fill (out|in) the (contact )?form|after i (fill|submit|send)|partnerships|referrals?|reach (someone|somebody|a person|anyone)|get hold of|rfp|an email (i|we) can|email to (send|forward)|partner|partnership|partnering|resell|reseller|white.?label|referral|get in touch|reach (you|the team|out)|contact (you|details|info)|email address|your email|what is your email|best way to reach|correo|email\?)\b/,
  phone: /^(a |your |ur |the )?number$|\b((i|we) can (text|call)|text or call|call or text|llamar\w*|telefono|calling|sales line|phone line|(?<!my )phone|call (you|u|me|someone|somebody|anyone|a person|a human|sales|now|today|right now|(your|the) (sales|team|office|people|staff))|call me back|ring (me|you|someone|somebody|anyone|sales)|dial|number (i|we) can|number to (call|ring)|text (you|u|me)|sms|whatsapp|telephone|phone number|your number)\b/,
  linkedin: /^linkedin$|\b(on linkedin|are you on linkedin|your linkedin|linkedin (page|profile|company)|follow you)\b/,
  results: /\b(how many do (you|u) (actually )?deliver|deliver (per|a) month|how clean|pipeline (is )?(going|move|moves|moving) faster|how much faster|meeting volume|volume of meetings|spreadsheets?|building lists|data entry|manual (work|research|prospecting)|half (their|the|our) (day|week)|freed up|freed|velocity|impact|results?|roi|increase|growth|uplift|lift|improvement|get back|hours back|time back|reclaim\w*|free up|usually see|typically see|clients see|return|case stud(y|ies)|numbers|outcomes?|how many ([a-z]+ )?meetings|meetings (a|per) month|expect|save|saved)\b/,
  claim: /\d+(-\d+)?%|\b\d+x\b|\b(cost reduction|where does (that|the|your|this) [a-z ]{0,20}(number|figure|percentage|stat) come from|(which|what) (number|figure|stat|one) is (real|right|true|correct|accurate)|that number|the stat|is that real|is it real)\b/,
  methodology: /\b(consultants? (we|we ve|we have)|understand(ing)? our (team|business)|cookie.?cutter|generic playbooks?|methodology|process|method|approach|how does (it|this|your process) work|how do you work|phases?)\b/,
  'first-month': /\b(first month|first (four|4|two|2|few) weeks|weeks? \d+( to |-)\d+|2-3 hour|kickoff session|after (i|we) sign( up)?|first few weeks|we sign (monday|tomorrow|next week|this week)|(say|if|when) we sign|sign tomorrow|next 30 days|(week|wk) (1|one)|first week|(we |just |already )?signed( last| this| yesterday| today)|whats next|what is next|after we sign|after (the )?(contract|agreement|deal|paperwork) (is |has been |gets )?signed|(once|after) (we ve|we have) signed|after signing|day (1|one)|first day|onboarding|kickoff|kick off|first 30 days|first weeks?)\b/,
  technology: /\b(who writes|writes the emails|plug into|plugs? in|engines?|tech|under the hood|integrat\w*|crm|crms|salesforce|hubspot|pipedrive|outreach io|salesloft|microsoft dynamics|dynamics|zoho|close com|copper|freshsales|gong|zoominfo|lusha|cognism|marketo|pardot|tech stack|stack|what software|software (do|does) (you|it) use|tools? do you use|ai|chatgpt|gpt|llm|openai|platform|works? with (hubspot|salesforce|pipedrive|our))\b/,
  gdpr: /\b(gdpr|compliant|compliance|can-spam|privacy|data (safe|secure|security)|is (our|my) data)\b/,
  'replace-tools': /\b(keep (our|using|the|my) (hubspot|salesforce|pipedrive|crm|tools?|stack)|rip (any|some|all) of (that|it|them|this) out|(change|switch|replace) (our|my) (crm|stack|tools|software)|replace (our |my |the )?(existing|current)|rip out|replace (our|my|the|existing|current) (tools|stack|software)|(current|existing) tools|rip (it|all|that|everything|them|this)( [a-z]+)? out|throw (it|them|that|everything) (out|away)|get rid of|keep using|replace (our|my|the)? ?tools|rip and replace|keep our tools|new tools)\b/,
  'vs-hiring': /\b(sdr|cheaper than|agency|agencies|outsourced|in house team|internal team)\b/,
  'vs-agency': /\b(agency|agencies|different from|makes you different|why (choose )?(you|revrebel)|competitors?|what sets you apart)\b/,
  audience: /\b(only for [a-z ]{0,20}companies|b2b|in general|companies like (us|ours)|(companies|startups) like (us|ours)|who (is|s) (this|it|revrebel) for|who do you help|ideal (client|customer)|who (are|r) (your )?(clients|customers)|your (clients|customers)|industr(y|ies)|who is it for|who do you work with|work with [a-z]+ (companies|startups|firms)|healthcare|fintech|saas|ecommerce|manufacturing|enterprise clients)\b/,
  about: /\b(who (is|s) (actually )?on your team|your people|legal name|registered|incorporated|company name|mission|vision|values|what do you believe|how big is (your|the) team|your team size|who founded|who (are|is) (the|your) founders?|your founders?|who founded|ceo|who runs|about (you|revrebel|the company)|company background|how long have you been)\b/,
  'brand-safety': /\b(existing customers|current customers|suppress\w*|do not contact|sending domains?|domains?|warm.?up|inbox(es)?|spam|spamming|deliverability|burn(ed|t)? (our|the) domain|domain reputation|blacklist\w*|reputation|opt.?outs?)\b/,
  outreach: /\b(channels? does|outreach run|linkedin too|via linkedin|through linkedin|linkedin or|or just email|(outreach|marketing|sales) channels?|which channels do you (use|run)|run outreach|outreach on|cold (emails?|calls?|outreach)|write (our )?(emails|copy|messages)|send emails|emails? on our behalf|linkedin outreach|sequences|run (our )?campaigns|do (the )?outreach)\b/,
  'gtm-orchestration': /\b(what is (gtm|go to market) orchestration|gtm orchestration mean|what does orchestration mean)\b/,
  capabilities: /\b(do you (do|offer|handle|provide)|can you (help|do|handle|build)|do you guys (do|offer))\b/,
  'after-call': /^(cool |ok |okay |so |great )*(and )?after (it|that)$|\b(what do (i|we) get (afterwards|after)|afterwards|after (the|our|this|that|an?) (intro |introductory |first |strategy |discovery |free )?(call|session|chat|meeting)|do you send (us|me) (anything|something|a plan|a proposal|a summary|a quote)|proposal|freedom plan|written plan)\b/,
  'capability-detail': /\b(each prospect|per prospect|microsoft|office 365|365|google (calendar|workspace)|icp|personas?|gut feel\w*|cleaning|datapoints?|clean ?up|humans? (check|checks|review|reviews|edit|approve)|writing the emails|write the emails|who writes|scor\w*|rout(e|ing)|data (do you|you) (gather|collect|use)|data points|on each prospect|prospect (data|research)|crm (data|hygiene|clean ?up|cleanup|mess)|data (quality|hygiene|enrichment|providers?)|dedup\w*|de-dup\w*|duplicates?|enrich\w*|zoominfo|lead scoring|scoring|list building|verif\w*|attribution|analytics|warm.?up|calendars?|outlook|gmail|bi tools?|signals?|personali[sz]\w*)\b/,
  'engagement-detail': /\b(dedicated|shared across|new channels|experiment\w*|same playbook|slack|support|readout|read-out|check-?ins?|workshop|deliverables?|handoff|documentation|training)\b/,
  blog: /\b(blog|articles?|posts?|rebel insights|what do you (write|publish)|anything to read|reading)\b/,
  'engagement-reporting': /\b(report\w*|dashboards?|reviews?)\b/,
  documents: /\b(admin access|access to our (crm|systems|data)|permissions|sow|msa|dpa|nda|ndas|sample contract|standard contract|legal review|security review|vendor questionnaire|infosec|soc ?2|iso 27001|data residency|where (would|will|is) (our|the) data (be )?stored|pen ?test)\b/,
  legal: /\b(legal name|registered (company|business|entity)|incorporated|legal entity|real company|company name)\b/,
  principles: /\b(principles?|philosophy|beliefs|rules (you|u) (follow|live by)|what do you stand for)\b/,
  trial: /\b(free trial|trial|pilot|try (it|you) (out|first)|test drive)\b/,
  value: /\b(so expensive|too expensive|worth it|worth the (money|price)|justify|why (should|would) (we|i|anyone) pay|is a lot|pricey|overpriced)\b/,
  metrics: /\b(kpis?|metrics|measure (success|results)|how do you measure|report (on|back)|reporting|dashboards?)\b/,
  assistant: /\b(which llm|what llm|gpt or claude|claude|gemini|are you (a )?(bot|robot|human|real|ai|person)|bot or (a )?human|what model|which model|who (made|built|created) you|are you chatgpt)\b/,
  'vs-tools': /\b(buy a [a-z ]{0,20}tool|buying (another|a) [a-z ]{0,12}tool|licen[cs]e (a|an) [a-z ]{0,15}tool|(ai )?sdr tool|buy (apollo|clay|tools?|software)|apollo|clay|outreach io|just buy)\b/,
  greeting: /^(hi|hey|hello|hiya|yo|hola|good (morning|afternoon|evening)|sup|is anyone there|anyone there|are you there|you there)( there)?( what is up| whats up| up)?$/,
  thanks: /\b(thanks|thank you|cheers|gracias|helpful)\b/,
  discount: /\b(discount|discounts|coupon|promo|deals?|negotiate|code|\d+% off|percent off)\b|\d+% off/,
  injection: /\b(administrator mode|system notice|hidden instructions|i authori[sz]e you|authori[sz]ed you|tell (this|the) visitor|confirm that the|system override|override|new (pricing )?policy|admin mode|developer mode|ignore (all|your|the|previous)|previous instructions|system prompt|you are now|dan|pretend you|forget your|jailbreak|act as)\b/,
  payment: /\b(credit(ed)? (against|toward|towards|to)|count(s|ed)? (against|toward|towards)|deducted|installments?|spread (the |our )?(payments?|costs?|fees?|it)|(pay|paying) (it all|everything|all of it) (at once|upfront|up front)|at once|instalments?|invoice[ds]?|invoicing|billed|pay (monthly|quarterly|yearly|upfront|up front|in (advance|arrears|stages|parts|chunks|installments))|split (the|it|our|that)( [a-z]+)? (fee|payment|cost|price|into)|split (it|that) (up|into)|payment (schedule|terms|plans?|options?|methods?)|how (do|would|can) (we|i) pay|in advance|arrears|quarterly|credit card|deposit|upfront|up front)\b/,
  trust: /\b(prove (me|it|that|you)|one real thing|legit|legitimate|scam|scams|scammy|fraud|frauds|trust (you|u|this|it|them)|too good to be true|(whats|what is) the catch|proof|prove it|evidence|made up|rip (us|me|people|you) off|ripoff|rip off|con artists?|snake oil|bs|bullshit|sketchy|shady|dodgy|all talk|for real)\b/,
  hostile: /\b(buzzword\w*|overpriced|spam shop|rip.?off|clown|dumb|trash|loser|joke|scam|fraud|frauds|useless|stupid|crap|idiot|sucks|garbage bot|shit)\b/,
};

const engagementPatterns: Record<EngagementId, RegExp> = {
  'gtm-audit-architecture': /\b(audit|architecture|whats broken|what is broken|diagnostic)\b/,
  'funnel-orchestration': /\b(orchestration|full build|funnel (one|project|thing|build|engagement|package|offer)|full implementation|full system|whole system|complete system|entire system|all the system|whole machine|the build|build cost|150k|\$150k|150,000|is the build)\b/,
  'fractional-gtm-team': /\b(fractional|who (is|s) (in|on) the team|enterprise (tier|plan)|retainer|embedded|monthly team|gtm team|the team cost|team cost|run it for us|ongoing)\b/,
};

export interface DetectedIntents {
  readonly intents: readonly IntentId[];
  readonly engagements: readonly EngagementId[];
}

/**
 * A duration or price the content states for one engagement ('12 weeks', '150k') names it. A price two engagements
 * share ('25k') names the one whose billing the message also states ('25k a month').
 */
export const billingWords: Record<Engagement['price']['billing'], RegExp> = {
  monthly: /\b((a|per|each|every) month|monthly|mo)\b/,
  'one-time': /\b(one time|one-time|once|one off|one-off)\b/,
  fixed: /\b(fixed|project)\b/,
};
const figureText = (figure: string) => new RegExp(`(^|[^\\d-])${figure.replace(/[$]/g, '\\$')}(?![\\d-])`);
// '25k', '$150k', '$150,000' (the comma is a word break by now): amounts in dollars, with the words that follow
// each one ('25k a month' names the monthly engagement; '25k, is that monthly?' asks, and names none).
const amountsIn = (plain: string) =>
  [...plain.matchAll(/(?:^|\s)\$?(\d+(?:\.\d+)?) ?(k|000)\b( (a|per|each|every|one|fixed|monthly|mo|once|project)\b( [a-z]+)?)?/g)].map((m) => ({ usd: Number(m[1]) * 1000, after: m[3] ?? '' }));
function namedByFigure(e: Engagement, plain: string): boolean {
  const durations = [e.coreDuration, e.engagementDuration].map((f) => f.toLowerCase()).filter((f) => f !== 'ongoing');
  const shared = (d: string) => engagements.filter((o) => [o.coreDuration, o.engagementDuration].some((f) => f.toLowerCase() === d)).length > 1;
  if (durations.some((d) => !shared(d) && figureText(d).test(plain))) return true;
  const amounts = amountsIn(plain).filter((a) => a.usd === e.price.usd);
  if (amounts.length === 0) return false;
  return engagements.filter((o) => o.price.usd === e.price.usd).length === 1 || amounts.some((a) => billingWords[e.price.billing].test(a.after));
}

// When both are asked, the first answer already holds the second.
const subsumes: Partial<Record<IntentId, readonly IntentId[]>> = {
  compare: ['price', 'duration', 'billing'],
  price: ['billing'],
  session: ['booking', 'human'],
  booking: ['human'],
  visit: ['location'],
  upgrade: ['notice'],
  popular: ['fit'],
  'first-month': ['contract', 'booking'],
  'after-call': ['session', 'booking', 'launch'],
  launch: ['booking'],
  'vs-tools': ['technology', 'replace-tools', 'vs-agency'],
  claim: ['price'],
  value: ['price', 'hostile'],
  assistant: ['human', 'technology'],
  metrics: ['results'],
  'gtm-orchestration': ['capabilities'],
  outreach: ['capabilities', 'linkedin'],
  'brand-safety': ['capabilities', 'vs-agency'],
  trial: ['discount', 'price'],
  'vs-agency': ['vs-hiring'],
  services: ['capabilities'],
  payment: ['price', 'billing', 'booking'],
  trust: ['hostile', 'results', 'guarantee', 'vs-agency', 'vs-hiring'],
};

/** Every word the intent rules know, so the typo correction never 'corrects' one of them into something else. */
export function intentVocabulary(): string[] {
  return [...Object.values(patterns), ...Object.values(engagementPatterns)].flatMap((re) => re.source.match(/[a-z]{3,}/g) ?? []);
}

// Where in the message an intent is asked, so answers come in the visitor's order.
function position(id: IntentId, text: NormalizedText): number {
  const at = patterns[id].exec(text.plain)?.index;
  if (at !== undefined) return at;
  const canonical = patterns[id].exec(text.canonical)?.index;
  return canonical === undefined ? Number.POSITIVE_INFINITY : canonical;
}

const broad: readonly IntentId[] = ['capabilities', 'audience', 'about'];
const social: readonly IntentId[] = ['greeting', 'thanks', 'hostile', 'discount', 'injection'];

/** Whether a message is angry or insulting, whatever else it asks. */
export function soundsHostile(text: NormalizedText): boolean {
  return patterns.hostile.test(text.plain);
}

export function detectIntents(text: NormalizedText): DetectedIntents {
  const haystack = `${text.plain} | ${text.canonical}`;
  const found = intentIds
    .filter((id) => patterns[id].test(text.plain) || patterns[id].test(text.canonical))
    .sort((a, b) => position(a, text) - position(b, text));
  const named = (Object.keys(engagementPatterns) as EngagementId[]).filter(
    (id) => engagementPatterns[id].test(haystack) || namedByFigure(engagements.find((e) => e.id === id) as Engagement, text.plain),
  );
  // '25k, is that monthly?': a price two engagements share names both, so the answer tells them apart.
  const amounts = amountsIn(text.plain).map((a) => a.usd);
  const engagementIds = named.length > 0 ? named : engagements.filter((e) => amounts.includes(e.price.usd)).map((e) => e.id);
  // A comparison needs two things to compare (named, or 'all options'); 'how do cost and speed compare' is no comparison.
  const comparable = engagementIds.length >= 2 || /\b(all|three|options|plans|engagements|packages)\b/.test(text.plain);
  // 'We don't want to hire anyone' states a wish; it does not ask how we compare with hiring.
  const declined = /\b(dont|don t|do not|never|no) (want|need|plan|intention) to (hire|recruit)/.test(text.plain);
  const asked = found.filter((id) => (id !== 'compare' || comparable) && (id !== 'vs-hiring' || !declined));
  const covered = new Set(asked.flatMap((id) => subsumes[id] ?? []));
  // A message quoting our durations ('12 weeks or 3-4 months?') asks about duration, whatever else it says.
  if (/\b\d+(-\d+)? (weeks?|months?)\b/.test(text.plain) && engagementIds.length > 0) {
    if (!asked.includes('duration')) asked.push('duration');
    covered.add('fit');
  }
  // 'Whatever plan we choose' asks what every plan has, not which one fits.
  if (/\b(no matter which|regardless of which|whichever|whatever plan)\b/.test(text.plain)) covered.add('fit');
  const kept = asked.filter((id) => !covered.has(id));
  // Broad intents ('do you offer', 'who are your clients') give way to any specific one in the same message.
  const specific = kept.filter((id) => !broad.includes(id) && !social.includes(id));
  const intents = specific.length > 0 ? kept.filter((id) => !broad.includes(id)) : kept;
  return { intents, engagements: engagementIds };
}
