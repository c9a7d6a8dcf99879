import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Restartable {
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * Test-only endpoints (`POST /__test/<service>/stop|start`), mounted only when LOCAL_TEST_CONTROL=1, so an e2e test can
 * take a stand-in down and bring it back (e.g. SES, to prove an accepted lead survives an outage).
 */
export function createTestControlHandler(services: Record<string, Restartable>) {
  return async function serveTestControl(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const match = /^\/__test\/([\w-]+)\/(stop|start)$/.exec(new URL(req.url ?? '/', 'http://local').pathname);
    const service = match ? services[match[1] as string] : undefined;
    if (req.method !== 'POST' || !match || !service) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Unknown test control' }));
      return;
    }
    await (match[2] === 'stop' ? service.stop() : service.start());
    res.writeHead(204);
    res.end();
  };
}
