import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { landingContact } from '../../../../content/landing.ts';
import { Reveal } from '../reveal.tsx';
import { ContactFormPanel } from './contact-form-panel.tsx';
import { CtaButton } from './cta-button.tsx';
import { BenefitStrip } from './benefit-strip.tsx';
import { IconBadge } from './icon-badge.tsx';
import classes from './landing-contact-section.module.css';
import { PageSection } from './page-section.tsx';

export interface LandingContactSectionProps {
  content: typeof landingContact;
  form: ReactNode;
}

/** The home page's closing section (#contact): 'The advantage', then booking cards beside the contact form. */
export function LandingContactSection({ content, form }: LandingContactSectionProps) {
  const { advantage, scheduleCard, infoCards } = content;
  return (
    <PageSection id={content.sectionId} heading={advantage.heading}>
      <BenefitStrip items={advantage.benefits} />
      <div className={classes.columns}>
        <div>
          <Stack gap="lg">
            <Reveal>
              <Paper style={{ borderColor: 'var(--mantine-primary-color-filled)' }}>
                <Stack gap="md">
                  <IconBadge name={scheduleCard.icon} />
                  <Title order={3} fz="h3">
                    {scheduleCard.title}
                  </Title>
                  <Text c="dimmed">{scheduleCard.description}</Text>
                  <CtaButton cta={scheduleCard.action} size="md" fullWidth />
                </Stack>
              </Paper>
            </Reveal>
            {infoCards.map((card, index) => (
              <Reveal key={card.title} delay={(index + 1) * 80}>
                <Paper p="lg">
                  <Group align="flex-start" wrap="nowrap" gap="md">
                    <IconBadge name={card.icon} size={40} />
                    <Stack gap={4}>
                      <Title order={3} fz="h4">
                        {card.title}
                      </Title>
                      <Text c="dimmed">{card.description}</Text>
                    </Stack>
                  </Group>
                </Paper>
              </Reveal>
            ))}
          </Stack>
        </div>
        <div>
          <ContactFormPanel copy={content.form} titleOrder={3} form={form} />
        </div>
      </div>
    </PageSection>
  );
}
