/**
 * Figures a reply states: dollar amounts, percentages and durations. A reply may only state figures the site's
 * business content states (or the one derived figure we compute on purpose: a year of the monthly team).
 */
const money = /\$\s?\d[\d,.]*\s?k?\b/gi;
const percent = /\d+(?:\s?[–-]\s?\d+)?\s?%/g;
const duration = /\b\d+(?:\s?[–-]\s?\d+)?\+?[\s-]?(?:weeks?|months?|days?|minutes?|hours?|semanas?|meses|mes|días?|minutos?|horas?)\b/gi;

const units: Record<string, string> = { semana: 'week', semanas: 'week', mes: 'month', meses: 'month', día: 'day', días: 'day', minuto: 'minute', minutos: 'minute', hora: 'hour', horas: 'hour' };

function moneyValue(raw: string): string {
  const text = raw.toLowerCase().replace(/[$\s,]/g, '');
  const thousands = text.endsWith('k');
  const value = Number.parseFloat(thousands ? text.slice(0, -1) : text.replace(/\.(\d{3})/g, '$1'));
  return `$${thousands ? value * 1000 : value}`;
}

function durationValue(raw: string): string {
  const m = /^(\d+(?:\s?[–-]\s?\d+)?\+?)[\s-]?(\p{L}+)$/u.exec(raw.toLowerCase().trim());
  if (!m) return raw;
  const unit = units[m[2] ?? ''] ?? (m[2] ?? '').replace(/s$/, '');
  return `${(m[1] ?? '').replace(/\s/g, '').replace('–', '-')} ${unit}`;
}

export function figuresIn(text: string): string[] {
  return [
    ...(text.match(money) ?? []).map(moneyValue),
    ...(text.match(percent) ?? []).map((p) => p.replace(/\s/g, '').replace('–', '-')),
    ...(text.match(duration) ?? []).map(durationValue),
  ];
}

// Visitors write '90k' and '2.5k/mo' without a dollar sign; in Spanish, French and German 'la de 150 mil', '25 000 €',
// '150.000 $' and '25 Tausend' (blind-19: 'y la de 150 mil qué incluye?' got the audit's list). Digit groups only beside a
// currency: '12 000 Kontakte' is a count, not a budget. Nor is '30 mil contacts'; '2.5 mil' is English for millions, no price of ours.
// Nor '60k contacts' (blind-34 read it as a budget).
const counted = '(?!\\s*(?:contact|kontakt|lead|record|registro|email|correo|people|person|employee|empleado|user|row|fila|ligne|zeile|account|compan))';
const statedMoney = new RegExp(`\\$\\s?\\d[\\d,.]*\\s?k?\\b|\\b\\d[\\d,.]*\\s?k\\b${counted}|\\b\\d{1,3}(?:[ .]\\d{3})+(?=\\s?(?:€|\\$|eur|euros?|usd|d[oó]lar(?:es)?|dollars?)(?![a-z]))|(?<!\\d[.,])\\b\\d{1,3}\\s?(?:mil|mille|tausend|tsd)\\b${counted}`, 'gi');
const thousandsWord = /\s?(mil|mille|tausend|tsd)$/i;

/** Dollar amounts a visitor's message states, '$' or not ('so 90k for the build?'), as figuresIn writes them. */
export function moneyIn(text: string): string[] {
  return (text.match(statedMoney) ?? []).map((m) => (thousandsWord.test(m) ? `$${Number.parseInt(m, 10) * 1000}` : moneyValue(m.replace(/(\d) (?=\d{3})/g, '$1'))));
}
