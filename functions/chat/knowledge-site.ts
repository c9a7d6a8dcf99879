import { aboutPeople, aboutValues } from '../../content/about.ts';
import { capabilities } from '../../content/capabilities.ts';
import { claims, landingStatCards } from '../../content/claims.ts';
import { company, contactChannelsFor } from '../../content/company.ts';
import { contactPhoneBlock } from '../../content/contact-page.ts';
import { gtmOrchestrationHero, gtmOrchestrationPillars } from '../../content/gtm-orchestration.ts';
import { howItWorksSteps } from '../../content/how-it-works-steps.ts';
import { howItWorksComparison } from '../../content/how-it-works.ts';
import { methodologyMetrics, methodologyPhases, methodologyPrinciples } from '../../content/methodology.ts';
import { technologyEngines, technologyIntegrations } from '../../content/technology.ts';
import { list, lowerFirst, topicKeywords, type KnowledgePassage } from './knowledge-types.ts';

/**
 * Passages about the company, results, process and technology, generated from content/ (see knowledge.ts). The
 * email is the configured CONTACT_EMAIL, as on the pages; unset, the passages name the contact form only.
 */
export function companyPassages(contactEmail?: string): KnowledgePassage[] {
  const contactChannels = contactChannelsFor({ email: contactEmail, address: company.address.full });
  const email = contactChannels.find((c) => c.id === 'email');
  const hq = contactChannels.find((c) => c.id === 'headquarters');
  const linkedIn = contactChannels.find((c) => c.id === 'linkedin');
  return [
    {
      id: 'company:location',
      topic: 'location',
      title: 'Where we are',
      text: `${company.name} is headquartered in ${company.headquarters}, at ${company.address.full}.${hq ? ` ${hq.description}` : ''}`,
      keywords: topicKeywords.location,
    },
    {
      id: 'company:contact',
      topic: 'contact',
      title: 'How to get in touch',
      text:
        `${email ? `You can email us at ${email.value} (${email.description}), send` : 'You can send'} a message through the contact form on the Contact page (/contact), ` +
        `or find us on LinkedIn at ${linkedIn?.value ?? company.linkedInUrl}. ${contactPhoneBlock.title}: ${contactPhoneBlock.status}. ${contactPhoneBlock.description}`,
      keywords: topicKeywords.contact,
    },
    {
      id: 'company:about',
      topic: 'company',
      title: `About ${company.name}`,
      text: `${company.summary} We work with ${list(company.audience.map(lowerFirst))}. Our mission: ${company.mission}. ${aboutPeople.paragraphs.join(' ')}`,
      keywords: topicKeywords.company,
    },
    {
      id: 'company:gtm-orchestration',
      topic: 'company',
      title: 'What GTM orchestration means',
      text: `${gtmOrchestrationHero.subtitle} We orchestrate three layers: ${list(gtmOrchestrationPillars.pillars.map((p) => `${p.title}: ${p.description}`))}.`,
      keywords: 'gtm orchestration what is meaning define mean go-to-market',
    },
    {
      id: 'company:values',
      topic: 'company',
      title: 'What we believe',
      text: `Our values: ${list(aboutValues.values.map((v) => `${v.title}: ${v.description}`))}.`,
      keywords: `${topicKeywords.company} values believe principles culture lock-in own ownership`,
    },
  ];
}

export function resultPassages(): KnowledgePassage[] {
  const claimPassages: KnowledgePassage[] = Object.entries(claims).map(([id, c]) => ({
    id: `claim:${id}`,
    topic: 'results',
    title: `${c.value} ${c.label}`,
    text: `${c.value} ${lowerFirst(c.label)}: ${c.context}`,
    keywords: topicKeywords.results,
  }));
  return [
    {
      id: 'results:overview',
      topic: 'results',
      title: 'Typical results',
      text: `Typical results: ${list(landingStatCards.map((s) => `${s.value} ${s.label}`))}.`,
      keywords: topicKeywords.results,
    },
    ...claimPassages,
  ];
}

export function processPassages(): KnowledgePassage[] {
  return [
    {
      id: 'process:how-it-works',
      topic: 'process',
      title: 'How it works',
      text: `How it works: ${list(howItWorksSteps.map((s) => `${s.title} (${s.timeframe}): ${s.description}`))}`,
      keywords: `${topicKeywords.process} how it works launch live 30 days`,
    },
    {
      id: 'process:vs-traditional',
      topic: 'process',
      title: howItWorksComparison.caption,
      text: `${howItWorksComparison.caption}: ${list(howItWorksComparison.rows.map((r) => `${r.feature}: ${r.values[0]} (traditional) vs. ${r.values[1]} (RevRebel)`))}`,
      keywords: `${topicKeywords.process} hiring sdrs ramp time traditional in-house comparison`,
    },
    {
      id: 'process:phases',
      topic: 'process',
      title: 'Implementation phases',
      text: `Our implementation phases: ${list(methodologyPhases.phases.map((p) => `${p.title} (${p.timeframe}): ${p.description}`))}`,
      keywords: `${topicKeywords.process} implementation phases discovery design build evolve`,
    },
    {
      id: 'process:principles',
      topic: 'process',
      title: 'Our principles',
      text: `Our principles: ${list(methodologyPrinciples.principles.map((p) => `${p.title}: ${p.description}`))}`,
      keywords: `${topicKeywords.process} principles philosophy human-first`,
    },
    {
      id: 'process:metrics',
      topic: 'results',
      title: 'How we measure success',
      text: `We measure success in three groups, reviewed with you every week: ${list(methodologyMetrics.groups.map((g) => `${g.title} (${g.metrics.map(lowerFirst).join(', ')})`))}.`,
      keywords: `${topicKeywords.results} measure measurement success kpi reporting track`,
    },
  ];
}

export function technologyPassages(): KnowledgePassage[] {
  return [
    {
      id: 'technology:integrations',
      topic: 'technology',
      title: 'Integrations',
      text: `${technologyIntegrations.heading.subtitle} ${technologyIntegrations.capabilities.map((c) => `${c.title}: ${c.description}`).join(' ')}`,
      keywords: `${topicKeywords.technology} replace existing tools work with connect`,
    },
    {
      id: 'technology:engines',
      topic: 'technology',
      title: 'The technology platform',
      text: `${technologyEngines.heading.subtitle} ${technologyEngines.engines.map((e) => `${e.title}: ${e.description}`).join(' ')}`,
      keywords: `${topicKeywords.technology} ai engines personalization brand protection timing signals`,
    },
    ...capabilities.map((c, i) => ({
      id: `capability:${i}`,
      topic: 'technology' as const,
      title: c.title,
      text: `${c.title}: ${c.description} ${c.details}`,
      keywords: 'do you handle can you help with service capability',
    })),
  ];
}

