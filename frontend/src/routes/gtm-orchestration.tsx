import { createFileRoute } from '@tanstack/react-router';
import {
  gtmOrchestrationBeforeAfter,
  gtmOrchestrationCta,
  gtmOrchestrationHero,
  gtmOrchestrationPillars,
  gtmOrchestrationResults,
} from '../../../content/gtm-orchestration.ts';
import { gtmOrchestrationSections } from '../../../content/pages-extra.ts';
import { BeforeAfter } from '../features/marketing/components/before-after.tsx';
import { CtaBlock } from '../features/marketing/components/cta-block.tsx';
import { FeatureCardGrid } from '../features/marketing/components/feature-card-grid.tsx';
import { PageHero } from '../features/marketing/components/page-hero.tsx';
import { PageSection } from '../features/marketing/components/page-section.tsx';
import { StatStrip } from '../features/marketing/components/stat-strip.tsx';
import { staticPageHead } from '../features/marketing/static-page-head.ts';

export const Route = createFileRoute('/gtm-orchestration')({
  head: () => staticPageHead('/gtm-orchestration'),
  component: GtmOrchestrationPage,
});

function GtmOrchestrationPage() {
  return (
    <>
      <PageHero hero={gtmOrchestrationHero} />
      <PageSection heading={gtmOrchestrationPillars.heading}>
        <FeatureCardGrid cards={gtmOrchestrationPillars.pillars} />
      </PageSection>
      <PageSection heading={gtmOrchestrationBeforeAfter.heading}>
        <BeforeAfter
          beforeLabel={gtmOrchestrationSections.beforeLabel}
          afterLabel={gtmOrchestrationSections.afterLabel}
          before={gtmOrchestrationBeforeAfter.before}
          after={gtmOrchestrationBeforeAfter.after}
        />
      </PageSection>
      <PageSection heading={gtmOrchestrationSections.results}>
        <StatStrip stats={gtmOrchestrationResults} />
      </PageSection>
      <CtaBlock block={gtmOrchestrationCta} />
    </>
  );
}
