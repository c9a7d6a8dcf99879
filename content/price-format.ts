/**
 * The one way prices are written: '$25,000' in prose and cards; '$25K' only where the spec shows the short form
 * (the audit on /pricing and /get-started).
 */
// Whole dollars grouped by hand: the first toLocaleString call in a process loads ICU number data (about 15 ms),
// and content tables format prices at import, so every chat cold start paid it.
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
export const formatUsd = (usd: number) => `$${Number.isSafeInteger(usd) ? grouped(usd) : usd.toLocaleString('en-US')}`;

/** '$25K' for whole thousands under a million, else the full form. */
export const formatUsdShort = (usd: number) => (usd % 1000 === 0 && usd < 1_000_000 ? `$${usd / 1000}K` : formatUsd(usd));
