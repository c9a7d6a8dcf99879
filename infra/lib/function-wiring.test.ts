import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../functions/api-routes.ts';
import { lambdaFunctions } from '../../functions/function-entries.ts';
import { settingsSchema } from '../../functions/shared/settings.ts';
import { functionWiring, secretArnEnv, type FunctionWiring } from './function-wiring.ts';

const deployed = Object.keys(lambdaFunctions) as (keyof typeof lambdaFunctions)[];
const settingNames = new Set(Object.keys(settingsSchema.shape));

function wiringOf(name: string): FunctionWiring {
  const wiring = (functionWiring as Record<string, FunctionWiring | undefined>)[name];
  if (!wiring) throw new Error(`no wiring for ${name}`);
  return wiring;
}

describe('function wiring', () => {
  it.each(deployed)('%s only receives settings that functions/shared/settings.ts parses', (name) => {
    for (const env of wiringOf(name).env) expect(settingNames, `${name}: ${env}`).toContain(env);
  });

  it.each(deployed)("%s receives exactly the secret ARNs it may read, and the buckets it may touch", (name) => {
    const wiring = wiringOf(name);
    const arnEnv = wiring.env.filter((env) => env.endsWith('_SECRET_ARN')).sort();
    expect(arnEnv).toEqual((wiring.secrets ?? []).map((secret) => secretArnEnv[secret]).sort());
    expect(wiring.env.includes('DATA_BUCKET')).toBe(wiring.data !== undefined);
    expect(wiring.env.includes('ASSETS_BUCKET')).toBe(wiring.readAssets === true);
    expect(wiring.env.includes('LEADS_FROM_EMAIL')).toBe(wiring.sendEmail === true);
  });

  it('never hands a function a secret value, only ARNs', () => {
    for (const wiring of Object.values(functionWiring)) {
      expect(wiring.env).not.toContain('AIRTABLE_API_KEY');
      expect(wiring.env).not.toContain('OPENAI_API_KEY');
      expect(wiring.env).not.toContain('ADMIN_TOKEN');
    }
  });

  it('keeps API-facing functions within API Gateway’s 30 s integration limit', () => {
    for (const route of apiRoutes) expect(wiringOf(route.fn).timeoutSeconds, route.path).toBeLessThan(30);
  });
});

describe('staff routes', () => {
  const adminRoutes = apiRoutes.filter((route) => route.path.startsWith('/api/admin/'));

  it('every /api/admin/* route is a staff route served by the lead-import-api function, which holds the staff token check', () => {
    for (const route of adminRoutes) {
      expect(route, route.path).toMatchObject({ staff: true, fn: 'lead-import-api' });
    }
    expect(wiringOf('lead-import-api').secrets).toContain('staff');
  });

  it('no staff route lives outside /api/admin/', () => {
    for (const route of apiRoutes.filter((r) => r.staff)) expect(route.path.startsWith('/api/admin/'), route.path).toBe(true);
  });
});
