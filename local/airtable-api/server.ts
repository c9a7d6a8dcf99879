import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { AirtableApiError, authenticationRequired, invalidRequest, modelNotFound, rateLimitBody, recordNotFound, routeNotFound, unsupportedParameter } from './errors.ts';
import { bearerToken, decodeSegment, listen, readJson, recordIdsParam, send } from './http.ts';
import { createIterators, listPage, listParamsFromBody, listParamsFromQuery } from './list-records.ts';
import { airtableRateLimit, createBaseRateLimiter, type RateLimitOptions } from './rate-limit.ts';
import { assertValidSchemas, defaultBases, findTable, type BaseSchemas } from './schema.ts';
import { RecordStore, recordIdPattern, toApiRecord } from './store.ts';
import { createRecords, deleteRecord, deleteRecords, updateRecord, updateRecords, type WriteTarget } from './write-records.ts';

export interface AirtableApiServerOptions {
  /** 0, the default, picks a free port. */
  readonly port?: number;
  readonly host?: string;
  /** The JSON file all bases' records live in; loaded at start, created on the first write. */
  readonly dataFile: string;
  /** The bearer tokens accepted; any other token, or none, is answered 401. */
  readonly tokens: readonly string[];
  /** Base id -> tables; defaults to base `appLocal` with the Leads table. */
  readonly bases?: BaseSchemas;
  /** Airtable's limit (5 requests per second per base, then 30 s of 429s) unless given; false turns it off. */
  readonly rateLimit?: RateLimitOptions | false;
}

export interface AirtableApiStats {
  /** Every request received, including those answered 401 or 429. */
  requests: number;
  rateLimited: number;
  byMethod: Record<string, number>;
}

export interface AirtableApiServer {
  readonly url: string;
  readonly port: number;
  stats(): AirtableApiStats;
  resetStats(): void;
  /** Stops listening and resolves once pending writes to the data file have finished. */
  close(): Promise<void>;
}

/** Starts a loopback stand-in for api.airtable.com's records API (development and tests only). */
export async function startAirtableApiServer(options: AirtableApiServerOptions): Promise<AirtableApiServer> {
  if (options.tokens.length === 0) throw new Error('startAirtableApiServer: give at least one accepted token');
  const bases = options.bases ?? defaultBases;
  assertValidSchemas(bases);
  const tokens = new Set(options.tokens);
  const store = await RecordStore.open(options.dataFile);
  const iterators = createIterators();
  const rateLimit = options.rateLimit === undefined ? airtableRateLimit : options.rateLimit;
  const limiter = rateLimit === false ? undefined : createBaseRateLimiter(rateLimit);
  let stats: AirtableApiStats = { requests: 0, rateLimited: 0, byMethod: {} };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    stats.requests += 1;
    stats.byMethod[method] = (stats.byMethod[method] ?? 0) + 1;

    const token = bearerToken(req);
    if (token === undefined || !tokens.has(token)) throw authenticationRequired();

    const url = new URL(req.url ?? '/', 'http://localhost');
    const segments = url.pathname.split('/').slice(1);
    if (segments.at(-1) === '') segments.pop(); // airtable.js posts creates to `/{table}/`
    const [version, rawBase, rawTable, rawRest, ...extra] = segments;
    if (version !== 'v0' || rawBase === undefined || rawTable === undefined || extra.length > 0) throw routeNotFound();

    const baseId = decodeSegment(rawBase);
    if (limiter && !limiter.allow(baseId)) {
      stats.rateLimited += 1;
      send(res, 429, rateLimitBody);
      return;
    }
    const base = Object.hasOwn(bases, baseId) ? bases[baseId] : undefined;
    const schema = base && findTable(base, decodeSegment(rawTable));
    if (!schema) throw modelNotFound();
    const target: WriteTarget = { schema, data: store.table(baseId, schema.id) };
    const tableKey = `${baseId}/${schema.id}`;

    // A write is answered only once it is on disk, so a restart right after never loses an acknowledged record.
    const sendWritten = async (body: unknown) => {
      await store.persist();
      send(res, 200, body);
    };

    if (rawRest === undefined) {
      switch (method) {
        case 'GET':
          return send(res, 200, listPage(schema, tableKey, target.data, listParamsFromQuery(url.searchParams), iterators));
        case 'POST':
          return sendWritten(createRecords(target, await readJson(req)));
        case 'PATCH':
        case 'PUT':
          return sendWritten(updateRecords(target, await readJson(req), method === 'PUT'));
        case 'DELETE':
          return sendWritten(deleteRecords(target, recordIdsParam(url.searchParams)));
      }
      throw routeNotFound();
    }

    const rest = decodeSegment(rawRest);
    if (rest === 'listRecords' && method === 'POST') {
      return send(res, 200, listPage(schema, tableKey, target.data, listParamsFromBody(await readJson(req)), iterators));
    }
    if (!recordIdPattern.test(rest)) throw routeNotFound();
    switch (method) {
      case 'GET': {
        // Airtable refuses fields[] on the single-record route rather than projecting.
        if ([...url.searchParams.keys()].some((name) => name.startsWith('fields'))) throw invalidRequest();
        if (url.searchParams.get('returnFieldsByFieldId') === 'true') throw unsupportedParameter('returnFieldsByFieldId');
        const record = target.data.get(rest);
        if (!record) throw recordNotFound();
        return send(res, 200, toApiRecord(record));
      }
      case 'PATCH':
      case 'PUT':
        return sendWritten(updateRecord(target, rest, await readJson(req), method === 'PUT'));
      case 'DELETE':
        return sendWritten(deleteRecord(target, rest));
    }
    throw routeNotFound();
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof AirtableApiError) return send(res, error.status, error.body);
      console.error('[airtable-api] request failed', error);
      if (res.headersSent) res.end();
      else send(res, 500, { error: { type: 'SERVER_ERROR', message: 'Try again. If the problem persists, contact support.' } });
    });
  });
  // Node closes an idle kept-alive socket after 5 s; a client reusing it at that instant reads 'socket hang up' (the
  // lead-import e2e's own read of the base, CI run of 2026-11-29). Airtable's front end keeps sockets far longer; 65 s makes
  // the race need a minute's idle socket, it does not remove it.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const host = options.host ?? '127.0.0.1';
  const port = await listen(server, options.port ?? 0, host);
  let closing: Promise<void> | undefined;

  return {
    url: `http://${host}:${port}`,
    port,
    stats: () => ({ ...stats, byMethod: { ...stats.byMethod } }),
    resetStats() {
      stats = { requests: 0, rateLimited: 0, byMethod: {} };
    },
    close() {
      closing ??= (async () => {
        const closed = new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
        server.closeIdleConnections();
        // Keep-alive clients would otherwise hold the server open until they time out.
        const force = setTimeout(() => server.closeAllConnections(), 1000);
        force.unref();
        await closed;
        clearTimeout(force);
        await store.flushed();
      })();
      return closing;
    },
  };
}
