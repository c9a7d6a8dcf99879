import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { Settings } from './settings.ts';

/** Settings that may arrive either as a value (local) or as `<NAME>_SECRET_ARN` (AWS). */
export type SecretName = 'OPENAI_API_KEY' | 'AIRTABLE_API_KEY' | 'ADMIN_TOKEN';

let client: SecretsManagerClient | undefined;
// One fetch per container and ARN; a failed fetch is forgotten so the next invocation tries again.
const cache = new Map<string, Promise<string | undefined>>();

function defaultClient(settings: Settings): SecretsManagerClient {
  client ??= new SecretsManagerClient({ region: settings.AWS_REGION });
  return client;
}

/**
 * The secret's value: the plain setting when set (local runs, tests), else the Secrets Manager secret named by
 * `<NAME>_SECRET_ARN`, else undefined (the feature decides what "not configured" means).
 * The secret is stored as a plain string; surrounding whitespace is ignored.
 */
export async function secretValue(
  settings: Settings,
  name: SecretName,
  secretsClient?: SecretsManagerClient,
): Promise<string | undefined> {
  const direct = settings[name];
  if (direct) return direct;
  const arn = settings[`${name}_SECRET_ARN`];
  if (!arn) return undefined;
  let pending = cache.get(arn);
  if (!pending) {
    pending = (secretsClient ?? defaultClient(settings)).send(new GetSecretValueCommand({ SecretId: arn })).then((out) => out.SecretString?.trim() || undefined);
    cache.set(arn, pending);
    pending.catch(() => cache.delete(arn));
  }
  return pending;
}

/** Tests only: forget cached secrets. */
export function clearSecretCache(): void {
  cache.clear();
}
