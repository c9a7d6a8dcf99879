import { Button, Container, createTheme, Paper, Title, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import cardClasses from './components/page-kit/card-surface.module.css';

/**
 * The brand orange, darkened from index 6 on so that white text on filled buttons (index 6) and orange text on white
 * both pass WCAG AA (5.2:1); Mantine's own orange-6 with white text is 2.6:1.
 */
const brand: MantineColorsTuple = ['#fff7ed', '#ffedd5', '#fed7aa', '#fdba74', '#fb923c', '#f97316', '#c2410c', '#9a3412', '#7c2d12', '#431407'];

/** Inter ships with the site (site.css); the fallback face is metric-matched so the swap moves nothing. */
const fontFamily = 'Inter, "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** The one theme. Component defaults live here (Component.extend) so pages stay free of style props. */
export const theme = createTheme({
  colors: { brand },
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 6 },
  defaultRadius: 'md',
  fontFamily,
  headings: {
    fontFamily,
    fontWeight: '800',
    // A modular scale (x1.25): distinct steps, tight leading for display sizes.
    sizes: {
      h1: { fontSize: '3.052rem', lineHeight: '1.1' },
      h2: { fontSize: '2.441rem', lineHeight: '1.15' },
      h3: { fontSize: '1.563rem', lineHeight: '1.25' },
      h4: { fontSize: '1.25rem', lineHeight: '1.3' },
    },
  },
  components: {
    Button: Button.extend({ defaultProps: { radius: 'md' } }),
    Container: Container.extend({ defaultProps: { size: 'lg' } }),
    Paper: Paper.extend({ defaultProps: { withBorder: true, radius: 'lg', p: 'xl' }, classNames: { root: cardClasses.surface } }),
    Title: Title.extend({ defaultProps: { textWrap: 'balance' } }),
    // Toasts render inside the labelled region that F8 focuses (components/notification-region.tsx).
    Notifications: { defaultProps: { portalProps: { target: '#notifications' } } },
  },
});

/**
 * Headings and body text differ in colour in both schemes (headings near-black/near-white, body a step softer), all
 * well above WCAG AA on the page and card backgrounds (theme.test.ts computes every pair). Dark: the page (#101113) is a
 * step darker than the cards (#26282f) and their borders (#444852) show on both, where Mantine's default put cards on the
 * page's own #242424 with a #424242 border (design review: cards barely distinguishable). Light: white cards with a
 * gray-3 border on a white page, as before. Fields: a well of the page's colour, with a border of 3:1 or more against
 * both the card and the page (WCAG 1.4.11; Mantine's were 1.5:1 in both schemes).
 * Mantine's default dimmed grays are 3.3:1 (light) and 3.5:1 (dark on cards): darker/lighter ones pass AA.
 * The diagrams' colours (--rr-diagram-*) are set from this palette in site.css, which costs no JavaScript.
 */
export const schemeColours = {
  light: { page: '#ffffff', card: '#ffffff', border: '#dee2e6', field: '#ffffff', fieldBorder: '#868e96', heading: '#0b0d12', body: '#343a40', dimmed: '#495057' },
  dark: { page: '#101113', card: '#26282f', border: '#444852', field: '#101113', fieldBorder: '#737782', heading: '#f8f9fa', body: '#c9c9c9', dimmed: '#b8b8b8' },
} as const;

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: schemeVariables('light'),
  dark: schemeVariables('dark'),
});

function schemeVariables(scheme: keyof typeof schemeColours): Record<string, string> {
  const colours = schemeColours[scheme];
  return {
    '--mantine-color-body': colours.page,
    // Mantine's gray-7 (light) and dark-1 (dark), named here so the contrast test reads the same values.
    '--mantine-color-dimmed': colours.dimmed,
    '--mantine-color-text': colours.body,
    '--rr-color-heading': colours.heading,
    '--rr-color-body': colours.body,
    '--rr-card-surface': colours.card,
    '--rr-card-border': colours.border,
    '--rr-field-surface': colours.field,
    '--rr-field-border': colours.fieldBorder,
  };
}
