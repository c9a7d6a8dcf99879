import { Stack } from 'aws-cdk-lib';
import { Secret, type CfnSecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { SecretName } from '../function-wiring.ts';
import { acknowledgeNag } from '../nag.ts';

const descriptions: Record<SecretName, string> = {
  airtable: 'Airtable personal access token (data.records:read/write on the Leads base). Empty = lead sync off.',
  openai: 'OpenAI (or compatible) API key for the chat assistant. Empty = the offline assistant answers.',
  staff: 'The staff token for /lead-management and /api/admin/*. Empty = every staff request is refused.',
};

/** Secret names, so the README's `aws secretsmanager put-secret-value --secret-id ...` commands are stable. */
export function secretName(stackName: string, name: SecretName): string {
  return `${stackName}/${name === 'staff' ? 'staff-token' : `${name}-api-key`}`;
}

/**
 * The three secrets, created with no value at all: the operator sets each one (README, Deployment).
 * Nothing about them enters the template but their names; functions receive ARNs and read values at run time.
 */
export class AppSecrets extends Construct {
  readonly secrets: Record<SecretName, Secret>;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const stackName = Stack.of(this).stackName;
    const create = (name: SecretName): Secret => {
      const secret = new Secret(this, name, { secretName: secretName(stackName, name), description: descriptions[name] });
      // The L2 always generates a random value; without one, AWS creates the secret empty (no version until set).
      (secret.node.defaultChild as CfnSecret).addPropertyDeletionOverride('GenerateSecretString');
      acknowledgeNag(secret, 'SMG4', 'Third-party API keys and the staff token are rotated by the operator at their source, then set with put-secret-value.');
      return secret;
    };
    this.secrets = { airtable: create('airtable'), openai: create('openai'), staff: create('staff') };
  }
}
