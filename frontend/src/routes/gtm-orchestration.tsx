import { createFileRoute } from '@tanstack/react-router';
import {
  gtmOrchestrationBeforeAfter,
  gtmOrchestrationCta,
  gtmOrchestrationHero,
  gtmOrchestrationLayersLabel,
  gtmOrchestrationPillars,
  gtmOrchestrationResults,
} from '../../../content/gtm-orchestration.ts';
import { gtmOrchestrationSections } from '../../../content/pages-extra.ts';
import { BeforeAfter } from '../components/page-kit/before-after.tsx';
import { CtaBlock } from '../components/page-kit/cta-block.tsx';
import { FeatureCardGrid } from '../components/page-kit/feature-card-grid.tsx';
import { PageHero } from '../components/page-kit/page-hero.tsx';
import { PageSection } from '../components/page-kit/page-section.tsx';
import { StatStrip } from '../components/page-kit/stat-strip.tsx';
import { staticPageHead } from '../components/page-kit/static-page-head.ts';

export const Route = createFileRoute('/gtm-orchestration')({
  head: () => staticPageHead('/gtm-orchestration'),
  component: GtmOrchestrationPage,
});

function GtmOrchestrationPage() {
  return (
    <>
      <PageHero hero={gtmOrchestrationHero} illustration={{ name: 'gtm-orchestration', kind: 'layers', label: gtmOrchestrationLayersLabel }} />
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
