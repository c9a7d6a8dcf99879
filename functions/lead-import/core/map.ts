import { leadFields } from '../../../contracts/lead-import.ts';

/** Column indexes of the file for each Leads field; `name` joins several columns (First + Last). */
export interface ColumnMapping {
  readonly columns: number;
  readonly name: number[];
  readonly contact: number;
  readonly company?: number;
  readonly status?: number;
  readonly source?: number;
  readonly notes?: number;
}

export type HeaderResult = { ok: true; mapping: ColumnMapping; ignored: string[] } | { ok: false; message: string };

/** Header names compare ignoring case, spaces and punctuation: "E-mail Address" is "emailaddress". */
export function normalizeHeader(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

// First alias found wins, so "Contact Information" beats "Email", which beats "Phone".
const aliases = {
  name: ['leadname', 'name', 'fullname', 'contactname', 'lead'],
  firstName: ['firstname', 'first', 'givenname', 'fname'],
  lastName: ['lastname', 'last', 'surname', 'familyname', 'lname'],
  contact: ['contactinformation', 'contactinfo', 'contact', 'email', 'emailaddress', 'mail', 'phone', 'phonenumber', 'telephone', 'mobile'],
  company: ['company', 'companyname', 'organization', 'organisation', 'org', 'account', 'accountname', 'business'],
  status: ['status', 'leadstatus', 'stage'],
  source: ['leadsource', 'source', 'channel', 'origin'],
  notes: ['notes', 'note', 'comments', 'comment', 'description'],
} as const;

/** What the aliases find, field by field, even when Name or Contact is missing (the page proposes it for review). */
export type AliasMatches = Omit<ColumnMapping, 'contact' | 'columns'> & { readonly contact?: number; readonly used: ReadonlySet<number> };

export function matchAliases(header: readonly string[]): AliasMatches {
  const normalized = header.map(normalizeHeader);
  const used = new Set<number>();
  const find = (names: readonly string[]): number | undefined => {
    for (const name of names) {
      const index = normalized.indexOf(name);
      if (index >= 0) {
        used.add(index);
        return index;
      }
    }
    return undefined;
  };
  const fullName = find(aliases.name);
  const name = fullName === undefined ? [find(aliases.firstName), find(aliases.lastName)].filter((i) => i !== undefined) : [fullName];
  const contact = find(aliases.contact);
  const company = find(aliases.company);
  const status = find(aliases.status);
  const source = find(aliases.source);
  const notes = find(aliases.notes);
  return { name, contact, company, status, source, notes, used };
}

export function mapHeader(header: readonly string[]): HeaderResult {
  const { name: nameParts, contact, company, status, source, notes, used } = matchAliases(header);
  const missing: string[] = [];
  if (nameParts.length === 0) missing.push(`${leadFields.name} (a Name, Full Name or First Name and Last Name column)`);
  if (contact === undefined) missing.push(`${leadFields.contact} (a Contact Information, Email or Phone column)`);
  if (contact === undefined || missing.length > 0) return { ok: false, message: `The file has no column for ${missing.join(' or ')}` };
  const mapping: ColumnMapping = {
    columns: header.length,
    name: nameParts,
    contact,
    company,
    status,
    source,
    notes,
  };
  return { ok: true, mapping, ignored: header.filter((_, index) => !used.has(index)) };
}
