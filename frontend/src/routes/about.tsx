import { createFileRoute } from '@tanstack/react-router';
import { aboutCta, aboutHero, aboutMission, aboutPeople, aboutStats, aboutValues } from '../../../content/about.ts';
import { aboutSections } from '../../../content/pages-extra.ts';
import { CtaBlock } from '../features/marketing/components/cta-block.tsx';
import { FeatureCardGrid } from '../features/marketing/components/feature-card-grid.tsx';
import { PageHero } from '../features/marketing/components/page-hero.tsx';
import { PageSection } from '../features/marketing/components/page-section.tsx';
import { Prose } from '../features/marketing/components/prose.tsx';
import { StatStrip } from '../features/marketing/components/stat-strip.tsx';
import { staticPageHead } from '../features/marketing/static-page-head.ts';

export const Route = createFileRoute('/about')({
  head: () => staticPageHead('/about'),
  component: AboutPage,
});

function AboutPage() {
  return (
    <>
      <PageHero hero={aboutHero} />
      <PageSection heading={aboutMission.heading}>
        <Prose paragraphs={aboutMission.paragraphs} />
      </PageSection>
      <PageSection heading={aboutPeople.heading}>
        <Prose paragraphs={aboutPeople.paragraphs} />
      </PageSection>
      <PageSection heading={aboutValues.heading}>
        <FeatureCardGrid cards={aboutValues.values} columns={4} />
      </PageSection>
      <PageSection heading={aboutSections.stats}>
        <StatStrip stats={aboutStats} />
      </PageSection>
      <CtaBlock block={aboutCta} />
    </>
  );
}
