/**
 * The one way prices are written: '$25,000' in prose and cards; '$25K' only where the spec shows the short form
 * (the audit on /pricing and /get-started).
 */
// Whole dollars grouped by hand, not toLocaleString: the first Intl call initialises ICU's number formatting, about 15 ms
// of every chat cold start (content tables format prices at import) and ~80 ms of the home page's module evaluation on a
// phone-class CPU (issues 21 and 22). Same output for whole dollars.
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
export const formatUsd = (usd: number) => `$${Number.isSafeInteger(usd) ? grouped(usd) : usd.toLocaleString('en-US')}`;

/** '$25K' for whole thousands under a million, else the full form. */
export const formatUsdShort = (usd: number) => (usd % 1000 === 0 && usd < 1_000_000 ? `$${usd / 1000}K` : formatUsd(usd));
