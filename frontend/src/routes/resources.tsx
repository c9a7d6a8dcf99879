import { createFileRoute } from '@tanstack/react-router';
import { resourcesSections } from '../../../content/pages-extra.ts';
import { featuredResources, resourceLibrary, resourcesBlogLink, resourcesHero } from '../../../content/resources.ts';
import { CtaBlock } from '../features/marketing/components/cta-block.tsx';
import { PageHero } from '../features/marketing/components/page-hero.tsx';
import { PageSection } from '../features/marketing/components/page-section.tsx';
import { ResourceCards, ResourceLibrary } from '../features/marketing/components/resource-cards.tsx';
import { staticPageHead } from '../features/marketing/static-page-head.ts';

export const Route = createFileRoute('/resources')({
  head: () => staticPageHead('/resources'),
  component: ResourcesPage,
});

function ResourcesPage() {
  return (
    <>
      <PageHero hero={resourcesHero} />
      <PageSection heading={resourcesSections.featured}>
        <ResourceCards resources={featuredResources} />
      </PageSection>
      <PageSection heading={resourcesSections.library}>
        <ResourceLibrary groups={resourceLibrary} />
      </PageSection>
      <CtaBlock block={resourcesBlogLink} />
    </>
  );
}
