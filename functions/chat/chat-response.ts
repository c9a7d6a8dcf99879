import { errorResponse, jsonResponse, type HttpResult } from '../shared/http.ts';
import type { ChatOutcome } from './chat-core.ts';

/**
 * The HTTP answer for a chat outcome; the one place chat maps results to HTTP. Failures are 5xx JSON errors (the
 * widget shows the spec's apology for any of them); an empty reply stays a 200 with `reply: ''` so the widget can
 * say it received an empty response.
 */
export function chatOutcomeResponse(outcome: ChatOutcome): HttpResult {
  if (outcome.ok) return jsonResponse(200, { reply: outcome.reply });
  switch (outcome.kind) {
    case 'timeout':
      return errorResponse(504, 'The assistant took too long to answer');
    case 'busy':
      return errorResponse(503, 'The assistant is busy, please try again shortly', undefined, { 'retry-after': '30' });
    case 'unavailable':
      return errorResponse(502, 'The assistant is unavailable right now');
  }
}
