// `npm run bench:leads [-- --leads 300]`: a burst of contact submissions, all at once, each from its own client
// address (127.0.1.x: the local WAF stand-in keys on the connection's address, as WAF keys on the viewer's), against
// the local stack (`npm start`'s: site origin adding the origin header, the contact function, the every-2-s sweep,
// s3rver, the SES inbox, the Airtable stand-in enforcing 5 requests/s per base and its 30 s penalty).
// Prints: answers, emails in the inbox, rows in Airtable, the time each took, 429s from Airtable, duplicates.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { localSettingsSchema } from '../local/settings.ts';
import { startLocalStack } from '../local/stack.ts';

const { values } = parseArgs({ options: { leads: { type: 'string', default: '300' } } });
const total = Number(values.leads);
const limitMs = 120_000;
const dataDir = await mkdtemp(join(tmpdir(), 'bench-leads-'));
const settings = localSettingsSchema.parse({ PORT: '0', API_PORT: '0', SES_PORT: '0', S3_PORT: '0', AIRTABLE_PORT: '0', LOCAL_DATA_DIR: dataDir });
const stack = await startLocalStack({ ...settings, ADMIN_TOKEN: 'bench-leads-staff-token-0123456789' }, ['/']);
const site = new URL(stack.siteUrl);
const run = Date.now().toString(36);
const emailOf = (i: number) => `bench-${run}-${i}@leads.example`;

/** One POST from its own loopback address. */
function submit(i: number): Promise<number> {
  const body = JSON.stringify({ firstName: 'Burst', lastName: `Lead ${i}`, company: 'Burst Co', email: emailOf(i), website: 'burst.example', idempotencyKey: crypto.randomUUID() });
  return new Promise((resolve, reject) => {
    const req = request(
      { host: site.hostname, port: site.port, path: '/api/contact', method: 'POST', localAddress: `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const s3 = new S3Client({ region: 'us-east-1', endpoint: stack.s3Url, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
async function count(prefix: string): Promise<number> {
  let n = 0;
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: 'data', Prefix: prefix, ContinuationToken: token }));
    n += page.KeyCount ?? 0;
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return n;
}
async function inbox(): Promise<string[]> {
  const store = (await (await fetch(`${stack.sesUrl}/store`)).json()) as { emails: { replyTo: string[] }[] };
  return store.emails.flatMap((email) => email.replyTo).filter((address) => address.startsWith(`bench-${run}-`));
}
// Read from the stand-in's data file, so counting draws nothing from the base's 5 requests/s.
async function airtableContacts(): Promise<string[]> {
  try {
    const data = JSON.parse(await readFile(join(dataDir, 'airtable', 'data.json'), 'utf8')) as { bases: Record<string, Record<string, { records: { fields: Record<string, unknown> }[] }>> };
    return Object.values(data.bases.appLocal ?? {}).flatMap((table) => table.records).map((record) => String(record.fields['Contact Information'])).filter((contact) => contact.startsWith(`bench-${run}-`));
  } catch {
    return [];
  }
}

const started = Date.now();
const statuses = await Promise.all(Array.from({ length: total }, (_, i) => submit(i)));
const answeredMs = Date.now() - started;
// Only accepted leads must arrive; a 503 told the visitor to send again.
const accepted = statuses.filter((status) => status === 202).length;
let emailsMs: number | undefined;
let rowsMs: number | undefined;
while (Date.now() - started < limitMs && (emailsMs === undefined || rowsMs === undefined)) {
  await new Promise((wait) => setTimeout(wait, 500));
  const emails = await inbox();
  // A record leaves the outbox only once its Airtable row is in; the data file is written shortly after.
  if (emailsMs === undefined && new Set(emails).size >= accepted) emailsMs = Date.now() - started;
  if (rowsMs === undefined && (await count('contact/delivered/')) >= accepted) {
    if (new Set(await airtableContacts()).size >= accepted) rowsMs = Date.now() - started;
  }
}
await new Promise((wait) => setTimeout(wait, 3_000)); // anything sent twice would arrive now
const emails = await inbox();
const stats = stack.airtableStats();
const outbox = await count('contact/outbox/');
s3.destroy();
await stack.close(); // the Airtable stand-in finishes writing its data file
const rows = await airtableContacts();
const byStatus = statuses.reduce<Record<number, number>>((acc, status) => ({ ...acc, [status]: (acc[status] ?? 0) + 1 }), {});
const seconds = (ms: number | undefined) => (ms === undefined ? `not within ${limitMs / 1000} s` : `${(ms / 1000).toFixed(1)} s`);
console.log(`
bench:leads: ${total} contact submissions at once from ${total} client addresses (${availableParallelism()} CPUs, load ${loadavg()[0]?.toFixed(1)})
| Figure | Result |
|---|---|
| answers | ${Object.entries(byStatus).map(([status, n]) => `${n} x ${status}`).join(', ')} (all answered after ${seconds(answeredMs)}) |
| emails in the local SES inbox | ${new Set(emails).size} of ${accepted} accepted, after ${seconds(emailsMs)}; sent twice: ${emails.length - new Set(emails).size} |
| rows in the Airtable stand-in | ${new Set(rows).size} of ${accepted} accepted, after ${seconds(rowsMs)}; created twice: ${rows.length - new Set(rows).size} |
| Airtable requests / 429s | ${stats.requests} / ${stats.rateLimited} |
| still in the outbox | ${outbox} |
`);
await rm(dataDir, { recursive: true, force: true });
process.exit(0);
