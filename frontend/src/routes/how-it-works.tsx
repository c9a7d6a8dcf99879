import { createFileRoute } from '@tanstack/react-router';
import { howItWorksSteps } from '../../../content/how-it-works-steps.ts';
import { howItWorksComparison, howItWorksCta, howItWorksHero, howItWorksResults } from '../../../content/how-it-works.ts';
import { howItWorksSections } from '../../../content/pages-extra.ts';
import { ComparisonTable } from '../components/page-kit/comparison-table.tsx';
import { CtaBlock } from '../components/page-kit/cta-block.tsx';
import { PageHero } from '../components/page-kit/page-hero.tsx';
import { PageSection } from '../components/page-kit/page-section.tsx';
import { StatStrip } from '../components/page-kit/stat-strip.tsx';
import { StepsList } from '../components/page-kit/steps-list.tsx';
import { staticPageHead } from '../components/page-kit/static-page-head.ts';
import { sequenceLabel } from '../components/page-kit/illustration.tsx';

export const Route = createFileRoute('/how-it-works')({
  head: () => staticPageHead('/how-it-works'),
  component: HowItWorksPage,
});

function HowItWorksPage() {
  return (
    <>
      <PageHero hero={howItWorksHero} illustration={{ name: 'how-it-works', kind: 'gantt', label: sequenceLabel(howItWorksSections.steps.title, howItWorksSteps) }} />
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
