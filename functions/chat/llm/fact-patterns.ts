/**
 * How the output guard finds contact details and numbers in a text, and writes each the one way it is compared.
 * Content and replies go through the same functions, so '+1 (415) 555-0199' and '415.555.0199' are one phone.
 */
const email = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;
// Absolute URLs, www. hosts and bare domains with a common top-level domain.
const url = /\bhttps?:\/\/[^\s<>"'()\]]+|\bwww\.[^\s<>"'()\]]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|io|net|org|co|ai|app|dev|us|uk|de|fr|es|biz|info|me|ly)\b(?:\/[^\s<>"'()\]]*)?/gi;
// Site paths such as /contact or /pricing (not 'and/or', not '24/7').
const sitePath = /(?<![\w./])\/[a-z][a-z0-9-]*(?:\/[a-z0-9-]+)*/g;
// Seven or more digits with phone punctuation between them; a number with thousands commas is not a phone.
const phone = /(?<![\w$])\+?\(?\d[\d\s().-]{5,}\d(?![\d%])/g;
const plainNumber = /(?<![\w.])\d+(?:[.,]\d+)*(?:\s?[–-]\s?\d+(?:[.,]\d+)*)?\+?(?:k\b|x\b)?/gi;

const clean = (text: string) => text.replace(/[.,;:!?]+$/, '');

export function emailsIn(text: string): string[] {
  return (text.match(email) ?? []).map((e) => e.toLowerCase());
}

export function normalizeUrl(raw: string): string {
  return clean(raw).toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/\/+$/, '');
}

export function urlsIn(text: string): string[] {
  return (text.replace(email, ' ').match(url) ?? []).map(normalizeUrl);
}

export function sitePathsIn(text: string): string[] {
  return (text.replace(email, ' ').replace(url, ' ').match(sitePath) ?? []).map((p) => p.replace(/\/+$/, ''));
}

export function phonesIn(text: string): string[] {
  return (text.match(phone) ?? [])
    .map((p) => p.trim())
    .filter((p) => !/^\d{1,3}(,\d{3})+$/.test(p) && (p.match(/\d/g) ?? []).length >= 7)
    .map((p) => (p.match(/\d/g) ?? []).join('').replace(/^1(?=\d{10}$)/, ''));
}

/** Numbers not part of a price, percentage or duration ('100+', '8-12', '3x'), thousands commas dropped. */
export function numbersIn(text: string): string[] {
  return (text.match(plainNumber) ?? []).map((n) => n.toLowerCase().replace(/\s/g, '').replace('–', '-').replace(/,(?=\d{3}\b)/g, ''));
}

/** Removes every match of the patterns above from a text, so a phone's digits are not read again as numbers. */
export function withoutContacts(text: string): string {
  return text.replace(email, ' ').replace(url, ' ').replace(sitePath, ' ').replace(phone, (m) => ((m.match(/\d/g) ?? []).length >= 7 && !/^\s*\d{1,3}(,\d{3})+\s*$/.test(m) ? ' ' : m));
}

const units = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const spelled = new RegExp(`\\b(?:(${tens.slice(2).join('|')})(?:[ -](${units.slice(1, 10).join('|')}))?|(${units.join('|')}))(?:[ -](hundred|thousand))?(?=[ -](?:percent|per cent|dollars|weeks?|months?|days?|hours?|minutes?|years?)\\b)`, 'gi');

/**
 * Writes figures the way figuresIn reads them: spelled numbers before a unit as digits ('thirty-five percent' -> 35%), 'percent' as '%',
 * 'dollars' / 'USD' as a leading '$', '30 to 40' as '30-40'. A figure in words is a figure all the same.
 */
export function withDigits(text: string): string {
  return text
    .replace(spelled, (_m, ten: string | undefined, unit: string | undefined, small: string | undefined, scale: string | undefined) => {
      const base = ten ? tens.indexOf(ten.toLowerCase()) * 10 + (unit ? units.indexOf(unit.toLowerCase()) : 0) : units.indexOf((small ?? '').toLowerCase());
      const factor = scale?.toLowerCase() === 'thousand' ? 1000 : scale ? 100 : 1;
      return String(base * factor);
    })
    .replace(/(\d)\s*(?:per ?cent|percent)\b/gi, '$1%')
    .replace(/(\d[\d,.]*\s?k?)\s*(?:us )?(?:dollars|usd)\b/gi, '$$$1')
    .replace(/\bUSD\s?(\d)/g, '$$$1')
    .replace(/(\d)\s+(?:to|and)\s+(\d)/gi, '$1-$2');
}
