import { describe, expect, it } from 'vitest';
import { attributionStorageKey, captureAttribution, currentAttribution, type AttributionWindow } from './attribution.ts';

/** One browser tab: its sessionStorage survives loads; each load has its own address and referrer. */
function tab() {
  const items = new Map<string, string>();
  const storage = { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
  const at = (url: string, referrer = ''): AttributionWindow => {
    const { pathname, search, host } = new URL(url);
    return { location: { pathname, search, host }, document: { referrer }, sessionStorage: storage };
  };
  const load = (url: string, referrer = '') => {
    const win = at(url, referrer);
    captureAttribution(win);
    return win;
  };
  return { items, at, load };
}

const site = 'https://revrebel.example';

describe('first-party attribution', () => {
  it('keeps the first page view: landing page, referring host and UTM parameters, lower-cased and capped', () => {
    const t = tab();
    t.load(`${site}/pricing?utm_source=LinkedIn&utm_medium=paid&utm_campaign=q1-launch&utm_term=${'t'.repeat(500)}&other=1`, 'https://www.linkedin.com/feed/');
    expect(currentAttribution(t.at(`${site}/contact`))).toEqual({
      first: { landingPage: '/pricing', referrerHost: 'www.linkedin.com', source: 'linkedin', medium: 'paid', campaign: 'q1-launch', term: 't'.repeat(100) },
      sentFrom: '/contact',
    });
  });

  it('survives reloads and pages inside the site without a new touch', () => {
    const t = tab();
    t.load(`${site}/pricing?utm_source=linkedin&utm_campaign=q1`, 'https://www.linkedin.com/');
    t.load(`${site}/contact`, 'https://www.linkedin.com/'); // reload after navigating in the app
    t.load(`${site}/pricing?utm_source=linkedin&utm_campaign=q1`, 'https://www.linkedin.com/'); // reload of the landing page
    t.load(`${site}/about`, `${site}/contact`); // a link inside the site
    expect(currentAttribution(t.at(`${site}/about`))).toEqual({ first: { landingPage: '/pricing', referrerHost: 'www.linkedin.com', source: 'linkedin', campaign: 'q1' }, sentFrom: '/about' });
  });

  it('adds the last touch when a later visit in the tab brings another campaign or referring site', () => {
    const t = tab();
    t.load(`${site}/`);
    t.load(`${site}/blog?utm_source=newsletter&utm_medium=email&utm_campaign=nov`, 'https://mail.example.com/');
    expect(currentAttribution(t.at(`${site}/blog`)).last).toEqual({ landingPage: '/blog', referrerHost: 'mail.example.com', source: 'newsletter', medium: 'email', campaign: 'nov' });
    t.load(`${site}/services`, 'https://www.google.com/');
    const attribution = currentAttribution(t.at(`${site}/contact`));
    expect(attribution.first).toEqual({ landingPage: '/' });
    expect(attribution.last).toEqual({ landingPage: '/services', referrerHost: 'www.google.com' });
  });

  it('stores no identifier and nothing but the touches, and recovers from a damaged value', () => {
    const t = tab();
    t.items.set(attributionStorageKey, '{not json');
    t.load(`${site}/pricing?utm_source=x&email=ann@acme.example`);
    expect([...t.items.keys()]).toEqual([attributionStorageKey]);
    expect(JSON.parse(t.items.get(attributionStorageKey) as string)).toEqual({ first: { landingPage: '/pricing', source: 'x' } });
  });

  it('works without sessionStorage (kept for the page only)', () => {
    const win: AttributionWindow = { location: { pathname: '/pricing', search: '?utm_source=x', host: 'revrebel.example' }, document: { referrer: '' } };
    captureAttribution(win);
    expect(currentAttribution(win)).toEqual({ first: { landingPage: '/pricing', source: 'x' }, sentFrom: '/pricing' });
  });
});
