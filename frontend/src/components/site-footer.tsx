import { Anchor, Container, Text, VisuallyHidden } from '@mantine/core';
import { IconBrandLinkedin } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { interfaceLabels } from '../../../content/interface-labels.ts';
import { copyrightLine, footerBrand, footerColumns, navBrand } from '../../../content/navigation.ts';
import { BrandMark } from './brand-mark.tsx';
import classes from './site-footer.module.css';
import { siteSettings } from '../site-settings.ts';

const copyrightId = 'copyright';

/**
 * The page was prerendered at build time, maybe in another year. Hydration must see the year the HTML holds, so the
 * first render reads it from there; right after, the year becomes the visitor's current one.
 */
function useCurrentYear(): number {
  const [year, setYear] = useState(() => {
    const prerendered = typeof document === 'undefined' ? null : /\d{4}/.exec(document.getElementById(copyrightId)?.textContent ?? '');
    return prerendered ? Number(prerendered[0]) : new Date().getFullYear();
  });
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

/** Three link columns and the copyright line with the current year (spec section 2). */
export function SiteFooter() {
  const year = useCurrentYear();
  return (
    <footer className={classes.footer} data-site-footer>
      {/* The pages' own container (lg), so the logo starts where every section's text does (at 1440: x=166, not 76). */}
      <Container>
        <div className={classes.grid}>
          <div className={classes.about}>
            <Link to={navBrand.to} className={classes.brand} aria-label={navBrand.homeLabel}>
              <BrandMark className={classes.brandMark} />
              <span aria-hidden="true">{footerBrand.name}</span>
            </Link>
            <Text size="sm" fw={600} mt="sm">
              {footerBrand.tagline}
            </Text>
            <Text size="sm" c="dimmed" mt={6} maw={360}>
              {footerBrand.description}
            </Text>
            {siteSettings.CONTACT_EMAIL && (
              <Text size="sm" c="dimmed" mt="sm">
                <Anchor href={`mailto:${siteSettings.CONTACT_EMAIL}`} c="dimmed" underline="always">
                  {siteSettings.CONTACT_EMAIL}
                </Anchor>
              </Text>
            )}
            {/* The social link /contact already shows, where visitors look for it on every page. */}
            <a href={footerBrand.linkedInUrl} className={classes.social} target="_blank" rel="noopener noreferrer">
              <IconBrandLinkedin size={20} aria-hidden />
              {footerBrand.linkedInLabel}
              <VisuallyHidden> {interfaceLabels.opensInNewTab}</VisuallyHidden>
            </a>
          </div>
          {footerColumns.map((column) => (
            <nav key={column.title} aria-labelledby={`footer-${column.title.toLowerCase()}`}>
              <h2 className={classes.columnTitle} id={`footer-${column.title.toLowerCase()}`}>
                {column.title}
              </h2>
              <ul className={classes.links}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to} className={classes.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={classes.bottom}>
          <Text size="sm" c="dimmed" id={copyrightId}>
            {copyrightLine(year)}
          </Text>
          {siteSettings.CONTACT_ADDRESS && (
            <Text size="sm" c="dimmed">
              {siteSettings.CONTACT_ADDRESS}
            </Text>
          )}
        </div>
      </Container>
    </footer>
  );
}
