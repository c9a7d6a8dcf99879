import { contactSubmissionSchema } from '../../contracts/contact.ts';
import { jsonResponse, parseJsonBody, type HttpEvent, type HttpResult } from '../shared/http.ts';

export async function handler(event: HttpEvent): Promise<HttpResult> {
  const parsed = parseJsonBody(event, contactSubmissionSchema, 16 * 1024);
  if (!parsed.ok) return parsed.response;
  return jsonResponse(202, { accepted: true });
}
