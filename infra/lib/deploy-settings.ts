import { z } from 'zod';
import { describeSettingIssue } from '../../settings/settings-error.ts';
import { siteSettingsSchema } from '../../settings/site-settings.ts';
import { settingsSchema } from '../../functions/shared/settings.ts';

const optionalText = z.string().trim().min(1).optional();

/**
 * The deployment's settings. Defaults come from the schemas that own them (the frontend build and the functions),
 * so `npm run deploy` with no settings deploys exactly what `npm start` runs.
 */
export const deploySettingsSchema = z
  .object({
    /** Custom domain for CloudFront (e.g. www.example.com); unset = the *.cloudfront.net address. */
    DOMAIN_NAME: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'a host name such as www.example.com')
      .optional(),
    /** An ACM certificate in us-east-1 covering DOMAIN_NAME; unset with a domain = the stack requests one (DNS validation). */
    CERTIFICATE_ARN: z
      .string()
      .trim()
      .regex(/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/, 'an ACM certificate ARN in us-east-1')
      .optional(),
    LEADS_FROM_EMAIL: z.email().default(settingsSchema.parse({}).LEADS_FROM_EMAIL),
    LEADS_TO_EMAIL: z.email().default(settingsSchema.parse({}).LEADS_TO_EMAIL),
    SITE_URL: siteSettingsSchema.shape.SITE_URL,
    BOOKING_URL: siteSettingsSchema.shape.BOOKING_URL,
    OPENAI_MODEL: z.string().trim().min(1).default(settingsSchema.parse({}).OPENAI_MODEL),
    OPENAI_BASE_URL: z.url().optional(),
    AIRTABLE_BASE_ID: optionalText,
    AIRTABLE_TABLE: z.string().trim().min(1).default(settingsSchema.parse({}).AIRTABLE_TABLE),
    /** Operator address subscribed to the alarm topic (AWS sends a confirmation email first); `npm run deploy` requires it. */
    ALARM_EMAIL: z.email().optional(),
    LOG_LEVEL: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR']).default('INFO'),
  })
  .refine((s) => s.CERTIFICATE_ARN === undefined || s.DOMAIN_NAME !== undefined, {
    path: ['CERTIFICATE_ARN'],
    message: 'CERTIFICATE_ARN needs DOMAIN_NAME',
  });

export type DeploySettings = z.infer<typeof deploySettingsSchema>;
export type DeploySettingName = keyof z.input<typeof deploySettingsSchema>;
export const deploySettingNames = Object.keys(deploySettingsSchema.shape) as DeploySettingName[];

/** Reads each setting from CDK context (`-c NAME=value`) first, then the environment; empty strings count as unset. */
export function parseDeploySettings(context: (name: string) => unknown, env: NodeJS.ProcessEnv): DeploySettings {
  const raw: Record<string, unknown> = {};
  for (const name of deploySettingNames) {
    const value = context(name) ?? env[name];
    if (value !== undefined && value !== '') raw[name] = value;
  }
  const parsed = deploySettingsSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => describeSettingIssue(issue, raw)).join('; ');
    throw new Error(`Invalid deployment settings: ${problems}`);
  }
  return parsed.data;
}

/** The example domain every default address and URL uses: deploying it would email nobody and link nowhere. */
export const placeholderDomain = 'revrebel.example';

const onPlaceholderDomain = (value: string) => {
  const host = value.includes('@') ? value.slice(value.lastIndexOf('@') + 1) : URL.canParse(value) ? new URL(value).hostname : value;
  return host.toLowerCase() === placeholderDomain || host.toLowerCase().endsWith(`.${placeholderDomain}`);
};

/**
 * Why a deployment with these settings would be broken, one sentence each (empty = deployable). `buildSettings` are
 * the public build settings as the frontend build will read them (settings/site-settings.ts, from the environment),
 * checked too because the pages carry them (SITE_URL, CONTACT_EMAIL, ...).
 */
export function deployRefusals(settings: DeploySettings, buildSettings: Readonly<Record<string, unknown>>): string[] {
  const refusals: string[] = [];
  if (!settings.ALARM_EMAIL) refusals.push('ALARM_EMAIL is not set: alarms (a lead not recorded, delivery failures) would reach nobody. Set it to an address you read.');
  const checked: [string, string, string][] = [
    ['LEADS_FROM_EMAIL', settings.LEADS_FROM_EMAIL, 'the SES sender (a verified identity of yours)'],
    ['LEADS_TO_EMAIL', settings.LEADS_TO_EMAIL, 'the sales inbox that receives the leads'],
    ['SITE_URL', settings.SITE_URL, 'the public address of the site (canonical links, sitemap)'],
  ];
  // The build reads its settings from the environment only, so a value given as CDK context does not reach the pages.
  for (const [name, value] of Object.entries(buildSettings)) {
    if (typeof value === 'string') checked.push([name, value, 'a real value in the environment (the build reads it from there and shows it to visitors)']);
  }
  const seen = new Set<string>();
  for (const [name, value, meaning] of checked) {
    if (!onPlaceholderDomain(value) || seen.has(name)) continue;
    seen.add(name);
    refusals.push(`${name} is ${value}, a placeholder on ${placeholderDomain}: set it to ${meaning}.`);
  }
  return refusals;
}

/** The message `npm run deploy` stops with. */
export function deployRefusalMessage(refusals: readonly string[]): string {
  return [
    'Deployment refused: the settings would deploy a site that loses leads or pages nobody.',
    ...refusals.map((refusal) => `  - ${refusal}`),
    'Set them in the environment (the build reads the same shell), e.g.',
    '  export LEADS_FROM_EMAIL=website@example.com LEADS_TO_EMAIL=sales@example.com CONTACT_EMAIL=hello@example.com SITE_URL=https://www.example.com ALARM_EMAIL=ops@example.com',
    'then run `npm run deploy` again (README, Deployment).',
  ].join('\n');
}

/** CDK context given on a command line (`-c NAME=value`, `--context NAME=value`, `--context=NAME=value`). */
export function contextFromArgs(args: readonly string[]): Record<string, string> {
  const context: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    let pair: string | undefined;
    if (arg === '-c' || arg === '--context') pair = args[++i];
    else if (arg.startsWith('--context=')) pair = arg.slice('--context='.length);
    const split = pair?.indexOf('=') ?? -1;
    if (pair && split > 0) context[pair.slice(0, split)] = pair.slice(split + 1);
  }
  return context;
}

/** The context flag `npm run deploy` passes to `cdk deploy`: the app then refuses what deployRefusals names. */
export const deployContextFlag = 'gtm:deploy';
