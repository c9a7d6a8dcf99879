import { Anchor, Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { company } from '../../../content/company.ts';

/** Where a lost visitor most likely wanted to go: the way home first, then the two pages people come for. */
const helpfulLinks = [
  { label: 'Our services', to: '/services' },
  { label: 'Contact us', to: '/contact' },
] as const;

/**
 * The fallback page (spec section 2: a red alert icon, the heading and the hint as written). Served with HTTP 404 by the
 * edge rules. The icon is the red outline alone (no filled disc) so the page reads as a wrong turn, not an alarm.
 */
export function NotFoundPage() {
  return (
    <Container size="sm" py={120}>
      {/* React hoists these into <head>: no route head() runs for a path that matched nothing. */}
      <title>{`404 Page Not Found | ${company.name}`}</title>
      <meta name="robots" content="noindex" />
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon color="red" variant="transparent" size={56} aria-hidden>
          <IconAlertCircle size={48} stroke={1.5} color="var(--mantine-color-red-text)" />
        </ThemeIcon>
        <Title order={1}>404 Page Not Found</Title>
        <Text c="dimmed">Did you forget to add the page to the router?</Text>
        <Button component={Link} to="/" size="md" mt="xs">
          Back to the home page
        </Button>
        <Group component="nav" aria-label="Helpful links" gap="lg" justify="center">
          <Text component="span" c="dimmed" size="sm">
            Or go to
          </Text>
          {helpfulLinks.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} fw={600} size="sm">
              {link.label}
            </Anchor>
          ))}
        </Group>
      </Stack>
    </Container>
  );
}
