import { createFileRoute } from '@tanstack/react-router';
import { technologySections } from '../../../content/pages-extra.ts';
import {
  technologyComparison,
  technologyCta,
  technologyEngines,
  technologyHero,
  technologyImpact,
  technologyIntegrations,
} from '../../../content/technology.ts';
import { ComparisonTable } from '../features/marketing/components/comparison-table.tsx';
import { CtaBlock } from '../features/marketing/components/cta-block.tsx';
import { FeatureCardGrid } from '../features/marketing/components/feature-card-grid.tsx';
import { PageHero } from '../features/marketing/components/page-hero.tsx';
import { PageSection } from '../features/marketing/components/page-section.tsx';
import { StatStrip } from '../features/marketing/components/stat-strip.tsx';
import { staticPageHead } from '../features/marketing/static-page-head.ts';

export const Route = createFileRoute('/technology')({
  head: () => staticPageHead('/technology'),
  component: TechnologyPage,
});

function TechnologyPage() {
  return (
    <>
      <PageHero hero={technologyHero} />
      <PageSection heading={technologyEngines.heading}>
        <FeatureCardGrid cards={technologyEngines.engines} columns={2} />
      </PageSection>
      <PageSection heading={technologyIntegrations.heading}>
        <FeatureCardGrid cards={technologyIntegrations.capabilities} columns={4} />
      </PageSection>
      <PageSection heading={technologySections.comparison}>
        <ComparisonTable table={technologyComparison} />
      </PageSection>
      <PageSection heading={technologyImpact.heading}>
        <StatStrip stats={technologyImpact.stats} />
      </PageSection>
      <CtaBlock block={technologyCta} />
    </>
  );
}
