import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sesLocal from 'aws-ses-v2-local';
import { startAirtableApiServer, type AirtableApiStats } from '../../local/airtable-api/server.ts';
import { startLocalS3 } from '../../local/s3/local-s3.ts';
import type { MemoryRun } from './memory.ts';

export const benchAirtableToken = 'pat-bench-token';

export type ChildRequest = { kind: 'stats' } | { kind: 'count' };
export type ChildReply =
  | { kind: 'ready'; s3Url: string; airtableUrl: string; sesUrl: string }
  | { kind: 'stats'; stats: AirtableApiStats }
  | { kind: 'count'; count: number; bySource: Record<string, number> }
  | { kind: 'memory'; runs: MemoryRun[] };

/** The child: S3 (with conditional writes), SES and the Airtable stand-in with its default (real) rate limit. */
export async function runStandIns(): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'bench-import-'));
  const localS3 = await startLocalS3({ directory: join(folder, 's3'), buckets: ['assets', 'data'] });
  const dataFile = join(folder, 'airtable.json');
  const airtable = await startAirtableApiServer({ dataFile, tokens: [benchAirtableToken] });
  const start = sesLocal as unknown as { default: (config: { host: string; port: number }) => Promise<Server> };
  const ses = await start.default({ host: '127.0.0.1', port: 0 });
  const sesAddress = ses.address();
  const sesUrl = `http://127.0.0.1:${typeof sesAddress === 'object' && sesAddress ? sesAddress.port : 0}`;
  const send = (reply: ChildReply) => process.send?.(reply);
  process.on('message', (message: ChildRequest) => {
    if (message.kind === 'stats') send({ kind: 'stats', stats: airtable.stats() });
    if (message.kind === 'count') {
      void readFile(dataFile, 'utf8').then((text) => {
        const tables = Object.values((JSON.parse(text) as { bases: Record<string, Record<string, { records: { fields: Record<string, unknown> }[] }>> }).bases.appLocal ?? {});
        const records = tables.flatMap((table) => table.records);
        const bySource: Record<string, number> = {};
        for (const record of records) bySource[String(record.fields['Lead Source'] ?? '')] = (bySource[String(record.fields['Lead Source'] ?? '')] ?? 0) + 1;
        send({ kind: 'count', count: records.length, bySource });
      });
    }
  });
  process.once('disconnect', () => {
    ses.closeAllConnections();
    ses.close();
    void Promise.allSettled([airtable.close(), localS3.close()]).then(() => rm(folder, { recursive: true, force: true }).finally(() => process.exit(0)));
  });
  send({ kind: 'ready', s3Url: localS3.url, airtableUrl: airtable.url, sesUrl });
}

export function ask<K extends ChildReply['kind']>(child: ChildProcess, request: ChildRequest | undefined, kind: K): Promise<Extract<ChildReply, { kind: K }>> {
  return new Promise((resolve) => {
    const listener = (reply: ChildReply) => {
      if (reply.kind !== kind) return;
      child.off('message', listener);
      resolve(reply as Extract<ChildReply, { kind: K }>);
    };
    child.on('message', listener);
    if (request) child.send(request);
  });
}
