import { Anchor, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPhoneOff } from '@tabler/icons-react';
import type { ContactChannel } from '../../../../content/company.ts';
import type { contactPhoneBlock } from '../../../../content/contact-page.ts';
import { interfaceLabels } from '../../../../content/interface-labels.ts';
import { IconBadge } from './icon-badge.tsx';

/** The phone line, shown but switched off (spec section 2): a disabled button says why. */
export function PhoneBlock({ block }: { block: typeof contactPhoneBlock }) {
  return (
    <Paper data-disabled>
      <Stack gap="sm">
        <IconBadge name={block.icon} size={40} />
        <Title order={3} fz="h4">
          {block.title}
        </Title>
        <Button disabled variant="default" leftSection={<IconPhoneOff size={18} aria-hidden />} fullWidth>
          {block.status}
        </Button>
        <Text size="sm">{block.description}</Text>
      </Stack>
    </Paper>
  );
}

/** Email, headquarters and LinkedIn, each a card with a real link. */
export function ContactChannels({ channels }: { channels: readonly ContactChannel[] }) {
  return (
    <Stack gap="lg">
      {channels.map((channel) => (
        <Paper key={channel.id}>
          <Group align="flex-start" wrap="nowrap" gap="md">
            <IconBadge name={channel.icon} size={40} />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={3} fz="h4">
                {channel.label}
              </Title>
              <Anchor
                href={channel.href}
                fw={600}
                style={{ overflowWrap: 'anywhere' }}
                {...(channel.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {channel.value}
                {channel.external && <VisuallyHidden> {interfaceLabels.opensInNewTab}</VisuallyHidden>}
              </Anchor>
              {channel.detail ? <Text fw={500}>{channel.detail}</Text> : null}
              <Text size="sm">{channel.description}</Text>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
