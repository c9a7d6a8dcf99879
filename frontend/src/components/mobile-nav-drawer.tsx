import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import { Button, Drawer, VisuallyHidden } from '@mantine/core';
import { IconBrandLinkedin, IconMail } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { company } from '../../../content/company.ts';
import { mobileMenu } from '../../../content/mobile-menu.ts';
import { navButton, navLinks } from '../../../content/navigation.ts';
import { interfaceLabels } from '../../../content/interface-labels.ts';
import { siteSettings } from '../site-settings.ts';
import classes from './mobile-nav-drawer.module.css';
import { ThemeToggle } from './theme-toggle.tsx';

export interface MobileNavDrawerProps {
  id: string;
  opened: boolean;
  /** Escape, the close button or the overlay. */
  onClose: () => void;
  /** A link in the drawer was followed. */
  onNavigate: () => void;
}

/** The small-screen menu: a right-side drawer with the same links, 'Get Started', more pages, contacts and the theme. */
export function MobileNavDrawer({ id, opened, onClose, onNavigate }: MobileNavDrawerProps) {
  const email = siteSettings.CONTACT_EMAIL;
  return (
    <Drawer.Root id={id} opened={opened} onClose={onClose} returnFocus={false} position="right" size="xs">
      <Drawer.Overlay />
      {/* Drawer.Content is a Paper: without p={0} the theme's card padding (xl) doubles the header and body padding. */}
      <Drawer.Content p={0}>
        {/* A div, not Mantine's default <header>: the page already has its one banner landmark. */}
        <Drawer.Header component="div" px="lg" className={classes.header}>
          <Drawer.Title className={classes.title}>Menu</Drawer.Title>
          <Drawer.CloseButton aria-label="Close navigation menu" size="lg" />
        </Drawer.Header>
        <Drawer.Body px="lg" className={classes.body}>
          <nav aria-label="Mobile">
            <ul className={`${classes.list} ${classes.main}`}>
              {navLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={classes.mainLink} onClick={onNavigate}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <Button component={Link} to={navButton.to} onClick={onNavigate} size="md" fullWidth>
            {navButton.label}
          </Button>
          <nav aria-labelledby={`${id}-more`}>
            <h2 className={classes.eyebrow} id={`${id}-more`}>
              {mobileMenu.more.title}
            </h2>
            <ul className={`${classes.list} ${classes.row}`}>
              {mobileMenu.more.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={classes.smallLink} onClick={onNavigate}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby={`${id}-reach`}>
            <h2 className={classes.eyebrow} id={`${id}-reach`}>
              {mobileMenu.reach.title}
            </h2>
            <ul className={classes.list}>
              {email && (
                <li>
                  <a href={`mailto:${email}`} className={classes.smallLink}>
                    <IconMail size={18} aria-hidden />
                    {email}
                  </a>
                </li>
              )}
              <li>
                <a href={company.linkedInUrl} className={classes.smallLink} target="_blank" rel="noopener noreferrer">
                  <IconBrandLinkedin size={18} aria-hidden />
                  {mobileMenu.reach.linkedInLabel}
                  <VisuallyHidden> {interfaceLabels.opensInNewTab}</VisuallyHidden>
                </a>
              </li>
            </ul>
          </section>
          <div className={classes.foot}>
            <span className={classes.eyebrow} id={`${id}-theme`}>
              {mobileMenu.theme}
            </span>
            <ThemeToggle />
          </div>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
