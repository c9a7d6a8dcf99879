/**
 * The one way prices are written: '$25,000' in prose and cards; '$25K' only where the spec shows the short form
 * (the audit on /pricing and /get-started).
 */
export const formatUsd = (usd: number) => `$${usd.toLocaleString('en-US')}`;

/** '$25K' for whole thousands under a million, else the full form. */
export const formatUsdShort = (usd: number) => (usd % 1000 === 0 && usd < 1_000_000 ? `$${usd / 1000}K` : formatUsd(usd));
