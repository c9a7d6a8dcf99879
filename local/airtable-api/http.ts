import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { invalidJson, requestTooLarge, routeNotFound } from './errors.ts';

// Airtable does not document its body limit; this only keeps a runaway client from exhausting memory.
const maxBodyBytes = 10 * 1024 * 1024;

/** The parsed body; undefined when empty or not sent as JSON, since Airtable does not read a body without that content type. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const json = /^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBodyBytes) throw requestTooLarge();
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!json || text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidJson();
  }
}

export function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

export function bearerToken(req: IncomingMessage): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
}

export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw routeNotFound();
  }
}

/** `records[]=rec…` as airtable.js sends it; indexed `records[0]=` is accepted too. */
export function recordIdsParam(query: URLSearchParams): string[] {
  return [...query].filter(([name]) => name === 'records[]' || /^records\[\d+\]$/.test(name)).map(([, value]) => value);
}

export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}
