import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthTimeoutMs, testStack } from '../testing/synth-test-stack.ts';
import { AppSecrets, secretName } from './secrets.ts';

let template: Template;

beforeAll(() => {
  const stack = testStack();
  new AppSecrets(stack, 'Secrets');
  template = Template.fromStack(stack);
}, synthTimeoutMs);

describe('AppSecrets', () => {
  it('creates the Airtable token, the OpenAI key, the staff token, the origin secret and the chat signing key under stable names', () => {
    template.resourceCountIs('AWS::SecretsManager::Secret', 5);
    for (const name of ['Test/airtable-api-key', 'Test/openai-api-key', 'Test/staff-token', 'Test/origin-verify', 'Test/chat-signing-key']) {
      template.hasResourceProperties('AWS::SecretsManager::Secret', { Name: name });
    }
    expect(secretName('GtmSite', 'staff')).toBe('GtmSite/staff-token');
  });

  it('creates the operator secrets empty: no value, generated or literal, is in the template', () => {
    for (const name of ['Test/airtable-api-key', 'Test/openai-api-key', 'Test/staff-token']) {
      template.hasResourceProperties('AWS::SecretsManager::Secret', { Name: name, SecretString: Match.absent(), GenerateSecretString: Match.absent() });
    }
  });

  it('has Secrets Manager generate the origin secret at deploy: 64 letters and digits, no literal value in the template', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      Name: 'Test/origin-verify',
      SecretString: Match.absent(),
      GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true, IncludeSpace: false },
    });
  });

  it('has Secrets Manager generate the chat signing key at deploy: 64 letters and digits, no literal value in the template', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      Name: 'Test/chat-signing-key',
      SecretString: Match.absent(),
      GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true, IncludeSpace: false },
    });
  });
});
