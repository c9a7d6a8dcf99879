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
  it('creates the Airtable token, the OpenAI key and the staff token under stable names', () => {
    template.resourceCountIs('AWS::SecretsManager::Secret', 3);
    for (const name of ['Test/airtable-api-key', 'Test/openai-api-key', 'Test/staff-token']) {
      template.hasResourceProperties('AWS::SecretsManager::Secret', { Name: name });
    }
    expect(secretName('GtmSite', 'staff')).toBe('GtmSite/staff-token');
  });

  it('creates them empty: no value, generated or literal, is in the template', () => {
    template.allResourcesProperties('AWS::SecretsManager::Secret', { SecretString: Match.absent(), GenerateSecretString: Match.absent() });
  });
});
