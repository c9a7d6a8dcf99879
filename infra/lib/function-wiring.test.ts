import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../functions/api-routes.ts';
import { lambdaFunctions } from '../../functions/function-entries.ts';
import { settingsSchema } from '../../functions/shared/settings.ts';
import { concurrencyQuotaRefusal, functionNames, functionWiring, requiredAccountConcurrency, secretArnEnv, wiringRefusal, type FunctionWiring } from './function-wiring.ts';

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

  it('names every deployed function in functionNames, the one list the rest of infra/ refers to', () => {
    expect(Object.values(functionNames).sort()).toEqual([...deployed].sort());
  });

  it('gives every function behind an API route the origin secret and a route throttle, and no other function either', () => {
    const apiFunctions = new Set<string>(apiRoutes.map((route) => route.fn));
    for (const name of deployed) {
      const wiring = wiringOf(name);
      expect(wiring.secrets?.includes('origin') ?? false, name).toBe(apiFunctions.has(name));
      expect(wiring.routeThrottle !== undefined, name).toBe(apiFunctions.has(name));
    }
  });

  it('reserves concurrency for lead capture and the outbox sweep, leaving AWS’s 100 unreserved in a 1,000 account with room', () => {
    expect(wiringOf(functionNames.leadCapture).reservedConcurrency).toBeGreaterThan(0);
    expect(wiringOf(functionNames.leadDelivery).reservedConcurrency).toBeGreaterThan(0);
    expect(requiredAccountConcurrency(functionWiring, deployed)).toBeLessThanOrEqual(1000);
  });

  it('keeps API-facing functions within API Gateway’s 30 s integration limit', () => {
    for (const route of apiRoutes) expect(wiringOf(route.fn).timeoutSeconds, route.path).toBeLessThan(30);
  });
});

describe('chat signing key', () => {
  it('is given to the chat (signs) and lead capture (verifies handoff turns) alone, as an ARN; never to the delivery sweep', () => {
    const holders: string[] = [functionNames.chat, functionNames.leadCapture];
    for (const name of deployed) {
      const wiring = wiringOf(name);
      expect(wiring.secrets?.includes('chatSigning') ?? false, name).toBe(holders.includes(name));
      expect(wiring.env.includes('CHAT_SIGNING_KEY_SECRET_ARN'), name).toBe(holders.includes(name));
      expect(wiring.env, name).not.toContain('CHAT_SIGNING_KEY');
    }
  });

  it('refuses a wiring whose chat function lacks the key or its ARN setting (synth fails with this message)', () => {
    expect(wiringRefusal(functionWiring)).toBeUndefined();
    const chat = wiringOf(functionNames.chat);
    const withoutSecret = { ...functionWiring, [functionNames.chat]: { ...chat, secrets: chat.secrets?.filter((s) => s !== 'chatSigning') } };
    const withoutEnv = { ...functionWiring, [functionNames.chat]: { ...chat, env: chat.env.filter((e) => e !== 'CHAT_SIGNING_KEY_SECRET_ARN') } };
    expect(wiringRefusal(withoutSecret)).toMatch(/'chat' needs the 'chatSigning' secret/);
    expect(wiringRefusal(withoutEnv)).toMatch(/CHAT_SIGNING_KEY_SECRET_ARN/);
  });
});

describe('staff routes', () => {
  const adminRoutes = apiRoutes.filter((route) => route.path.startsWith('/api/admin/'));

  it('every /api/admin/* route is a staff route served by the lead import API, which holds the staff token check', () => {
    for (const route of adminRoutes) {
      expect(route, route.path).toMatchObject({ staff: true, fn: functionNames.leadImportApi });
    }
    expect(wiringOf(functionNames.leadImportApi).secrets).toContain('staff');
  });

  it('no staff route lives outside /api/admin/', () => {
    for (const route of apiRoutes.filter((r) => r.staff)) expect(route.path.startsWith('/api/admin/'), route.path).toBe(true);
  });
});

describe('concurrencyQuotaRefusal', () => {
  it('accepts a quota that leaves 100 unreserved beside the reservations, and names the shortfall otherwise', () => {
    const required = requiredAccountConcurrency(functionWiring, deployed);
    expect(concurrencyQuotaRefusal(1000, required)).toBeUndefined();
    expect(concurrencyQuotaRefusal(required, required)).toBeUndefined();
    expect(concurrencyQuotaRefusal(10, required)).toMatch(new RegExp(`quota is 10; this stack reserves ${required - 100} .* at least ${required}\\. Ask for 1,000`));
  });
});
