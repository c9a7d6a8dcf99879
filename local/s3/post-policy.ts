import { createHmac, timingSafeEqual } from 'node:crypto';
import { Agent, createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * What S3 does for a browser upload (POST Object) and s3rver 3.7 does not: it checks the signed policy (SigV4
 * signature, expiry, every condition: exact fields, `starts-with`, `content-length-range`) and answers CORS as the
 * assets bucket's rule does (infra). Everything else passes through untouched to the next layer. Local only.
 */
export interface PostPolicyOptions {
  readonly upstream: { readonly host: string; readonly port: number };
  readonly host?: string;
  readonly port?: number;
  /** s3rver's secret for its access key (S3RVER). */
  readonly secretAccessKey?: string;
}

// A little above the largest grant (50 MB) plus the form's fields; more is refused before buffering.
const maxFormBytes = 60 * 1024 * 1024;

const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

function s3Error(res: ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, { 'content-type': 'application/xml', ...cors });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

// The assets bucket's CORS rule allows POST from the site; locally every loopback page may upload.
const cors = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST', 'access-control-allow-headers': '*', 'access-control-max-age': '3000' };

type Condition = Record<string, string> | [string, string | number, string | number];

/** Why the form breaks its policy, or undefined when S3 would accept it. */
export function policyFailure(form: FormData, bucket: string, secretAccessKey: string, now = new Date()): string | undefined {
  const field = (name: string) => {
    for (const [key, value] of form.entries()) if (key.toLowerCase() === name.toLowerCase() && typeof value === 'string') return value;
    return undefined;
  };
  const encoded = field('policy');
  const credential = field('x-amz-credential');
  const signature = field('x-amz-signature');
  if (!encoded || !credential || !signature) return 'The form has no signed policy';
  const [, day = '', region = '', service = ''] = credential.split('/');
  const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), service), 'aws4_request');
  const expected = Buffer.from(createHmac('sha256', key).update(encoded, 'utf8').digest('hex'));
  if (expected.length !== signature.length || !timingSafeEqual(expected, Buffer.from(signature))) return 'The request signature we calculated does not match the signature you provided';
  const policy = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as { expiration: string; conditions: Condition[] };
  if (Date.parse(policy.expiration) < now.getTime()) return 'Invalid according to Policy: Policy expired';
  const file = form.get('file');
  const size = file instanceof Blob ? file.size : -1;
  for (const condition of policy.conditions) {
    if (Array.isArray(condition)) {
      const [op, a, b] = condition;
      if (op === 'content-length-range' && (size < Number(a) || size > Number(b))) return `EntityTooLarge:Your proposed upload is outside ${a}..${b} bytes`;
      const name = String(a).replace(/^\$/, '');
      const value = name === 'bucket' ? bucket : field(name);
      if (op === 'eq' && value !== b) return `Invalid according to Policy: Policy Condition failed: ["eq", "$${name}", "${b}"]`;
      if (op === 'starts-with' && !value?.startsWith(String(b))) return `Invalid according to Policy: Policy Condition failed: ["starts-with", "$${name}", "${b}"]`;
      continue;
    }
    for (const [name, want] of Object.entries(condition)) {
      const value = name === 'bucket' ? bucket : field(name);
      if (value !== want) return `Invalid according to Policy: Policy Condition failed: ["eq", "$${name}", "${want}"]`;
    }
  }
  return undefined;
}

// Connections to the next layer are reused: this hop must not slow the S3 calls every test and bench makes.
const upstreamAgent = new Agent({ keepAlive: true });

function forward(req: IncomingMessage, res: ServerResponse, upstream: PostPolicyOptions['upstream'], body?: Buffer): void {
  const out = request({ host: upstream.host, port: upstream.port, method: req.method, path: req.url, headers: req.headers, agent: upstreamAgent }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...(body ? cors : {}) });
    answer.pipe(res);
  });
  out.on('error', () => s3Error(res, 502, 'InternalError', 'The S3 stand-in did not answer'));
  if (body) out.end(body);
  else req.pipe(out);
}

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxFormBytes) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function startPostPolicyProxy(options: PostPolicyOptions): Promise<{ server: Server; port: number }> {
  const secret = options.secretAccessKey ?? 'S3RVER';
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const bucket = /^\/([^/]+)\/?$/.exec(path)?.[1];
    if (req.method === 'OPTIONS' && req.headers.origin) {
      res.writeHead(200, cors);
      res.end();
      return;
    }
    if (req.method !== 'POST' || !bucket || !req.headers['content-type']?.startsWith('multipart/form-data')) return forward(req, res, options.upstream);
    void (async () => {
      const body = await readBody(req);
      if (!body) return s3Error(res, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
      const form = await new Response(new Uint8Array(body), { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData();
      const failure = policyFailure(form, bucket, secret);
      if (failure?.startsWith('EntityTooLarge:')) return s3Error(res, 400, 'EntityTooLarge', failure.slice('EntityTooLarge:'.length));
      if (failure) return s3Error(res, 403, 'AccessDenied', failure);
      forward(req, res, options.upstream, body);
    })().catch(() => s3Error(res, 400, 'MalformedPOSTRequest', 'The body of your POST request is not well-formed multipart/form-data'));
  });
  return new Promise((resolve) => {
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 });
    });
  });
}
