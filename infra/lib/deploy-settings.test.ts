import { describe, expect, it } from 'vitest';
import { parseDeploySettings } from './deploy-settings.ts';

const noContext = () => undefined;

describe('parseDeploySettings', () => {
  it('deploys with defaults when nothing is set (the same defaults as the build and the functions)', () => {
    const settings = parseDeploySettings(noContext, {});
    expect(settings).toMatchObject({
      LEADS_FROM_EMAIL: 'website@revrebel.example',
      LEADS_TO_EMAIL: 'sales@revrebel.example',
      SITE_URL: 'https://www.revrebel.example',
      OPENAI_MODEL: 'gpt-4o-mini',
      AIRTABLE_TABLE: 'Leads',
      LOG_LEVEL: 'INFO',
    });
    expect(settings.DOMAIN_NAME).toBeUndefined();
    expect(settings.ALARM_EMAIL).toBeUndefined();
  });

  it('prefers CDK context over the environment and treats empty strings as unset', () => {
    const context = (name: string) => (name === 'LEADS_TO_EMAIL' ? 'ops@example.com' : undefined);
    const settings = parseDeploySettings(context, { LEADS_TO_EMAIL: 'env@example.com', ALARM_EMAIL: '', DOMAIN_NAME: 'WWW.Example.com' });
    expect(settings.LEADS_TO_EMAIL).toBe('ops@example.com');
    expect(settings.ALARM_EMAIL).toBeUndefined();
    expect(settings.DOMAIN_NAME).toBe('www.example.com');
  });

  it('names every invalid setting in one error', () => {
    expect(() => parseDeploySettings(noContext, { LEADS_FROM_EMAIL: 'not-an-email', DOMAIN_NAME: 'https://x' })).toThrow(
      /LEADS_FROM_EMAIL.*DOMAIN_NAME|DOMAIN_NAME.*LEADS_FROM_EMAIL/,
    );
  });

  it('accepts a us-east-1 certificate only together with a domain name', () => {
    const arn = 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-1234567890ab';
    expect(() => parseDeploySettings(noContext, { CERTIFICATE_ARN: arn })).toThrow(/CERTIFICATE_ARN: CERTIFICATE_ARN needs DOMAIN_NAME/);
    expect(() => parseDeploySettings(noContext, { DOMAIN_NAME: 'www.example.com', CERTIFICATE_ARN: arn.replace('us-east-1', 'eu-west-1') })).toThrow(
      /CERTIFICATE_ARN/,
    );
    expect(parseDeploySettings(noContext, { DOMAIN_NAME: 'www.example.com', CERTIFICATE_ARN: arn }).CERTIFICATE_ARN).toBe(arn);
  });
});
