import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { company } from '../../../content/company.ts';

/** The fallback page (spec section 2). Served with HTTP 404 by the edge rules. */
export function NotFoundPage() {
  return (
    <Container size="sm" py={120}>
      {/* React hoists these into <head>: no route head() runs for a path that matched nothing. */}
      <title>{`404 Page Not Found | ${company.name}`}</title>
      <meta name="robots" content="noindex" />
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon color="red" variant="light" size={64} radius="xl" aria-hidden>
          <IconAlertCircle size={40} />
        </ThemeIcon>
        <Title order={1}>404 Page Not Found</Title>
        <Text c="dimmed">Did you forget to add the page to the router?</Text>
        <Button component={Link} to="/">
          Back to the home page
        </Button>
      </Stack>
    </Container>
  );
}
