import { Group } from '@mantine/core';
import { getStartedProcess, getStartedStartingPoints } from '../../../../content/get-started.ts';
import { interfaceLabels } from '../../../../content/interface-labels.ts';
import { CtaButton } from './cta-button.tsx';
import { OfferCards, type Offer } from './offer-cards.tsx';
import { PageSection } from './page-section.tsx';
import { StepsList } from './steps-list.tsx';

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

/**
 * /get-started between the hero and the form: the process and the starting points, text, cards and one page link, so
 * on the first load they stay prerendered HTML (a StaticIsland in routes/get-started.tsx). The booking button (hero)
 * and the form stay outside.
 */
export function GetStartedSections() {
  return (
    <>
      <PageSection heading={getStartedProcess.heading}>
        <StepsList steps={getStartedProcess.steps} />
      </PageSection>
      <PageSection heading={getStartedStartingPoints.heading}>
        <OfferCards offers={startingPoints} durationLabel={interfaceLabels.timeframe} />
        <Group justify="center" mt="xl">
          <CtaButton cta={getStartedStartingPoints.servicesLink} size="md" variant="outline" />
        </Group>
      </PageSection>
    </>
  );
}
