import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What a function may call outside its process. */
export const dependencies = ['s3', 'ses', 'secrets', 'airtable', 'openai', 'lambda'] as const;
export type Dependency = (typeof dependencies)[number];

/** How a dependency misbehaves: nothing listening, a socket that never answers, an error, a throttle, not found or empty. */
export const faults = ['refused', 'hang', '5xx', 'throttled', 'not-found'] as const;
export type Fault = (typeof faults)[number];

type Canned = { status: number; headers?: Record<string, string>; body: string };

const xml = { 'content-type': 'application/xml' };
const json11 = { 'content-type': 'application/x-amz-json-1.1' };
const json = { 'content-type': 'application/json' };
const s3Error = (code: string) => `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message><RequestId>fault</RequestId></Error>`;
const sesError = (type: string, code: string, message: string) =>
  `<ErrorResponse xmlns="http://ses.amazonaws.com/doc/2010-12-01/"><Error><Type>${type}</Type><Code>${code}</Code><Message>${message}</Message></Error><RequestId>fault</RequestId></ErrorResponse>`;

/** Each service's own way of saying it: the SDKs and clients parse these into their real error types. */
const answers: Record<Dependency, Record<Exclude<Fault, 'refused' | 'hang'>, Canned>> = {
  s3: {
    '5xx': { status: 503, headers: xml, body: s3Error('ServiceUnavailable') },
    throttled: { status: 503, headers: xml, body: s3Error('SlowDown') },
    'not-found': { status: 404, headers: xml, body: s3Error('NoSuchBucket') },
  },
  ses: {
    '5xx': { status: 500, headers: xml, body: sesError('Receiver', 'InternalFailure', 'Internal failure') },
    throttled: { status: 400, headers: xml, body: sesError('Sender', 'Throttling', 'Maximum sending rate exceeded.') },
    // SES's "not found": the sender identity is not verified (sandbox, wrong address).
    'not-found': { status: 400, headers: xml, body: sesError('Sender', 'MessageRejected', 'Email address is not verified.') },
  },
  secrets: {
    '5xx': { status: 500, headers: json11, body: JSON.stringify({ __type: 'InternalServiceError', message: 'fault' }) },
    throttled: { status: 400, headers: json11, body: JSON.stringify({ __type: 'ThrottlingException', message: 'Rate exceeded' }) },
    // A secret created without a value.
    'not-found': {
      status: 400,
      headers: json11,
      body: JSON.stringify({ __type: 'ResourceNotFoundException', message: "Secrets Manager can't find the specified secret value for staging label: AWSCURRENT" }),
    },
  },
  airtable: {
    '5xx': { status: 503, headers: json, body: JSON.stringify({ error: { type: 'SERVICE_UNAVAILABLE', message: 'fault' } }) },
    throttled: { status: 429, headers: json, body: JSON.stringify({ errors: [{ error: 'RATE_LIMIT_REACHED', message: 'Rate limit exceeded' }] }) },
    'not-found': { status: 404, headers: json, body: JSON.stringify({ error: 'NOT_FOUND' }) },
  },
  openai: {
    '5xx': { status: 500, headers: json, body: JSON.stringify({ error: { message: 'fault', type: 'server_error' } }) },
    throttled: { status: 429, headers: { ...json, 'retry-after': '1' }, body: JSON.stringify({ error: { message: 'Rate limit', type: 'rate_limit_exceeded' } }) },
    'not-found': { status: 404, headers: json, body: JSON.stringify({ error: { message: 'The model does not exist', code: 'model_not_found' } }) },
  },
  lambda: {
    '5xx': { status: 500, headers: { ...json, 'x-amzn-errortype': 'ServiceException' }, body: JSON.stringify({ Type: 'Service', message: 'fault' }) },
    throttled: { status: 429, headers: { ...json, 'x-amzn-errortype': 'TooManyRequestsException' }, body: JSON.stringify({ Type: 'User', message: 'Rate Exceeded.' }) },
    'not-found': { status: 404, headers: { ...json, 'x-amzn-errortype': 'ResourceNotFoundException' }, body: JSON.stringify({ Type: 'User', message: 'Function not found' }) },
  },
};

export interface FaultServer {
  readonly url: string;
  /** Requests that reached it. */
  requests(): number;
  /** The fault clears: stops listening and drops held connections. */
  close(): Promise<void>;
}

/** A port nothing listens on (connections are refused). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/** A tiny HTTP server on 127.0.0.1 that plays one fault of one dependency. */
export async function startFaultServer(dependency: Dependency, fault: Fault): Promise<FaultServer> {
  if (fault === 'refused') {
    const port = await freePort();
    return { url: `http://127.0.0.1:${port}`, requests: () => 0, close: () => Promise.resolve() };
  }
  let count = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    count += 1;
    req.resume();
    if (fault === 'hang') return; // accepted, read, never answered
    const canned = answers[dependency][fault];
    req.on('end', () => {
      res.writeHead(canned.status, { ...canned.headers, 'x-amzn-requestid': 'fault' });
      res.end(canned.body);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => count,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
