import { Group } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import {
  landingCapabilities,
  landingContact,
  landingFaq,
  landingFreedom,
  landingHero,
  landingHeroClaims,
  landingHeroSecondaryActions,
  landingProblem,
  landingProcess,
  landingResults,
  landingServices,
} from '../../../content/landing.ts';
import { CapabilityGrid } from '../components/page-kit/capability-grid.tsx';
import { CtaButton } from '../components/page-kit/cta-button.tsx';
import { CtaGroup } from '../components/page-kit/cta-group.tsx';
import { FaqAccordion } from '../components/page-kit/faq-accordion.tsx';
import { FeatureCardGrid } from '../components/page-kit/feature-card-grid.tsx';
import { LandingContactSection } from '../components/page-kit/landing-contact-section.tsx';
import { OfferCards } from '../components/page-kit/offer-cards.tsx';
import { PageHero } from '../components/page-kit/page-hero.tsx';
import { PageSection } from '../components/page-kit/page-section.tsx';
import { RenderWhenNear } from '../components/page-kit/render-when-near.tsx';
import { StatStrip } from '../components/page-kit/stat-strip.tsx';
import { StepsList } from '../components/page-kit/steps-list.tsx';
import { staticPageHead } from '../components/page-kit/static-page-head.ts';
import { orchestrationFlow } from '../../../content/orchestration-flow.ts';

export const Route = createFileRoute('/')({
  head: () => staticPageHead('/'),
  component: HomePage,
});

// The form (and its validation and select code) is the heaviest part of this page and sits at the very bottom:
// it loads as the visitor scrolls towards it instead of with the page.
const ContactForm = lazy(() =>
  import('../features/contact/components/contact-form.tsx').then((module) => ({ default: module.ContactForm })),
);
const contactFormHeight = 640;

const serviceOffers = landingServices.cards.map((card) => ({ ...card, points: card.highlights }));

function HomePage() {
  return (
    <>
      <PageHero hero={landingHero} illustration={{ name: 'orchestration-flow', kind: 'flow', label: `${orchestrationFlow.title}: ${orchestrationFlow.stages.join(', ')}` }}>
        <CtaGroup actions={landingHeroSecondaryActions} size="md" emphasis="secondary" justify="center" />
        <StatStrip stats={landingHeroClaims} variant="plain" />
      </PageHero>
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
      <PageSection heading={landingFaq.heading}>
        <FaqAccordion items={landingFaq.items} />
      </PageSection>
      <LandingContactSection
        content={landingContact}
        form={
          <RenderWhenNear minHeight={contactFormHeight}>
            <Suspense fallback={<div style={{ minHeight: contactFormHeight }} />}>
              <ContactForm submitLabel={landingContact.form.submitLabel} />
            </Suspense>
          </RenderWhenNear>
        }
      />
    </>
  );
}
