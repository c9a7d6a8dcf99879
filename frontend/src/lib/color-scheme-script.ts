/**
 * Runs in <head> before first paint so a returning visitor never sees the wrong theme.
 * Values follow the original site ('system' | 'light' | 'dark' under vite-ui-theme, default dark).
 * The CSP allows it by hash (infra/edge/security-headers.ts), so it must stay a constant string.
 */
export const themeStorageKey = 'vite-ui-theme';

export const colorSchemeScript = `try{var t=localStorage.getItem('${themeStorageKey}');var s=t==='light'||t==='dark'?t:t==='system'?(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):'dark';document.documentElement.setAttribute('data-mantine-color-scheme',s)}catch(e){document.documentElement.setAttribute('data-mantine-color-scheme','dark')}`;
