import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/NavLink.css';
import { Button, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { navButton, navLinks } from '../../../content/navigation.ts';
import { ThemeToggle } from './theme-toggle.tsx';

export interface MobileNavDrawerProps {
  id: string;
  opened: boolean;
  /** Escape, the close button or the overlay. */
  onClose: () => void;
  /** A link in the drawer was followed. */
  onNavigate: () => void;
}

/** The small-screen menu: a right-side drawer with the same links, the theme control and 'Get Started'. */
export function MobileNavDrawer({ id, opened, onClose, onNavigate }: MobileNavDrawerProps) {
  return (
    <Drawer.Root id={id} opened={opened} onClose={onClose} returnFocus={false} position="right" size="xs">
      <Drawer.Overlay />
      {/* Drawer.Content is a Paper: without p={0} the theme's card padding (xl) doubles the header and body padding. */}
      <Drawer.Content p={0}>
        {/* A div, not Mantine's default <header>: the page already has its one banner landmark. */}
        <Drawer.Header component="div">
          <Drawer.Title>Menu</Drawer.Title>
          <Drawer.CloseButton aria-label="Close navigation menu" />
        </Drawer.Header>
        <Drawer.Body>
          <nav aria-label="Mobile">
            <Stack gap={4}>
              {navLinks.map((link) => (
                <NavLink key={link.to} component={Link} to={link.to} label={link.label} onClick={onNavigate} fw={600} />
              ))}
            </Stack>
          </nav>
          <Stack gap="lg" mt="xl">
            <Button component={Link} to={navButton.to} onClick={onNavigate} fullWidth>
              {navButton.label}
            </Button>
            <Stack gap={6} align="flex-start">
              <Text size="sm" c="dimmed" id={`${id}-theme`}>
                Theme
              </Text>
              <ThemeToggle />
            </Stack>
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
