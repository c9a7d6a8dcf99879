import { createFileRoute } from '@tanstack/react-router';
import { resourcesSections } from '../../../content/pages-extra.ts';
import { featuredResources, resourceLibrary, resourcesBlogLink, resourcesHero } from '../../../content/resources.ts';
import { CtaBlock } from '../components/page-kit/cta-block.tsx';
import { PageHero } from '../components/page-kit/page-hero.tsx';
import { PageSection } from '../components/page-kit/page-section.tsx';
import { ResourceCards, ResourceLibrary } from '../components/page-kit/resource-cards.tsx';
import { staticPageHead } from '../components/page-kit/static-page-head.ts';

/** The shelf picture's accessible name: each group and how many resources it holds (the list below has them all). */
const libraryLabel = `${resourcesSections.library.title}: ${resourceLibrary.map((group) => `${group.title} (${group.resources.length})`).join(', ')}`;

export const Route = createFileRoute('/resources')({
  head: () => staticPageHead('/resources'),
  component: ResourcesPage,
});

function ResourcesPage() {
  return (
    <>
      <PageHero hero={resourcesHero} illustration={{ name: 'library', kind: 'shelf', label: libraryLabel }} />
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
