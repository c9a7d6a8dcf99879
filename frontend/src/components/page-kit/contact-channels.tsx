import { Anchor, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPhoneOff } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import type { ContactChannel } from '../../../../content/company.ts';
import type { contactPhoneBlock } from '../../../../content/contact-page.ts';
import type { IconName } from '../../../../content/icon-name.ts';
import { interfaceLabels } from '../../../../content/interface-labels.ts';
import classes from './contact-channels.module.css';
import { IconBadge } from './icon-badge.tsx';

/** One way to reach us: its icon beside its title, the same for the phone line and the channels (design review). */
function ChannelRow({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="md" className={classes.row}>
      <IconBadge name={icon} size={40} />
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Title order={3} fz="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Group>
  );
}

/** 'linkedin.com/company/revrebel' may break after a slash on a narrow phone, never inside a word. */
const breakAfterSlashes = (text: string) =>
  text.split('/').map((part, index, parts) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));

/** The phone line, shown but switched off (spec section 2): a disabled button says why, readable in both themes. */
export function PhoneBlock({ block }: { block: typeof contactPhoneBlock }) {
  return (
    <ChannelRow icon={block.icon} title={block.title}>
      <Button disabled variant="default" leftSection={<IconPhoneOff size={18} aria-hidden />} fullWidth className={classes.off} mt={4}>
        {block.status}
      </Button>
      <Text size="sm" mt={4}>
        {block.description}
      </Text>
    </ChannelRow>
  );
}

/** Email, headquarters and LinkedIn, each a row with a real link. */
export function ContactChannels({ channels }: { channels: readonly ContactChannel[] }) {
  return channels.map((channel) => (
    <ChannelRow key={channel.id} icon={channel.icon} title={channel.label}>
      <Anchor
        href={channel.href}
        fw={600}
        className={classes.value}
        {...(channel.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {breakAfterSlashes(channel.value)}
        {channel.external && <VisuallyHidden> {interfaceLabels.opensInNewTab}</VisuallyHidden>}
      </Anchor>
      {channel.detail ? <Text fw={500}>{channel.detail}</Text> : null}
      <Text size="sm">{channel.description}</Text>
    </ChannelRow>
  ));
}
