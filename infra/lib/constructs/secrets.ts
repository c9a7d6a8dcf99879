import { Stack } from 'aws-cdk-lib';
import { Secret, type CfnSecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { SecretName } from '../function-wiring.ts';
import { acknowledgeNag } from '../nag.ts';

/** The secrets the operator sets by hand (README, Deployment); the origin secret and the chat signing key are generated at deploy. */
export type OperatorSecretName = Exclude<SecretName, 'origin' | 'chatSigning'>;

const descriptions: Record<SecretName, string> = {
  airtable: 'Airtable personal access token (data.records:read/write on the Leads base). Empty = lead sync off.',
  openai: 'OpenAI (or compatible) API key for the chat assistant. Empty = the offline assistant answers.',
  staff: 'The staff token for /lead-management and /api/admin/*. Empty = every staff request is refused.',
  origin: 'Generated at deploy: CloudFront sends it in x-origin-verify on /api/*; the API refuses requests without it (403).',
  chatSigning: 'Generated at deploy: the chat signs its replies with it (HMAC-SHA256) and trusts only signed assistant turns; lead capture verifies chat handoff turns with it.',
};

/** Secret names, so the README's `aws secretsmanager ... --secret-id ...` commands are stable. */
export function secretName(stackName: string, name: SecretName): string {
  const suffix: Record<SecretName, string> = {
    staff: 'staff-token',
    airtable: 'airtable-api-key',
    openai: 'openai-api-key',
    origin: 'origin-verify',
    chatSigning: 'chat-signing-key',
  };
  return `${stackName}/${suffix[name]}`;
}

/**
 * The three operator secrets, created with no value at all (the operator sets each one), and the origin secret,
 * whose random value Secrets Manager generates at deploy. No value enters the template: functions receive ARNs
 * and read values at run time; CloudFront gets the origin secret through a dynamic reference resolved by CloudFormation.
 */
export class AppSecrets extends Construct {
  readonly secrets: Record<SecretName, Secret>;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const stackName = Stack.of(this).stackName;
    const create = (name: OperatorSecretName): Secret => {
      const secret = new Secret(this, name, { secretName: secretName(stackName, name), description: descriptions[name] });
      // The L2 always generates a random value; without one, AWS creates the secret empty (no version until set).
      (secret.node.defaultChild as CfnSecret).addPropertyDeletionOverride('GenerateSecretString');
      acknowledgeNag(secret, 'SMG4', 'Third-party API keys and the staff token are rotated by the operator at their source, then set with put-secret-value.');
      return secret;
    };
    // Letters and digits only (the origin secret travels as an HTTP header value). 64 characters, about 380 bits.
    const generated = (name: Exclude<SecretName, OperatorSecretName>, whyNotRotated: string): Secret => {
      const secret = new Secret(this, name, {
        secretName: secretName(stackName, name),
        description: descriptions[name],
        generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
      });
      acknowledgeNag(secret, 'SMG4', whyNotRotated);
      return secret;
    };
    const origin = generated(
      'origin',
      'CloudFormation hands the value to CloudFront only when it updates the distribution, so an automatic rotation would lock CloudFront out of the API; it only proves a request came through CloudFront and guards no data. Replacing it is a manual step (README, Deployment).',
    );
    const chatSigning = generated(
      'chatSigning',
      'Rotating it only makes the open conversations’ earlier replies unverified (they reach the model as quoted visitor text); replace it by hand if it leaks (README, Deployment).',
    );
    this.secrets = { airtable: create('airtable'), openai: create('openai'), staff: create('staff'), origin, chatSigning };
  }
}
