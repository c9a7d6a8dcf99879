/**
 * The one way prices are written: '$25,000' in prose and cards; '$25K' only where the spec shows the short form
 * (the audit on /pricing and /get-started).
 */
// Grouped by hand, not toLocaleString: the first Intl call of a page load initialises ICU's number formatting, ~80 ms on
// a phone-class CPU during the home page's module evaluation (issue 22, item 7). Same output for whole dollars.
export const formatUsd = (usd: number) =>
  `$${Number.isSafeInteger(usd) ? String(usd).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : usd.toLocaleString('en-US')}`;

/** '$25K' for whole thousands under a million, else the full form. */
export const formatUsdShort = (usd: number) => (usd % 1000 === 0 && usd < 1_000_000 ? `$${usd / 1000}K` : formatUsd(usd));
