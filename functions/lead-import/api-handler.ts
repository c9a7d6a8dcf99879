import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';
import { invocationDeadline } from '../shared/deadline.ts';
import { errorResponse, type HttpEvent, type HttpResult } from '../shared/http.ts';
import { originRefusal } from '../shared/origin-check.ts';
import { loadSettings } from '../shared/settings.ts';
import { apiPorts } from './adapters/api-ports.ts';
import { mapFailure } from './api/responses.ts';
import { leadImportRoutes } from './api/routes.ts';
import { staffRefusal } from './api/staff-auth.ts';

const logger = new Logger({ serviceName: 'lead-import-api' });

/** The staff API (every /api/admin/* route): the origin, the staff credential, then the route, all inside one deadline. */
export async function handler(event: HttpEvent, context?: Context): Promise<HttpResult> {
  const deadline = invocationDeadline(context, { reserveMs: 1_000, capMs: 28_000 });
  const settings = loadSettings();
  const refused = (await originRefusal(event, deadline, settings)) ?? (await staffRefusal(event, settings, deadline));
  if (refused) return refused;
  const route = leadImportRoutes[event.routeKey];
  if (!route) return errorResponse(404, 'Not found');
  try {
    return await mapFailure(() => route(event, apiPorts(settings, deadline, context?.awsRequestId ?? crypto.randomUUID())));
  } catch (error) {
    logger.error('Staff API call failed', { routeKey: event.routeKey, error });
    return errorResponse(500, 'The admin call failed; see the function log');
  }
}
