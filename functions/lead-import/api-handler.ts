import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';
import { errorResponse, type HttpEvent, type HttpResult } from '../shared/http.ts';
import { originRefusal } from '../shared/origin-check.ts';
import { secretValue } from '../shared/secrets.ts';
import { loadSettings } from '../shared/settings.ts';
import { apiPorts } from './adapters/api-ports.ts';
import { leadImportRoutes } from './api/routes.ts';
import { bearerToken, isStaffToken } from './api/staff-auth.ts';

const logger = new Logger({ serviceName: 'lead-import-api' });

/** The staff API (every /api/admin/* route): the credential first, then the route. */
export async function handler(event: HttpEvent, context: Context): Promise<HttpResult> {
  const refused = await originRefusal(event);
  if (refused) return refused;
  const settings = loadSettings();
  const expected = await secretValue(settings, 'ADMIN_TOKEN');
  if (!expected) logger.error('No staff token configured (ADMIN_TOKEN or ADMIN_TOKEN_SECRET_ARN): every admin call is refused');
  if (!isStaffToken(bearerToken(event), expected)) {
    return errorResponse(401, 'A valid admin token is required', undefined, { 'www-authenticate': 'Bearer' });
  }
  const route = leadImportRoutes[event.routeKey];
  if (!route) return errorResponse(404, 'Not found');
  try {
    return await route(event, apiPorts(settings, context));
  } catch (error) {
    logger.error('Staff API call failed', { routeKey: event.routeKey, error });
    return errorResponse(500, 'The admin call failed; see the function log');
  }
}
