import { readAttribution, utmKeys, type Attribution, type Touch } from '../../../contracts/attribution.ts';

/**
 * First-party attribution (issue 20, docs/decisions.md "Attribution without a cookie banner"): on each page load the
 * tab remembers, in sessionStorage, the first touch (landing page, referring site, utm_* parameters) and the last one
 * when a later load brings another campaign or referring site. No cookie, no identifier, no third-party script, and
 * nothing leaves the browser until the visitor sends a lead, which carries it in `attribution`.
 */
export const attributionStorageKey = 'leadAttribution';

/** What the capture reads from the browser; `window` in the app, a plain object in tests. */
export interface AttributionWindow {
  location: { pathname: string; search: string; host: string };
  document: { referrer: string };
  sessionStorage?: Pick<Storage, 'getItem' | 'setItem'>;
}

// When sessionStorage is blocked (some privacy modes), the tab's attribution lives as long as the page.
let inMemory: Attribution | undefined;

function load(win: AttributionWindow): Attribution | undefined {
  let text: string | null;
  try {
    if (!win.sessionStorage) return inMemory;
    text = win.sessionStorage.getItem(attributionStorageKey);
  } catch {
    return inMemory;
  }
  try {
    return text ? readAttribution(JSON.parse(text)).attribution : undefined;
  } catch {
    return undefined; // a damaged value: start again from this page
  }
}

function save(win: AttributionWindow, attribution: Attribution): void {
  inMemory = attribution;
  try {
    win.sessionStorage?.setItem(attributionStorageKey, JSON.stringify(attribution));
  } catch {
    // Storage full or blocked: the in-memory copy serves this page.
  }
}

function referrerHost(win: AttributionWindow): string | undefined {
  try {
    const host = win.document.referrer ? new URL(win.document.referrer).host.toLowerCase() : '';
    return host && host !== win.location.host.toLowerCase() ? host : undefined;
  } catch {
    return undefined;
  }
}

/** This load as a touch, cleaned and capped with the server's own rules. */
function touchOf(win: AttributionWindow): Touch | undefined {
  const params = new URLSearchParams(win.location.search);
  const raw: Record<string, string | undefined> = { landingPage: win.location.pathname, referrerHost: referrerHost(win) };
  for (const key of utmKeys) raw[key] = params.get(`utm_${key}`) ?? undefined;
  return readAttribution({ first: raw }).attribution?.first;
}

const campaignOf = (touch: Touch | undefined) => utmKeys.map((key) => touch?.[key] ?? '').join('|');
const hasCampaign = (touch: Touch | undefined) => utmKeys.some((key) => touch?.[key]);

/**
 * A load is a new touch when it brings campaign parameters other than the latest ones, or (without any) a referring
 * site other than the latest one. A reload, or a page reached inside the site, is not.
 */
function isNewTouch(touch: Touch, latest: Touch | undefined): boolean {
  if (hasCampaign(touch)) return campaignOf(touch) !== campaignOf(latest);
  return touch.referrerHost !== undefined && touch.referrerHost !== latest?.referrerHost;
}

/** Call once per page load, before the router changes the address. */
export function captureAttribution(win: AttributionWindow = window): void {
  const touch = touchOf(win);
  if (!touch) return;
  const stored = load(win);
  if (!stored?.first) return save(win, { first: touch });
  if (isNewTouch(touch, stored.last ?? stored.first)) save(win, { ...stored, last: touch });
  else inMemory = stored;
}

/** What a lead request carries: the tab's touches and the page it is sent from. */
export function currentAttribution(win: AttributionWindow = window): Attribution {
  const stored = load(win);
  const sentFrom = readAttribution({ sentFrom: win.location.pathname }).attribution?.sentFrom;
  return { ...stored, ...(sentFrom ? { sentFrom } : {}) };
}
