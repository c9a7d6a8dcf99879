import { createFileRoute } from '@tanstack/react-router';
import {
  methodologyCta,
  methodologyHero,
  methodologyMetrics,
  methodologyPhases,
  methodologyPrinciples,
} from '../../../content/methodology.ts';
import { CtaBlock } from '../components/page-kit/cta-block.tsx';
import { FeatureCardGrid } from '../components/page-kit/feature-card-grid.tsx';
import { MetricGroups } from '../components/page-kit/metric-groups.tsx';
import { PageHero } from '../components/page-kit/page-hero.tsx';
import { PageSection } from '../components/page-kit/page-section.tsx';
import { StepsList } from '../components/page-kit/steps-list.tsx';
import { staticPageHead } from '../components/page-kit/static-page-head.ts';
import { sequenceLabel } from '../components/page-kit/illustration.tsx';

export const Route = createFileRoute('/methodology')({
  head: () => staticPageHead('/methodology'),
  component: MethodologyPage,
});

function MethodologyPage() {
  return (
    <>
      <PageHero hero={methodologyHero} illustration={{ name: 'methodology', kind: 'stairs', label: sequenceLabel(methodologyPhases.heading.title, methodologyPhases.phases) }} />
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
