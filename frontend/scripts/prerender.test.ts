import { describe, expect, it } from 'vitest';
import { colorSchemeScript } from '../src/lib/color-scheme-script.ts';
import { assertOnlyAllowedInlineScripts, finishPage } from './prerender.ts';

const rendered = '<!DOCTYPE html><html lang="en"><head><title>T</title></head><body><main>page</main></body></html>';

describe('finishPage', () => {
  const page = finishPage(rendered, { modules: ['/assets/index.js', '/assets/x<y.js'], styles: ['/assets/index.css'] }, 'assets/boot-abc.js', '/x');

  it('opens <head> with the theme script and the stylesheets, and ends it with the module list and the boot script', () => {
    expect(page.startsWith(`<!DOCTYPE html><html lang="en"><head><script>${colorSchemeScript}</script><link rel="stylesheet" crossorigin href="/assets/index.css"><title>`)).toBe(true);
    expect(page).toContain('<script type="application/json" id="app-modules">["/assets/index.js","/assets/x\\u003cy.js"]</script><script type="module" src="/assets/boot-abc.js"></script></head>');
  });

  it('passes the CSP check it is built for', () => {
    expect(() => assertOnlyAllowedInlineScripts('/x', page)).not.toThrow();
  });

  it('fails loudly when the render gave no document (a redirect, an empty render)', () => {
    expect(() => finishPage('<!DOCTYPE html>', { modules: [], styles: [] }, 'assets/boot.js', '/blog?x')).toThrow(/Prerender of \/blog\?x gave no document/);
  });
});

describe('assertOnlyAllowedInlineScripts', () => {
  it('refuses an inline script the CSP would block, and allows data and external scripts', () => {
    expect(() => assertOnlyAllowedInlineScripts('/a', '<html><head><script>history.scrollRestoration="manual"</script></head></html>')).toThrow(/Prerendered \/a has an inline script/);
    expect(() =>
      assertOnlyAllowedInlineScripts('/a', '<html><head><script type="application/ld+json">{}</script><script type="module" src="/b.js"></script></head></html>'),
    ).not.toThrow();
  });
});
