import { Container, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/')({
  head: () => ({ meta: [{ title: 'RevRebel' }] }),
  component: HomePage,
});

function HomePage() {
  return (
    <Container component="main" py="xl">
      <Title order={1}>BRILLIANT PEOPLE DO BRILLIANT WORK</Title>
    </Container>
  );
}
