import { Button, Container, createTheme, Paper, Title } from '@mantine/core';

/** The one theme. Component defaults live here (Component.extend) so pages stay free of style props. */
export const theme = createTheme({
  primaryColor: 'orange',
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontWeight: '800' },
  components: {
    Button: Button.extend({ defaultProps: { radius: 'md' } }),
    Container: Container.extend({ defaultProps: { size: 'lg' } }),
    Paper: Paper.extend({ defaultProps: { withBorder: true, radius: 'lg', p: 'xl' } }),
    Title: Title.extend({ defaultProps: { textWrap: 'balance' } }),
  },
});
