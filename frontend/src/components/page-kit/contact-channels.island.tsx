import { Paper, Stack, Title } from '@mantine/core';
import { contactChannelsFor } from '../../../../content/company.ts';
import { contactChannelsSection, contactPhoneBlock } from '../../../../content/contact-page.ts';
import { siteSettings } from '../../site-settings.ts';
import { ContactChannels, PhoneBlock } from './contact-channels.tsx';

/**
 * /contact's column beside the form: the switched-off phone line and the channels, all text and plain links, so on the
 * first load it stays prerendered HTML (a StaticIsland in routes/contact.tsx). One card with its heading inside, like the
 * form's card beside it, so the two columns start at one height (design review: the heading sat above separate cards).
 */
export function ContactChannelsColumn() {
  return (
    <Paper component="section" aria-labelledby="other-ways-title">
      <Stack gap="lg">
        <Title order={2} id="other-ways-title" fz="h3" data-section-title>
          {contactChannelsSection.heading.title}
        </Title>
        <PhoneBlock block={contactPhoneBlock} />
        <ContactChannels
          channels={contactChannelsFor({
            email: siteSettings.CONTACT_EMAIL,
            address: siteSettings.CONTACT_ADDRESS,
          })}
        />
      </Stack>
    </Paper>
  );
}
