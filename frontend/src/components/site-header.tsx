import { Burger, Button, Container } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useRef, useState } from 'react';
import { navBrand, navButton, navLinks } from '../../../content/navigation.ts';
import { BrandMark } from './brand-mark.tsx';
import { chatDockIds } from './chat-dock-ids.ts';
import classes from './site-header.module.css';
import { ThemeToggle } from './theme-toggle.tsx';
import { useScrolledPast } from './use-scrolled-past.ts';

// The drawer (modal machinery, focus trap, scroll lock) is only needed once someone opens the menu.
const loadDrawer = () => import('./mobile-nav-drawer.tsx');
const MobileNavDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MobileNavDrawer })));

export const mobileNavId = 'mobile-navigation';

/** The fixed top navigation (spec section 2): translucent after 10 px of scroll, a right-side drawer on small screens. */
export function SiteHeader() {
  const scrolled = useScrolledPast(10);
  const [menuOpened, setMenuOpened] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const openMenu = () => {
    setMenuLoaded(true);
    setMenuOpened(true);
  };
  // Escape or the close button hand focus back to the burger; following a link leaves it to the new page.
  const closeMenu = (returnFocus: boolean) => {
    setMenuOpened(false);
    if (returnFocus) burgerRef.current?.focus();
  };

  return (
    <header className={classes.header} data-site-header data-scrolled={scrolled || undefined}>
      <Container className={classes.inner} size="xl">
        <Link to={navBrand.to} className={classes.brand} aria-label={navBrand.homeLabel}>
          <BrandMark className={classes.brandMark} />
          <span aria-hidden="true">{navBrand.name}</span>
        </Link>

        <nav aria-label="Main" className="mantine-visible-from-md">
          <ul className={classes.nav}>
            {navLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={classes.navLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className={`${classes.actions} mantine-visible-from-md`}>
          <ThemeToggle />
          <Button component={Link} to={navButton.to} size="sm">
            {navButton.label}
          </Button>
        </div>

        <div id={chatDockIds.greeting} className={`${classes.greetingDock} mantine-hidden-from-md`} />
        <div id={chatDockIds.launcher} className={`${classes.chatDock} mantine-hidden-from-md`} />
        <Burger
          className={`${classes.burger} mantine-hidden-from-md`}
          opened={menuOpened}
          ref={burgerRef}
          onClick={() => (menuOpened ? closeMenu(true) : openMenu())}
          onPointerEnter={() => void loadDrawer()}
          onFocus={() => void loadDrawer()}
          aria-label={menuOpened ? 'Close navigation menu' : 'Open navigation menu'}
          aria-expanded={menuOpened}
          aria-controls={mobileNavId}
          size="sm"
        />
      </Container>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileNavDrawer id={mobileNavId} opened={menuOpened} onClose={() => closeMenu(true)} onNavigate={() => closeMenu(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
