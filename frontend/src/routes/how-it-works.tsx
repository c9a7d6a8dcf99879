import { createFileRoute } from '@tanstack/react-router';
import { howItWorksSteps } from '../../../content/how-it-works-steps.ts';
import { howItWorksComparison, howItWorksCta, howItWorksHero, howItWorksResults } from '../../../content/how-it-works.ts';
import { howItWorksSections } from '../../../content/pages-extra.ts';
import { ComparisonTable } from '../features/marketing/components/comparison-table.tsx';
import { CtaBlock } from '../features/marketing/components/cta-block.tsx';
import { PageHero } from '../features/marketing/components/page-hero.tsx';
import { PageSection } from '../features/marketing/components/page-section.tsx';
import { StatStrip } from '../features/marketing/components/stat-strip.tsx';
import { StepsList } from '../features/marketing/components/steps-list.tsx';
import { staticPageHead } from '../features/marketing/static-page-head.ts';

export const Route = createFileRoute('/how-it-works')({
  head: () => staticPageHead('/how-it-works'),
  component: HowItWorksPage,
});

function HowItWorksPage() {
  return (
    <>
      <PageHero hero={howItWorksHero} />
      <PageSection heading={howItWorksSections.steps}>
        <StepsList steps={howItWorksSteps} />
      </PageSection>
      <PageSection heading={howItWorksSections.comparison}>
        <ComparisonTable table={howItWorksComparison} />
      </PageSection>
      <PageSection heading={howItWorksSections.results}>
        <StatStrip stats={howItWorksResults} />
      </PageSection>
      <CtaBlock block={howItWorksCta} />
    </>
  );
}
