import * as about from '../../../content/about.ts';
import * as approach from '../../../content/approach.ts';
import * as booking from '../../../content/booking.ts';
import * as capabilities from '../../../content/capabilities.ts';
import * as claims from '../../../content/claims.ts';
import * as company from '../../../content/company.ts';
import * as contactPage from '../../../content/contact-page.ts';
import * as engagementFacts from '../../../content/engagement-facts.ts';
import * as engagements from '../../../content/engagements.ts';
import * as getStarted from '../../../content/get-started.ts';
import * as gtmOrchestration from '../../../content/gtm-orchestration.ts';
import * as howItWorksSteps from '../../../content/how-it-works-steps.ts';
import * as howItWorks from '../../../content/how-it-works.ts';
import * as landing from '../../../content/landing.ts';
import * as methodology from '../../../content/methodology.ts';
import * as orchestrationFlowDetails from '../../../content/orchestration-flow-details.ts';
import * as orchestrationFlow from '../../../content/orchestration-flow.ts';
import * as plans from '../../../content/plans.ts';
import * as pricing from '../../../content/pricing.ts';
import * as privacy from '../../../content/privacy-policy.ts';
import * as services from '../../../content/services.ts';
import * as technology from '../../../content/technology.ts';
import * as terms from '../../../content/terms-of-service.ts';

/**
 * Every text of the business content (not blog posts, page metadata or interface labels): what a reply's figures,
 * contact details and promises must be found in. Walked from the modules' exports, so a new content field counts
 * without a change here.
 */
const modules: Record<string, Record<string, unknown>> = {
  about, approach, booking, capabilities, claims, company, contactPage, engagementFacts, engagements, getStarted, gtmOrchestration,
  howItWorksSteps, howItWorks, landing, methodology, orchestrationFlowDetails, orchestrationFlow, plans, pricing, privacy, services, technology, terms,
};

/** The business content modules by name, for the prompt's passages. */
export const contentModules = (): [string, Record<string, unknown>][] => Object.entries(modules);

function collect(value: unknown, out: string[], seen: Set<unknown>): void {
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'number') out.push(String(value));
  else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    const record = value as Record<string, unknown>;
    // Stat cards keep a figure apart from what it counts ('10-15' + 'hours reclaimed weekly'): read together, one figure.
    if (typeof record.value === 'string' && typeof record.label === 'string') out.push(`${record.value} ${record.label}`);
    // Form placeholders ('jordan@acme.com') and ISO dates are examples and metadata, not facts a reply may state.
    const children = Array.isArray(value) ? value : Object.entries(record).filter(([key]) => key !== 'placeholder' && !key.endsWith('Iso')).map(([, v]) => v);
    for (const child of children) collect(child, out, seen);
  }
}

let cached: readonly string[] | undefined;

export function contentTexts(): readonly string[] {
  if (!cached) {
    const out: string[] = [];
    const seen = new Set<unknown>();
    for (const module of Object.values(modules)) collect(Object.values(module), out, seen);
    cached = out;
  }
  return cached;
}
