/**
 * What a visitor says about their own situation ('we know our funnel is leaking', 'we just want it run for us'),
 * scored per engagement in content order (audit, build, team), so a described situation, not only a question, finds
 * the engagement that fits it. Vocabulary only.
 */
const situationCues: readonly RegExp[] = [
  /\b(no idea which|which part is broken|nobody trusts|clear plan|plan and priorities|show the ceo|no revenue|pre.?revenue|early stage|a plan|with a plan|plan before|about to hire|planning to hire|startup|seed|mess|broken|dont know|don t know|not sure|no idea|small|leak\w*|wrong|diagnos\w*|find (it|out|the)|dig in|plan first)\b/g,
  /\b(do all the selling|doing (all )?the selling|selling myself|buscando contactos|llenando el crm|founder (led|does|still|is doing)|get past that stage|run it ourselves|we run it|then we run|build everything|already know|whole machine|whole system|someone to build|full system|built|build it|build (a|the|our|us)|proper system|replace manual|manual prospecting|get rid of manual|handed|hand it|handoff|implement\w*|launch it|set (it )?up)\b/g,
  /\b((you|u) run|run (it )?for (us|me)|runs? (it|things|everything|outbound) for (us|me)|team that runs|ongoing|manage|managing|every month|month to month|monthly|dont want to hire|don t want to hire|no one to run|nobody to run|long term|evolv\w*|shifts?|changing|every quarter|changes|changed|shifting|goes stale|execution|execute|extra hands|capacity|keep (it )?(improving|evolving))\b/g,
];

/** How strongly a message describes the situation each engagement is for, in content order. */
export function situationScores(text: string): number[] {
  return situationCues.map((cue) => (text.match(cue) ?? []).length);
}

/** Whether a message describes a situation one of the engagements is for. */
export function describesSituation(text: string): boolean {
  return situationScores(text).some((score) => score > 0);
}

