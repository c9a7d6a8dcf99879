import { synthSiteStack } from '../../infra/lib/testing/synth-test-stack.ts';

/** A function's environment as the synthesized CDK template gives it, with references still unresolved. */
export type TemplateEnv = Record<string, string | { Ref: string }>;

/**
 * Synthesizes the real stack (the same constructs `npm run deploy` uses) with Airtable and an OpenAI-compatible
 * endpoint configured, and returns each function's environment by its deployed name (`GtmSite-<name>`).
 */
export function templateEnvironments(): Map<string, TemplateEnv> {
  const { template } = synthSiteStack({ AIRTABLE_BASE_ID: 'appLocal', OPENAI_BASE_URL: 'https://openai.invalid/v1' });
  const out = new Map<string, TemplateEnv>();
  for (const resource of Object.values(template.findResources('AWS::Lambda::Function'))) {
    const props = resource.Properties as { FunctionName?: unknown; Environment?: { Variables?: TemplateEnv } };
    if (typeof props.FunctionName === 'string') out.set(props.FunctionName, props.Environment?.Variables ?? {});
  }
  return out;
}

export interface Resolution {
  /** Bucket names by the template's logical id prefix (`DataBucket`, `AssetsBucket`). */
  readonly buckets: Readonly<Record<string, string>>;
  /** The ARN the stand-in answers for a secret, by the variable that carries it. */
  readonly secretArn: (variable: string) => string;
}

/** Resolves the template's references the way CloudFormation would, to the local stand-ins' names; anything else fails loudly. */
export function resolveEnv(env: TemplateEnv, resolution: Resolution): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (typeof value === 'string') {
      out[name] = value;
      continue;
    }
    const ref = value.Ref;
    const bucket = Object.entries(resolution.buckets).find(([prefix]) => ref.startsWith(prefix));
    if (bucket) out[name] = bucket[1];
    else if (name.endsWith('_ARN')) out[name] = resolution.secretArn(name);
    else throw new Error(`The fault suite cannot resolve ${name} = ${JSON.stringify(value)}`);
  }
  return out;
}
