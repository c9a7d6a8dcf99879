import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { callerHeader } from './caller-identity.ts';
import type { S3Authorizer } from './iam-authorizer.ts';
import { createKeyLocks } from './key-locks.ts';

/**
 * A thin HTTP layer in front of s3rver that adds what S3 does and s3rver 3.7 does not: conditional writes
 * (`If-None-Match: *` and `If-Match: <etag>` on PutObject and DeleteObject) and `If-Match` on reads, with S3's
 * answers: 412 PreconditionFailed when the condition fails, 404 NoSuchKey for If-Match on a missing key, and
 * 409 ConditionalRequestConflict when another conditional write to the same key is still pending. Every
 * operation on one key runs alone, so a read never sees a write in progress. Requests pass through unchanged
 * (headers included, so SigV4 signatures still verify).
 */
export interface ConditionalProxyOptions {
  readonly upstream: { readonly host: string; readonly port: number };
  readonly host?: string;
  readonly port?: number;
  /**
   * IAM as AWS applies it to the calling function's role (a request tagged by local/s3/caller-identity.ts): refused
   * calls answer 403 AccessDenied, and so does a missing key the function may not list. Untagged requests (tests,
   * the stack's own seeding) pass unchecked.
   */
  readonly authorizer?: S3Authorizer;
}

const unquote = (etag: string | undefined) => etag?.trim().replace(/^W\//, '').replace(/^"|"$/g, '');

function s3Error(res: ServerResponse, method: string, status: number, code: string, message: string): void {
  res.writeHead(status, { 'content-type': 'application/xml' });
  // HEAD answers carry no body; the SDK reads the code from the status.
  res.end(method === 'HEAD' ? undefined : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

/** The bucket/key of an object request in path style, or undefined for bucket- and service-level calls. */
function objectKey(url: string): string | undefined {
  const path = url.split('?')[0] ?? '';
  const slash = path.indexOf('/', 1);
  return slash > 1 && slash < path.length - 1 ? path : undefined;
}

export function startConditionalProxy(options: ConditionalProxyOptions): Promise<{ server: Server; port: number }> {
  const locks = createKeyLocks();
  const { upstream } = options;

  /** The object's current ETag (unquoted), undefined when it does not exist. */
  const currentEtag = (path: string) =>
    new Promise<string | undefined>((resolve, reject) => {
      const head = request({ host: upstream.host, port: upstream.port, method: 'HEAD', path }, (res) => {
        res.resume();
        if (res.statusCode === 404) resolve(undefined);
        else if (res.statusCode === 200) resolve(unquote(res.headers.etag as string | undefined) ?? '');
        else reject(new Error(`HEAD ${path} answered ${res.statusCode}`));
      });
      head.on('error', reject);
      head.end();
    });

  /** The object's last byte, or undefined while the file is shorter than `length` (see settleWrite). */
  const lastByte = (path: string, length: number) =>
    new Promise<boolean>((resolve, reject) => {
      const get = request({ host: upstream.host, port: upstream.port, method: 'GET', path, headers: { range: `bytes=${length - 1}-${length - 1}` } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(res.statusCode === 206 && Buffer.concat(chunks).length === 1));
        res.on('error', reject);
      });
      get.on('error', reject);
      get.end();
    });

  /**
   * s3rver answers a PUT once the body has passed its hash, before its file write has finished, so a read right
   * after could see a cut-off object (S3 never serves one). The key stays locked until the file has all its bytes.
   */
  async function settleWrite(path: string, length: number): Promise<void> {
    if (!(length > 0)) return;
    for (let attempt = 0; attempt < 200 && !(await lastByte(path, length)); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  const forward = (req: IncomingMessage, res: ServerResponse, path?: string, hideMissing = false) =>
    new Promise<void>((resolve, reject) => {
      const out = request({ host: upstream.host, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
        if (hideMissing && answer.statusCode === 404) {
          // S3 says 404 only to a caller that may list the key; any other caller learns nothing: 403.
          answer.resume();
          answer.on('end', resolve);
          s3Error(res, req.method ?? 'GET', 403, 'AccessDenied', 'Access Denied');
          return;
        }
        const isPut = req.method === 'PUT' && path !== undefined && answer.statusCode === 200 && req.headers['x-amz-copy-source'] === undefined;
        const length = Number(req.headers['x-amz-decoded-content-length'] ?? req.headers['content-length']);
        const settled = isPut ? settleWrite(path, length) : Promise.resolve();
        // The client hears the answer only once a read would see the whole object.
        void settled.then(() => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        }, reject);
        answer.on('end', () => void settled.then(resolve, reject));
        answer.on('error', reject);
      });
      out.on('error', reject);
      req.pipe(out);
    });

  /** Whether the request's condition holds; if not, the refusal has been sent. */
  async function checkCondition(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    const method = req.method ?? 'GET';
    const ifMatch = req.headers['if-match'];
    const ifNoneMatch = req.headers['if-none-match'];
    const isWrite = method === 'PUT' || method === 'DELETE';
    if (ifMatch === undefined && (ifNoneMatch === undefined || !isWrite)) return true;
    const etag = await currentEtag(path);
    if (isWrite && ifNoneMatch !== undefined && ifNoneMatch.trim() === '*' && etag !== undefined) {
      s3Error(res, method, 412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
      return false;
    }
    if (ifMatch !== undefined) {
      if (etag === undefined) {
        s3Error(res, method, 404, 'NoSuchKey', 'The specified key does not exist.');
        return false;
      }
      if (ifMatch.trim() !== '*' && unquote(ifMatch) !== etag) {
        s3Error(res, method, 412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
        return false;
      }
    }
    return true;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const caller = req.headers[callerHeader];
    let hideMissing = false;
    if (options.authorizer && typeof caller === 'string') {
      const decision = await options.authorizer.authorize(caller, req);
      if (!decision.allowed) {
        console.error(`[local s3] AccessDenied (as in AWS): ${decision.reason}`);
        req.resume();
        return s3Error(res, req.method ?? 'GET', 403, 'AccessDenied', 'Access Denied');
      }
      hideMissing = !decision.mayKnowMissing;
    }
    const path = objectKey(req.url ?? '/');
    if (!path) return forward(req, res, undefined, hideMissing);
    const conditionalWrite = (req.method === 'PUT' || req.method === 'DELETE') && (req.headers['if-match'] !== undefined || req.headers['if-none-match'] !== undefined);
    const claim = conditionalWrite ? locks.claimConditional(path) : undefined;
    if (conditionalWrite && !claim) {
      req.resume();
      return s3Error(res, req.method ?? 'PUT', 409, 'ConditionalRequestConflict', 'A conflicting operation occurred. If using PutObject you can retry the request.');
    }
    try {
      await locks.run(path, async () => {
        if (!(await checkCondition(req, res, path))) {
          req.resume();
          return;
        }
        await forward(req, res, path, hideMissing);
      });
    } finally {
      claim?.release();
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) s3Error(res, req.method ?? 'GET', 500, 'InternalError', (error as Error).message);
      else res.destroy();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 });
    });
  });
}
