import { describe, expect, it } from 'vitest';
import { contextFromArgs, deployRefusalMessage, deployRefusals, parseDeploySettings } from './deploy-settings.ts';

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

describe('deployRefusals (what `npm run deploy` refuses)', () => {
  const real = {
    LEADS_FROM_EMAIL: 'website@example.com',
    LEADS_TO_EMAIL: 'sales@example.com',
    SITE_URL: 'https://www.example.com',
    ALARM_EMAIL: 'ops@example.com',
  };
  const refusalsFor = (env: NodeJS.ProcessEnv, build: Record<string, unknown> = { SITE_URL: env.SITE_URL ?? 'https://www.revrebel.example' }) =>
    deployRefusals(parseDeploySettings(noContext, env), build);

  it('accepts real addresses with an alarm email', () => {
    expect(refusalsFor(real)).toEqual([]);
  });

  it('refuses the defaults, naming each placeholder and the missing ALARM_EMAIL', () => {
    const refusals = refusalsFor({});
    expect(refusals).toHaveLength(4);
    expect(refusals.join('\n')).toMatch(/ALARM_EMAIL is not set/);
    expect(refusals.join('\n')).toMatch(/LEADS_FROM_EMAIL is website@revrebel\.example, a placeholder on revrebel\.example/);
    expect(refusals.join('\n')).toMatch(/LEADS_TO_EMAIL is sales@revrebel\.example/);
    expect(refusals.join('\n')).toMatch(/SITE_URL is https:\/\/www\.revrebel\.example/);
  });

  it.each(['LEADS_FROM_EMAIL', 'LEADS_TO_EMAIL', 'SITE_URL'] as const)('refuses %s alone on the placeholder domain (any subdomain, any case)', (name) => {
    const value = name === 'SITE_URL' ? 'https://Shop.RevRebel.example/' : 'someone@mail.revrebel.example';
    const refusals = refusalsFor({ ...real, [name]: value });
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatch(new RegExp(`^${name} is `));
  });

  it('refuses a missing ALARM_EMAIL alone', () => {
    expect(refusalsFor({ ...real, ALARM_EMAIL: '' })).toEqual([expect.stringMatching(/^ALARM_EMAIL is not set/)]);
  });

  it('checks the build settings the pages carry (CONTACT_EMAIL, a SITE_URL given only as context)', () => {
    expect(refusalsFor(real, { SITE_URL: real.SITE_URL, CONTACT_EMAIL: 'hello@revrebel.example' })).toEqual([
      expect.stringMatching(/^CONTACT_EMAIL is hello@revrebel\.example, a placeholder/),
    ]);
    expect(refusalsFor(real, { SITE_URL: 'https://www.revrebel.example' })).toEqual([expect.stringMatching(/^SITE_URL is https:\/\/www\.revrebel\.example.*environment/)]);
    // Unset optional settings and values elsewhere pass: the booking page and phone are not on the placeholder domain.
    expect(refusalsFor(real, { SITE_URL: real.SITE_URL, BOOKING_URL: 'https://calendly.com/revrebel/x', SUPPORT_PHONE: '+1 (831) 555-0142' })).toEqual([]);
  });

  it('does not mistake a look-alike domain for the placeholder', () => {
    expect(refusalsFor({ ...real, LEADS_TO_EMAIL: 'sales@notrevrebel.example' })).toEqual([]);
  });

  it('explains how to fix it in one message', () => {
    const message = deployRefusalMessage(refusalsFor({}));
    expect(message.split('\n')[0]).toBe('Deployment refused: the settings would deploy a site that loses leads or pages nobody.');
    expect(message).toContain('export LEADS_FROM_EMAIL=');
  });
});

describe('contextFromArgs', () => {
  it('reads -c, --context and --context= pairs and ignores other options', () => {
    expect(contextFromArgs(['--require-approval', 'never', '-c', 'ALARM_EMAIL=ops@example.com', '--context', 'SITE_URL=https://a.example/?x=1', '--context=LOG_LEVEL=DEBUG', '-c'])).toEqual({
      ALARM_EMAIL: 'ops@example.com',
      SITE_URL: 'https://a.example/?x=1',
      LOG_LEVEL: 'DEBUG',
    });
  });
});
