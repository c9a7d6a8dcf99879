import { createFileRoute } from '@tanstack/react-router';
import { aboutArt, aboutCta, aboutHero, aboutMission, aboutPeople, aboutStats, aboutValues } from '../../../content/about.ts';
import { aboutSections } from '../../../content/pages-extra.ts';
import { CtaBlock } from '../components/page-kit/cta-block.tsx';
import { FeatureCardGrid } from '../components/page-kit/feature-card-grid.tsx';
import { PageHero } from '../components/page-kit/page-hero.tsx';
import { PageSection } from '../components/page-kit/page-section.tsx';
import { Prose } from '../components/page-kit/prose.tsx';
import { StatStrip } from '../components/page-kit/stat-strip.tsx';
import { staticPageHead } from '../components/page-kit/static-page-head.ts';

export const Route = createFileRoute('/about')({
  head: () => staticPageHead('/about'),
  component: AboutPage,
});

function AboutPage() {
  return (
    <>
      <PageHero hero={aboutHero} illustration={{ name: 'team', kind: 'crew', label: aboutArt.label }} />
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
