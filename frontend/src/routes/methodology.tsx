import { createFileRoute } from '@tanstack/react-router';
import {
  methodologyCta,
  methodologyHero,
  methodologyMetrics,
  methodologyPhases,
  methodologyPrinciples,
} from '../../../content/methodology.ts';
import { CtaBlock } from '../features/marketing/components/cta-block.tsx';
import { FeatureCardGrid } from '../features/marketing/components/feature-card-grid.tsx';
import { MetricGroups } from '../features/marketing/components/metric-groups.tsx';
import { PageHero } from '../features/marketing/components/page-hero.tsx';
import { PageSection } from '../features/marketing/components/page-section.tsx';
import { StepsList } from '../features/marketing/components/steps-list.tsx';
import { staticPageHead } from '../features/marketing/static-page-head.ts';

export const Route = createFileRoute('/methodology')({
  head: () => staticPageHead('/methodology'),
  component: MethodologyPage,
});

function MethodologyPage() {
  return (
    <>
      <PageHero hero={methodologyHero} />
      <PageSection heading={methodologyPrinciples.heading}>
        <FeatureCardGrid cards={methodologyPrinciples.principles} columns={4} />
      </PageSection>
      <PageSection heading={methodologyPhases.heading}>
        <StepsList steps={methodologyPhases.phases} />
      </PageSection>
      <PageSection heading={methodologyMetrics.heading}>
        <MetricGroups groups={methodologyMetrics.groups} />
      </PageSection>
      <CtaBlock block={methodologyCta} />
    </>
  );
}
