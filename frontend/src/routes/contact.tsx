import { Grid, Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { contactChannelsSection, contactFaq, contactForm, contactHero, contactPath, contactPhoneBlock } from '../../../content/contact-page.ts';
import { contactSections } from '../../../content/pages-extra.ts';
import { ContactForm } from '../features/contact/components/contact-form.tsx';
import { ContactChannels, PhoneBlock } from '../components/page-kit/contact-channels.tsx';
import { ContactFormPanel } from '../components/page-kit/contact-form-panel.tsx';
import { FaqAccordion } from '../components/page-kit/faq-accordion.tsx';
import { PageHero } from '../components/page-kit/page-hero.tsx';
import { PageSection } from '../components/page-kit/page-section.tsx';
import { staticPageHead } from '../components/page-kit/static-page-head.ts';
import { sequenceLabel } from '../components/page-kit/illustration.tsx';
import { contactChannelsFor } from '../../../content/company.ts';
import { siteSettings } from '../site-settings.ts';

export const Route = createFileRoute('/contact')({
  head: () => staticPageHead('/contact'),
  component: ContactPage,
});

function ContactPage() {
  return (
    <>
      <PageHero hero={contactHero} illustration={{ name: 'contact', kind: 'path', label: sequenceLabel(contactPath.title, contactPath.steps) }} />
      <PageSection>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ContactFormPanel
              id={contactForm.anchorId}
              copy={contactForm}
              titleOrder={2}
              form={<ContactForm submitLabel={contactForm.submitLabel} />}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack component="section" aria-labelledby="other-ways-title" gap="lg">
              <Title order={2} id="other-ways-title" fz="h3">
                {contactChannelsSection.heading.title}
              </Title>
              <PhoneBlock block={contactPhoneBlock} />
              <ContactChannels channels={contactChannelsFor({ email: siteSettings.CONTACT_EMAIL, address: siteSettings.CONTACT_ADDRESS })} />
            </Stack>
          </Grid.Col>
        </Grid>
      </PageSection>
      <PageSection heading={contactSections.faq}>
        <FaqAccordion items={contactFaq} />
      </PageSection>
    </>
  );
}
