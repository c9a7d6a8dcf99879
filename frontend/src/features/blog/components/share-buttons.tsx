import { ActionIcon, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBrandLinkedin, IconBrandX, IconLink, IconMail, type Icon } from '@tabler/icons-react';
import { articlePageCopy } from '../../../../../content/blog-page.ts';
import { interfaceLabels } from '../../../../../content/interface-labels.ts';

type ShareTarget = (typeof articlePageCopy.shareTargets)[number];

interface ShareArticle {
  url: string;
  title: string;
}

/** Where each share target sends the article; null means copy the link instead of navigating. */
const targets: Record<ShareTarget, { icon: Icon; href: ((article: ShareArticle) => string) | null }> = {
  LinkedIn: {
    icon: IconBrandLinkedin,
    href: ({ url }) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  },
  X: {
    icon: IconBrandX,
    href: ({ url, title }) => `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  },
  Email: {
    icon: IconMail,
    href: ({ url, title }) => `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`,
  },
  'Copy link': { icon: IconLink, href: null },
};

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and non-secure contexts have no async clipboard.
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  const copied = document.execCommand('copy');
  field.remove();
  if (!copied) throw new Error('copy command refused');
}

async function copyLink(url: string) {
  try {
    await copyText(url);
    notifications.show({ title: interfaceLabels.linkCopied, message: interfaceLabels.linkCopiedDescription, color: 'green' });
  } catch {
    notifications.show({ title: interfaceLabels.copyFailed, message: interfaceLabels.copyFailedDescription, color: 'red' });
  }
}

/** Share links that work without JavaScript (LinkedIn, X, e-mail) plus copy-to-clipboard with a toast. */
export function ShareButtons({ url, title }: ShareArticle) {
  return (
    <Group gap="sm" align="center">
      <Text fw={700}>{articlePageCopy.shareLabel}</Text>
      <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {articlePageCopy.shareTargets.map((name) => {
          const target = targets[name];
          const TargetIcon = target.icon;
          const label = target.href ? `${interfaceLabels.shareVia} ${name}` : name;
          return (
            <li key={name}>
              {target.href ? (
                <ActionIcon
                  component="a"
                  href={target.href({ url, title })}
                  {...(name === 'Email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                  variant="default"
                  size="lg"
                  radius="xl"
                  aria-label={label}
                  title={label}
                >
                  <TargetIcon size={18} aria-hidden />
                </ActionIcon>
              ) : (
                <ActionIcon variant="default" size="lg" radius="xl" aria-label={label} title={label} onClick={() => void copyLink(url)}>
                  <TargetIcon size={18} aria-hidden />
                </ActionIcon>
              )}
            </li>
          );
        })}
      </Group>
    </Group>
  );
}
