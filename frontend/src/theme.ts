import { Button, Container, createTheme, Paper, Title, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * The brand orange, darkened from index 6 on so that white text on filled buttons (index 6) and orange text on white
 * both pass WCAG AA (5.2:1); Mantine's own orange-6 with white text is 2.6:1.
 */
const brand: MantineColorsTuple = ['#fff7ed', '#ffedd5', '#fed7aa', '#fdba74', '#fb923c', '#f97316', '#c2410c', '#9a3412', '#7c2d12', '#431407'];

const fontFamily = 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** The one theme. Component defaults live here (Component.extend) so pages stay free of style props. */
export const theme = createTheme({
  colors: { brand },
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 6 },
  defaultRadius: 'md',
  fontFamily,
  headings: { fontFamily, fontWeight: '800' },
  components: {
    Button: Button.extend({ defaultProps: { radius: 'md' } }),
    Container: Container.extend({ defaultProps: { size: 'lg' } }),
    Paper: Paper.extend({ defaultProps: { withBorder: true, radius: 'lg', p: 'xl' } }),
    Title: Title.extend({ defaultProps: { textWrap: 'balance' } }),
    // Toasts render inside the labelled region that F8 focuses (components/notification-region.tsx).
    Notifications: { defaultProps: { portalProps: { target: '#notifications' } } },
  },
});

/** Mantine's default dimmed grays are 3.3:1 (light) and 3.5:1 (dark on cards): darker/lighter ones pass AA. */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: { '--mantine-color-dimmed': resolved.colors.gray[7] },
  dark: { '--mantine-color-dimmed': resolved.colors.dark[1] },
});
