import { Grid } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { contactFaq, contactForm, contactHero, contactPath } from '../../../content/contact-page.ts';
import { contactSections } from '../../../content/pages-extra.ts';
import { ContactForm } from '../features/contact/components/contact-form.tsx';
import { ContactFormPanel } from '../components/page-kit/contact-form-panel.tsx';
import { FaqAccordion } from '../components/page-kit/faq-accordion.tsx';
import { contactChannelsIsland, contactChannelsName, hasPrerenderedIsland } from '../components/page-kit/page-islands.ts';
import { PageHero } from '../components/page-kit/page-hero.tsx';
import { PageSection } from '../components/page-kit/page-section.tsx';
import { staticPageHead } from '../components/page-kit/static-page-head.ts';
import { sequenceLabel } from '../components/page-kit/illustration.tsx';
import { StaticIsland } from '../components/static-island.tsx';

export const Route = createFileRoute('/contact')({
  head: () => staticPageHead('/contact'),
  // The channels column stays prerendered HTML on a first load; its code loads only when the app renders it.
  loader: () => (hasPrerenderedIsland(contactChannelsName) ? undefined : contactChannelsIsland.preload()),
  component: ContactPage,
});

// The hydrated parts (hero with the booking button, the form, the FAQ) in Suspense boundaries of their own, so their
// hydration commits are separate tasks; the channels column beside the form is a static island.
function ContactPage() {
  return (
    <>
      <Suspense fallback={null}>
        <PageHero
          hero={contactHero}
          illustration={{
            name: 'contact',
            kind: 'path',
            label: sequenceLabel(contactPath.title, contactPath.steps),
          }}
        />
      </Suspense>
      <PageSection>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Suspense fallback={null}>
              <ContactFormPanel id={contactForm.anchorId} copy={contactForm} titleOrder={2} form={<ContactForm submitLabel={contactForm.submitLabel} />} />
            </Suspense>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <StaticIsland name={contactChannelsName}>
              <contactChannelsIsland.Component />
            </StaticIsland>
          </Grid.Col>
        </Grid>
      </PageSection>
      <Suspense fallback={null}>
        <PageSection heading={contactSections.faq}>
          <FaqAccordion items={contactFaq} />
        </PageSection>
      </Suspense>
    </>
  );
}
