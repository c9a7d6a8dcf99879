import * as about from '../../content/about.ts';
import * as booking from '../../content/booking.ts';
import * as capabilities from '../../content/capabilities.ts';
import * as claims from '../../content/claims.ts';
import * as company from '../../content/company.ts';
import * as contactPage from '../../content/contact-page.ts';
import * as engagements from '../../content/engagements.ts';
import * as getStarted from '../../content/get-started.ts';
import * as gtmOrchestration from '../../content/gtm-orchestration.ts';
import * as howItWorksSteps from '../../content/how-it-works-steps.ts';
import * as howItWorks from '../../content/how-it-works.ts';
import * as landing from '../../content/landing.ts';
import * as methodology from '../../content/methodology.ts';
import * as plans from '../../content/plans.ts';
import * as services from '../../content/services.ts';
import * as technology from '../../content/technology.ts';
import { figuresIn } from './figures.ts';

/**
 * What a chat reply may state: every figure, phone number, email address and URL that the business content states,
 * read from the content modules' values (not from any answer), plus the one figure we derive on purpose (a year of
 * the monthly team). Both the LLM output guard and the evaluation check replies against it.
 */
export interface BackedFacts {
  readonly figures: Set<string>;
  readonly phones: Set<string>;
  readonly emails: Set<string>;
  readonly urls: Set<string>;
}

const businessContent: readonly object[] = [
  about, booking, capabilities, claims, company, contactPage, engagements, getStarted, gtmOrchestration, howItWorksSteps, howItWorks,
  landing, methodology, plans, services, technology,
];

function stringsIn(value: unknown, out: string[], seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'number') out.push(String(value));
  else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const v of Object.values(value)) stringsIn(v, out, seen);
    // Stat cards and claims keep value and label apart ('10-15' + 'hours reclaimed weekly'); together they are one figure.
    const { value: v, label } = value as { value?: unknown; label?: unknown };
    if (typeof v === 'string' && typeof label === 'string') out.push(`${v} ${label}`);
  }
  return out;
}

const phonePattern = /\+?\d[\d ().-]{7,}\d/g;
const emailPattern = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;
const urlPattern = /https?:\/\/[^\s"'<>)]+/gi;

let cached: BackedFacts | undefined;

/** `settings`: the configured CONTACT_EMAIL, SUPPORT_PHONE and BOOKING_URL, which are settings, not content. */
export function backedFacts(settings: { emails?: readonly string[]; phones?: readonly string[]; urls?: readonly string[] } = {}): BackedFacts {
  cached ??= (() => {
    const text = stringsIn(businessContent, []);
    const monthly = engagements.engagements.filter((e) => e.price.billing === 'monthly').map((e) => `$${e.price.usd * 12}`);
    const usd = engagements.engagements.map((e) => `$${e.price.usd}`);
    return {
      figures: new Set([...text.flatMap(figuresIn), ...monthly, ...usd]),
      phones: new Set(text.flatMap((t) => t.match(phonePattern) ?? []).filter((p) => /\d{3}.*\d{4}/.test(p))),
      emails: new Set(text.flatMap((t) => t.match(emailPattern) ?? []).map((e) => e.toLowerCase())),
      urls: new Set(text.flatMap((t) => t.match(urlPattern) ?? [])),
    };
  })();
  return {
    figures: cached.figures,
    phones: new Set([...cached.phones, ...(settings.phones ?? [])]),
    emails: new Set([...cached.emails, ...(settings.emails ?? []).map((e) => e.toLowerCase())]),
    urls: new Set([...cached.urls, ...(settings.urls ?? [])]),
  };
}
