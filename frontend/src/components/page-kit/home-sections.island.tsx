import { Group } from '@mantine/core';
import {
  landingCapabilities,
  landingFreedom,
  landingProblem,
  landingProcess,
  landingResults,
  landingServices,
} from '../../../../content/landing.ts';
import { CapabilityGrid } from './capability-grid.tsx';
import { CtaButton } from './cta-button.tsx';
import { FeatureCardGrid } from './feature-card-grid.tsx';
import { OfferCards } from './offer-cards.tsx';
import { PageSection } from './page-section.tsx';
import { StatStrip } from './stat-strip.tsx';
import { StepsList } from './steps-list.tsx';

const serviceOffers = landingServices.cards.map((card) => ({ ...card, points: card.highlights }));

/**
 * The home page's sections between the hero and the FAQ: text, cards, figures and links only, so on the first load
 * they stay prerendered HTML (a StaticIsland in routes/index.tsx) and this code is fetched only for a client-side
 * navigation to `/`. Anything here that needs state or a handler (a booking button, a toggle) belongs outside.
 */
export function HomeStaticSections() {
  return (
    <>
      <PageSection heading={landingProblem.heading}>
        <FeatureCardGrid cards={landingProblem.cards} />
      </PageSection>
      <PageSection heading={landingServices.heading}>
        <OfferCards offers={serviceOffers} />
      </PageSection>
      <PageSection heading={landingCapabilities.heading}>
        <CapabilityGrid items={landingCapabilities.items} />
      </PageSection>
      <PageSection heading={landingResults.heading}>
        <StatStrip stats={landingResults.stats} />
      </PageSection>
      <PageSection heading={landingFreedom.heading}>
        <StatStrip stats={landingFreedom.stats} />
      </PageSection>
      <PageSection heading={landingProcess.heading}>
        <StepsList steps={landingProcess.steps} columns={3} />
        <Group justify="center" mt="xl">
          <CtaButton cta={landingProcess.cta} size="md" variant="outline" />
        </Group>
      </PageSection>
    </>
  );
}
