import { publicPaths } from '../../../content/routes.ts';
import { backedFacts } from '../content-facts.ts';
import { figuresIn } from '../figures.ts';
import { contentTexts } from './content-text.ts';
import { emailsIn, normalizeUrl, numbersIn, phonesIn, sitePathsIn, urlsIn, withDigits, withoutContacts } from './fact-patterns.ts';
import { unbackedPromises } from './promise-words.ts';

/**
 * The output guard: every price, figure, percentage, duration, phone number, email address, URL and promise in a
 * model's reply must be backed by content/ (or be the visitor's own contact detail, or our configured email).
 * Pure: the caller decides what to do with a reply that fails (regenerate once, then answer offline).
 */
export type ViolationKind = 'figure' | 'number' | 'phone' | 'email' | 'url' | 'promise';
export interface Violation { readonly kind: ViolationKind; readonly text: string }

export interface GuardContext {
  /** The configured CONTACT_EMAIL. */
  readonly contactEmail?: string | undefined;
  /** What the visitor wrote in this conversation: their own email, phone and numbers may be repeated to them. */
  readonly visitorText?: string;
}

let normalized: { phones: Set<string>; emails: Set<string>; urls: Set<string> } | undefined;
/** The backed contact details written the one way this guard compares them, whoever built the sets. */
function backedContacts() {
  if (!normalized) {
    const facts = backedFacts();
    normalized = {
      phones: new Set([...facts.phones].flatMap((p) => phonesIn(p))),
      emails: new Set([...facts.emails].map((e) => e.toLowerCase())),
      urls: new Set([...facts.urls].map(normalizeUrl)),
    };
  }
  return normalized;
}

let numbers: Set<string> | undefined;
function backedNumbers(): Set<string> {
  numbers ??= new Set(contentTexts().flatMap((t) => numbersIn(withoutContacts(t))));
  return numbers;
}

const sitePaths = new Set<string>(publicPaths());
// What the widget replaces: never a URL the model invented.
const placeholders = /\{\{[A-Z_]+\}\}/g;

export function unbackedFacts(reply: string, context: GuardContext = {}): Violation[] {
  const facts = { ...backedContacts(), figures: backedFacts().figures };
  const visitor = context.visitorText ?? '';
  const text = reply.replace(placeholders, ' ');
  const out: Violation[] = [];
  const add = (kind: ViolationKind, found: string[], allowed: (f: string) => boolean) => {
    for (const f of new Set(found)) if (!allowed(f)) out.push({ kind, text: f });
  };
  const emails = new Set([...facts.emails, ...emailsIn(visitor), ...(context.contactEmail ? [context.contactEmail.toLowerCase()] : [])]);
  add('email', emailsIn(text), (e) => emails.has(e));
  add('url', urlsIn(text), (u) => facts.urls.has(u));
  add('url', sitePathsIn(text), (p) => sitePaths.has(p));
  const phones = new Set([...facts.phones, ...phonesIn(visitor)]);
  add('phone', phonesIn(text), (p) => phones.has(p));
  const rest = withDigits(withoutContacts(text));
  add('figure', figuresIn(rest), (f) => facts.figures.has(f) || rangeEnd(f, facts.figures));
  const visitorNumbers = new Set(numbersIn(withoutContacts(visitor)));
  const bare = stripFigures(rest);
  add('number', numbersIn(bare), (n) => backedNumbers().has(n) || visitorNumbers.has(n));
  add('promise', unbackedPromises(text), () => false);
  return out;
}

/** '30%' when the content says '30-40%': an end of a stated range is stated too. */
function rangeEnd(figure: string, figures: ReadonlySet<string>): boolean {
  const m = /^(\$?)(\d+)(\+?)(%|\s\w+)?$/.exec(figure);
  if (!m) return false;
  const [, dollar = '', value = '', , unit = ''] = m;
  for (const f of figures) {
    const r = /^(\$?)(\d+)-(\d+)(%|\s\w+)?$/.exec(f);
    if (r && r[1] === dollar && (r[4] ?? '') === unit && (r[2] === value || r[3] === value)) return true;
  }
  return false;
}

const figureText = /\$\s?\d[\d,.]*\s?k?\b|\d+(?:\s?[–-]\s?\d+)?\s?%|\b\d+(?:\s?[–-]\s?\d+)?\+?[\s-]?(?:weeks?|months?|days?|minutes?|hours?|semanas?|meses|mes|días?|minutos?|horas?)\b/gi;
const stripFigures = (text: string) => text.replace(figureText, ' ');

/** One line naming what was wrong, for the regeneration prompt and the log. */
export function describeViolations(violations: readonly Violation[]): string {
  return violations.map((v) => `${v.kind} "${v.text}"`).join('; ');
}
