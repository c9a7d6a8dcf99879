import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible `POST /v1/chat/completions` endpoint for tests and the eval: it records every request
 * and answers with the scripted replies in order (the last one repeats), or with what a function picks for each
 * request (a model made to lie). Lets the real `openai` client run end to end.
 */
export type StubReply =
  | { readonly kind: 'completion'; readonly content: string | null; readonly finishReason?: string }
  | { readonly kind: 'error'; readonly status: number; readonly headers?: Record<string, string> }
  /** Never answers (the client must time out). */
  | { readonly kind: 'hang' };

export interface RecordedRequest {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: {
    model: string;
    messages: { role: string; content: string }[];
    max_completion_tokens?: number;
    [key: string]: unknown;
  };
}

export interface OpenAiStub {
  /** Base URL for the client, ending in /v1. */
  readonly baseURL: string;
  readonly requests: RecordedRequest[];
  close(): Promise<void>;
}

export type StubScript = readonly StubReply[] | ((request: RecordedRequest, index: number) => StubReply);

export async function startOpenAiStub(replies: StubScript): Promise<OpenAiStub> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedRequest['body'];
      requests.push({ path: req.url ?? '', headers: req.headers, body });
      const recorded = requests.at(-1) as RecordedRequest;
      const reply = typeof replies === 'function' ? replies(recorded, requests.length - 1) : (replies[Math.min(requests.length, replies.length) - 1] ?? { kind: 'hang' });
      if (reply.kind === 'hang') return;
      if (reply.kind === 'error') {
        res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        res.end(JSON.stringify({ error: { message: `stub error ${reply.status}`, type: 'stub_error', code: null } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [
            { index: 0, message: { role: 'assistant', content: reply.content, refusal: null }, logprobs: null, finish_reason: reply.finishReason ?? 'stop' },
          ],
          // About 4 characters a token: enough for the eval's cost arithmetic against the stub.
          usage: usageOf(body, reply.content ?? ''),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function usageOf(body: RecordedRequest['body'], content: string) {
  const prompt = Math.ceil(body.messages.reduce((n, m) => n + m.content.length, 0) / 4);
  const completion = Math.ceil(content.length / 4);
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}
