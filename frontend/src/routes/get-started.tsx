import { Box, Group } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { getStartedArt, getStartedForm, getStartedHero, getStartedProcess, getStartedStartingPoints } from '../../../content/get-started.ts';
import { interfaceLabels } from '../../../content/interface-labels.ts';
import { ContactForm } from '../features/contact/components/contact-form.tsx';
import { ContactFormPanel } from '../components/page-kit/contact-form-panel.tsx';
import { CtaButton } from '../components/page-kit/cta-button.tsx';
import type { Offer } from '../components/page-kit/offer-cards.tsx';
import { OfferCards } from '../components/page-kit/offer-cards.tsx';
import { PageHero } from '../components/page-kit/page-hero.tsx';
import { PageSection } from '../components/page-kit/page-section.tsx';
import { StepsList } from '../components/page-kit/steps-list.tsx';
import { staticPageHead } from '../components/page-kit/static-page-head.ts';

export const Route = createFileRoute('/get-started')({
  head: () => staticPageHead('/get-started'),
  component: GetStartedPage,
});

/** The guide shows the /pricing figures: short prices and whole-engagement durations. */
const startingPoints: readonly Offer[] = getStartedStartingPoints.options.map((option) => ({
  id: option.id,
  title: option.title,
  badge: option.badge,
  price: option.price,
  unit: option.unit,
  duration: option.duration,
  description: option.summary,
  points: [option.chooseIf],
  pointsLabel: interfaceLabels.chooseIf,
}));

function GetStartedPage() {
  const { form } = getStartedForm;
  return (
    <>
      <PageHero hero={getStartedHero} illustration={{ name: 'get-started', kind: 'fork', label: getStartedArt.label }} />
      <PageSection heading={getStartedProcess.heading}>
        <StepsList steps={getStartedProcess.steps} />
      </PageSection>
      <PageSection heading={getStartedStartingPoints.heading}>
        <OfferCards offers={startingPoints} durationLabel={interfaceLabels.timeframe} />
        <Group justify="center" mt="xl">
          <CtaButton cta={getStartedStartingPoints.servicesLink} size="md" variant="outline" />
        </Group>
      </PageSection>
      <PageSection id={form.anchorId} heading={getStartedForm.heading}>
        <Box maw={760} mx="auto">
          <ContactFormPanel copy={form} titleOrder={3} form={<ContactForm submitLabel={form.submitLabel} />} />
        </Box>
      </PageSection>
    </>
  );
}
