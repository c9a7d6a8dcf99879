import { GetSecretValueCommand, type SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { secretsClient } from './aws-clients.ts';
import { deadlineIn, type Deadline } from './deadline.ts';
import type { Settings } from './settings.ts';

/** Settings that may arrive either as a value (local) or as `<NAME>_SECRET_ARN` (AWS). */
export type SecretName = 'OPENAI_API_KEY' | 'AIRTABLE_API_KEY' | 'ADMIN_TOKEN' | 'ORIGIN_SECRET' | 'CHAT_SIGNING_KEY';

/** Which setting carries each secret's ARN (names.md: the origin secret's is ORIGIN_SECRET_ARN). */
const arnSetting = {
  OPENAI_API_KEY: 'OPENAI_API_KEY_SECRET_ARN',
  AIRTABLE_API_KEY: 'AIRTABLE_API_KEY_SECRET_ARN',
  ADMIN_TOKEN: 'ADMIN_TOKEN_SECRET_ARN',
  ORIGIN_SECRET: 'ORIGIN_SECRET_ARN',
  CHAT_SIGNING_KEY: 'CHAT_SIGNING_KEY_SECRET_ARN',
} as const satisfies Record<SecretName, keyof Settings>;

/** How long a read value is trusted: a rotated secret is picked up within this, without recycling containers. */
export const secretTtlMs = 5 * 60_000;
// A read never waits longer than this, whatever the caller's deadline.
const readCapMs = 3_000;

interface Entry {
  value: string | undefined;
  expires: number;
}
const cache = new Map<string, Entry>();
const inFlight = new Map<string, Promise<string | undefined>>();

/**
 * A secret created without a value has no AWSCURRENT version, and Secrets Manager answers ResourceNotFoundException;
 * a deleted one answers the same. Both mean "not set": the feature that needs it is off.
 */
function isUnset(error: unknown): boolean {
  const name = (error as { name?: string } | undefined)?.name;
  return name === 'ResourceNotFoundException';
}

async function fetchSecret(client: SecretsManagerClient, arn: string, deadline: Deadline): Promise<string | undefined> {
  try {
    const out = await client.send(new GetSecretValueCommand({ SecretId: arn }), { abortSignal: deadline.signal(readCapMs) });
    return out.SecretString?.trim() || undefined;
  } catch (error) {
    if (isUnset(error)) return undefined;
    throw error;
  }
}

/**
 * The secret's value: the plain setting when set (local runs, tests), else the Secrets Manager secret named by
 * `<NAME>_SECRET_ARN`, else undefined. Absent, empty or whitespace-only all mean undefined ("not configured").
 * Values are cached for `secretTtlMs`; when a refresh fails the last value is kept (a Secrets Manager hiccup
 * must not switch a feature off), and with no value yet the error is thrown so the caller answers 503.
 */
export async function secretValue(
  settings: Settings,
  name: SecretName,
  client?: SecretsManagerClient,
  deadline: Deadline = deadlineIn(readCapMs),
): Promise<string | undefined> {
  const direct = settings[name];
  if (direct) return direct;
  const arn = settings[arnSetting[name]];
  if (!arn) return undefined;
  const cached = cache.get(arn);
  if (cached && cached.expires > Date.now()) return cached.value;
  let pending = inFlight.get(arn);
  if (!pending) {
    pending = fetchSecret(client ?? secretsClient(settings), arn, deadline).finally(() => inFlight.delete(arn));
    inFlight.set(arn, pending);
  }
  try {
    const value = await pending;
    cache.set(arn, { value, expires: Date.now() + secretTtlMs });
    return value;
  } catch (error) {
    if (cached) return cached.value;
    throw error;
  }
}

/** Tests only: forget cached secrets. */
export function clearSecretCache(): void {
  cache.clear();
  inFlight.clear();
}
