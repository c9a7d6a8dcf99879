import { createFileRoute } from '@tanstack/react-router';
import { approachCta, approachHero, approachProblems, approachResults, approachSplit, approachSteps } from '../../../content/approach.ts';
import { approachSections } from '../../../content/pages-extra.ts';
import { CtaBlock } from '../components/page-kit/cta-block.tsx';
import { FeatureCardGrid } from '../components/page-kit/feature-card-grid.tsx';
import { PageHero } from '../components/page-kit/page-hero.tsx';
import { PageSection } from '../components/page-kit/page-section.tsx';
import { StatStrip } from '../components/page-kit/stat-strip.tsx';
import { StepsList } from '../components/page-kit/steps-list.tsx';
import { staticPageHead } from '../components/page-kit/static-page-head.ts';

export const Route = createFileRoute('/approach')({
  head: () => staticPageHead('/approach'),
  component: ApproachPage,
});

function ApproachPage() {
  return (
    <>
      <PageHero hero={approachHero} illustration={{ name: 'approach', kind: 'split', label: approachSplit.label }} />
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
