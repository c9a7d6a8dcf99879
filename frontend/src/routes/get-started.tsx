import { Box } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { getStartedArt, getStartedForm, getStartedHero } from '../../../content/get-started.ts';
import { ContactForm } from '../features/contact/components/contact-form.tsx';
import { ContactFormPanel } from '../components/page-kit/contact-form-panel.tsx';
import { getStartedSections, getStartedSectionsName, hasPrerenderedIsland } from '../components/page-kit/page-islands.ts';
import { PageHero } from '../components/page-kit/page-hero.tsx';
import { PageSection } from '../components/page-kit/page-section.tsx';
import { staticPageHead } from '../components/page-kit/static-page-head.ts';
import { StaticIsland } from '../components/static-island.tsx';

export const Route = createFileRoute('/get-started')({
  head: () => staticPageHead('/get-started'),
  // The process and starting points stay prerendered HTML on a first load; their code loads only when the app renders them.
  loader: () => (hasPrerenderedIsland(getStartedSectionsName) ? undefined : getStartedSections.preload()),
  component: GetStartedPage,
});

// The hydrated parts (hero with the booking button, the form) in Suspense boundaries of their own: separate commits.
function GetStartedPage() {
  const { form } = getStartedForm;
  return (
    <>
      <Suspense fallback={null}>
        <PageHero
          hero={getStartedHero}
          illustration={{
            name: 'get-started',
            kind: 'fork',
            label: getStartedArt.label,
          }}
        />
      </Suspense>
      <StaticIsland name={getStartedSectionsName}>
        <getStartedSections.Component />
      </StaticIsland>
      <Suspense fallback={null}>
        <PageSection id={form.anchorId} heading={getStartedForm.heading}>
          <Box maw={760} mx="auto">
            <ContactFormPanel copy={form} titleOrder={3} form={<ContactForm submitLabel={form.submitLabel} />} />
          </Box>
        </PageSection>
      </Suspense>
    </>
  );
}
