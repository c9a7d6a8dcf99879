import { errorResponse, jsonResponse, type HttpResult } from '../shared/http.ts';
import type { ChatOutcome } from './chat-core.ts';

/**
 * The HTTP answer for a chat outcome; the one place chat maps results to HTTP. Failures are 5xx JSON errors (the
 * widget shows the spec's apology for any of them); an empty reply stays a 200 with `reply: ''` so the widget can
 * say it received an empty response. `sign` gives the reply's signature (undefined without a signing key).
 */
export function chatOutcomeResponse(outcome: ChatOutcome, sign: (text: string, topic?: string) => string | undefined = () => undefined): HttpResult {
  if (outcome.ok) {
    const { text, topic } = outcome.reply;
    const sig = sign(text, topic);
    return jsonResponse(200, { reply: text, ...(sig ? { sig } : {}), ...(topic ? { topic } : {}) });
  }
  switch (outcome.kind) {
    case 'timeout':
      return errorResponse(504, 'The assistant took too long to answer');
    case 'busy':
      return errorResponse(503, 'The assistant is busy, please try again shortly', undefined, { 'retry-after': '30' });
    case 'unavailable':
      return errorResponse(502, 'The assistant is unavailable right now');
  }
}
