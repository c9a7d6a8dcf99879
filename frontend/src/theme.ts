import { Button, Container, createTheme, Paper, Title, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

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
    Paper: Paper.extend({ defaultProps: { withBorder: true, radius: 'lg', p: 'xl' } }),
    Title: Title.extend({ defaultProps: { textWrap: 'balance' } }),
    // Toasts render inside the labelled region that F8 focuses (components/notification-region.tsx).
    Notifications: { defaultProps: { portalProps: { target: '#notifications' } } },
  },
});

/**
 * Headings and body text differ in colour in both schemes (headings near-black/near-white, body a step softer), all
 * well above WCAG AA on the page and card backgrounds: light 18.9:1 / 11.0:1, dark 15.1:1 / 10.2:1 (on #242424).
 * Mantine's default dimmed grays are 3.3:1 (light) and 3.5:1 (dark on cards): darker/lighter ones pass AA.
 * The diagrams' colours (--rr-diagram-*) are set from this palette in site.css, which costs no JavaScript.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': resolved.colors.gray[7],
    '--mantine-color-text': '#343a40',
    '--rr-color-heading': '#0b0d12',
    '--rr-color-body': '#343a40',
  },
  dark: {
    '--mantine-color-dimmed': resolved.colors.dark[1],
    '--mantine-color-text': '#c9c9c9',
    '--rr-color-heading': '#f8f9fa',
    '--rr-color-body': '#c9c9c9',
  },
});
