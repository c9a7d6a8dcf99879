import { fromEnv } from '@aws-sdk/credential-provider-env';

// Stands in for `@aws-sdk/credential-provider-node` in the function bundles (an esbuild alias, functions/bundling.ts).
// Lambda always hands a function its role's credentials in AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY /
// AWS_SESSION_TOKEN, so the rest of the SDK's default chain (profiles, SSO, login, credential_process, web identity,
// container and instance metadata, and the nested STS/SSO-OIDC clients they bring: about 95 KB per bundle) never
// runs there. Source runs outside a bundle (local adapters, tests) keep the SDK's own chain.

type FromEnvInit = Parameters<typeof fromEnv>[0];

/** Both are needed to sign; AWS_SESSION_TOKEN is optional to fromEnv (long-lived local keys have none). */
export const requiredCredentialVariables = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'] as const;

/**
 * The contract each client's runtimeConfig relies on: `credentialDefaultProvider(config)` returns a credential
 * provider. It reads the environment on every call (microseconds), so it needs no cache: Lambda's credentials do not
 * change inside a running environment.
 */
export const defaultProvider = (init: FromEnvInit = {}): ReturnType<typeof fromEnv> => {
  const fromEnvironment = fromEnv(init);
  return async (identityProperties) => {
    try {
      return await fromEnvironment(identityProperties);
    } catch (error) {
      const missing = requiredCredentialVariables.filter((name) => !process.env[name]);
      // fromEnv's own CredentialsProviderError (kept for its class), made to name what is missing.
      if (error instanceof Error && missing.length > 0) {
        const message = `No AWS credentials in the environment: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set (function bundles read credentials only from the environment, where Lambda puts them)`;
        error.stack = error.stack?.replace(error.message, message);
        error.message = message;
      }
      throw error;
    }
  };
};
