import { bookingConfig, howToBook, strategySessionAgenda } from './booking.ts';
import { claims, costComparisonNote, landingStatCards } from './claims.ts';
import { company } from './company.ts';
import { engagements } from './engagements.ts';
import { allPlansInclude, pricingFaq } from './plans.ts';
import { publicPaths } from './routes.ts';

/**
 * The facts the chat assistant may state, rendered as plain text for its system prompt. Built from the same data
 * the pages render, so the assistant cannot quote a price or duration the site does not show. The phone number and
 * booking URL are runtime settings: the caller appends them.
 */
export function assistantFactSheet(): string {
  const lines: string[] = [
    `# ${company.name} (${company.legalName})`,
    company.summary,
    `Mission: ${company.mission}.`,
    `Serves: ${company.audience.join(', ')}.`,
    `Headquarters: ${company.address.full} (${company.headquarters}).`,
    `Email: ${company.email}. LinkedIn: ${company.linkedInUrl}.`,
    '',
    '## Engagements',
  ];
  for (const engagement of engagements) {
    lines.push(
      `### ${engagement.title}`,
      engagement.description,
      `Price: ${engagement.price.summary} (shown on /pricing as ${engagement.price.shortLabel} ${engagement.price.shortUnit}).`,
      engagement.coreDuration === engagement.engagementDuration
        ? `Duration: ${engagement.coreDuration}. ${engagement.durationNote}`
        : `Duration: ${engagement.coreDuration} of delivery; ${engagement.engagementDuration} overall. ${engagement.durationNote}`,
      `Commitment: ${engagement.commitment}`,
      `${engagement.fitLine}. Ideal for: ${engagement.idealFor.join('; ')}.`,
      `Includes: ${engagement.includes.join('; ')}.`,
      `Outcome: ${engagement.outcome}`,
    );
  }
  lines.push(
    '',
    `All plans include: ${allPlansInclude.join('; ')}.`,
    ...pricingFaq.map((entry) => `Q: ${entry.question} A: ${entry.answer}`),
    '',
    '## Booking',
    `Free ${bookingConfig.durationMinutes}-minute '${bookingConfig.eventName}': ${bookingConfig.description}.`,
    `Agenda: ${strategySessionAgenda.join('; ')}.`,
    ...howToBook,
    '',
    '## Figures we state',
    ...Object.values(claims).map((claim) => `${claim.value} ${claim.label}: ${claim.context}`),
    ...landingStatCards.map((stat) => `${stat.value} ${stat.label}`),
    costComparisonNote,
    '',
    `## Pages: ${publicPaths().join(', ')}`,
  );
  return lines.join('\n');
}
