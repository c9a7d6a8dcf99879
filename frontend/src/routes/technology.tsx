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
import { ComparisonTable } from '../components/page-kit/comparison-table.tsx';
import { CtaBlock } from '../components/page-kit/cta-block.tsx';
import { FeatureCardGrid } from '../components/page-kit/feature-card-grid.tsx';
import { PageHero } from '../components/page-kit/page-hero.tsx';
import { PageSection } from '../components/page-kit/page-section.tsx';
import { StatStrip } from '../components/page-kit/stat-strip.tsx';
import { staticPageHead } from '../components/page-kit/static-page-head.ts';
import { sequenceLabel } from '../components/page-kit/illustration.tsx';

export const Route = createFileRoute('/technology')({
  head: () => staticPageHead('/technology'),
  component: TechnologyPage,
});

function TechnologyPage() {
  return (
    <>
      <PageHero hero={technologyHero} illustration={{ name: 'technology', kind: 'hub', label: sequenceLabel(technologyEngines.heading.title, technologyEngines.engines) }} />
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
