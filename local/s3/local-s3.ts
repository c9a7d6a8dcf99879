import type { Server } from 'node:http';
import S3rver from 's3rver';
import { startConditionalProxy } from './conditional-proxy.ts';
import type { S3Authorizer } from './iam-authorizer.ts';
import { startPostPolicyProxy } from './post-policy.ts';

export interface LocalS3 {
  /** The endpoint clients use: the conditional-write layer in front of s3rver. */
  readonly url: string;
  close(): Promise<void>;
}

/** s3rver on a private port with the conditional-write layer on `port` (0: any free port). */
export async function startLocalS3(options: { host?: string; port?: number; directory: string; buckets: readonly string[]; authorizer?: S3Authorizer }): Promise<LocalS3> {
  const host = options.host ?? '127.0.0.1';
  const s3rver = new S3rver({ address: host, port: 0, silent: true, directory: options.directory, configureBuckets: options.buckets.map((name) => ({ name })) });
  const upstream = await s3rver.run();
  const conditional = await startConditionalProxy({
    upstream: { host, port: upstream.port },
    host,
    ...(options.authorizer ? { authorizer: options.authorizer } : {}),
  });
  // Browser uploads: the POST policy and CORS, in front of everything else (local/s3/post-policy.ts).
  const proxy = await startPostPolicyProxy({ upstream: { host, port: conditional.port }, host, ...(options.port === undefined ? {} : { port: options.port }) });
  return {
    url: `http://${host}:${proxy.port}`,
    async close() {
      await closeServer(proxy.server);
      await closeServer(conditional.server);
      await s3rver.close();
    },
  };
}

function closeServer(server: Server): Promise<void> {
  return new Promise((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
}
