/**
 * '2025-09-30' -> 'September 30, 2025' (en-US, the form dates are shown in), by table rather than
 * toLocaleDateString: the first Intl date call initialises ICU's date formatting, about 240 ms of a post page's
 * hydration on a phone-class CPU (CPU 4x, scripts/bench-web-profile.ts), inside Lighthouse's blocking-time window.
 */
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const name = months[(month ?? 0) - 1];
  if (!year || !name || !day) throw new Error(`Not an ISO date (YYYY-MM-DD): ${isoDate}`);
  return `${name} ${day}, ${year}`;
}
