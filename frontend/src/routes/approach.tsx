import { createFileRoute } from '@tanstack/react-router';
import { approachCta, approachHero, approachProblems, approachResults, approachSteps } from '../../../content/approach.ts';
import { approachSections } from '../../../content/pages-extra.ts';
import { CtaBlock } from '../features/marketing/components/cta-block.tsx';
import { FeatureCardGrid } from '../features/marketing/components/feature-card-grid.tsx';
import { PageHero } from '../features/marketing/components/page-hero.tsx';
import { PageSection } from '../features/marketing/components/page-section.tsx';
import { StatStrip } from '../features/marketing/components/stat-strip.tsx';
import { StepsList } from '../features/marketing/components/steps-list.tsx';
import { staticPageHead } from '../features/marketing/static-page-head.ts';

export const Route = createFileRoute('/approach')({
  head: () => staticPageHead('/approach'),
  component: ApproachPage,
});

function ApproachPage() {
  return (
    <>
      <PageHero hero={approachHero} />
      <PageSection heading={approachProblems.heading}>
        <FeatureCardGrid cards={approachProblems.cards} />
      </PageSection>
      <PageSection heading={approachSteps.heading}>
        <StepsList steps={approachSteps.steps} />
      </PageSection>
      <PageSection heading={approachSections.results}>
        <StatStrip stats={approachResults} />
      </PageSection>
      <CtaBlock block={approachCta} />
    </>
  );
}
