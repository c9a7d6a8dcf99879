/**
 * The IAM view of a synthesized template, with every intrinsic resolved to a concrete value, for simulating calls
 * offline (infra/lib/iam/simulate-calls.ts) exactly as AWS would evaluate them after deployment: each function's
 * role policies, its environment, and the buckets' and secrets' ARNs. Names are what CloudFormation would choose
 * in spirit (stable per logical id), in the test account 123456789012, us-east-1.
 */
export const simulatedAccount = '123456789012';
export const simulatedRegion = 'us-east-1';

export interface PolicyDocument {
  readonly Version?: string;
  readonly Statement: readonly Record<string, unknown>[];
}

export interface TemplateFunction {
  readonly name: string;
  readonly roleArn: string;
  readonly policies: readonly { name: string; policy: PolicyDocument }[];
  readonly env: Readonly<Record<string, string>>;
}

export interface TemplateIam {
  readonly functions: ReadonlyMap<string, TemplateFunction>;
  /** Output name -> resolved value (DataBucketName, AssetsBucketName, ...). */
  readonly outputs: Readonly<Record<string, string>>;
  /** Bucket name -> its bucket policy, when it has one. */
  readonly bucketPolicies: ReadonlyMap<string, PolicyDocument>;
  /** Every secret's ARN, by the env variable that carries it (from any function that has it) or logical id. */
  readonly secretArns: ReadonlyMap<string, string>;
  bucketArn(name: string): string;
}

interface Resource {
  readonly Type: string;
  readonly Properties?: Record<string, unknown>;
}
interface TemplateJson {
  readonly Resources: Record<string, Resource>;
  readonly Outputs?: Record<string, { Value: unknown }>;
}

const pseudo: Record<string, string> = {
  'AWS::Partition': 'aws',
  'AWS::Region': simulatedRegion,
  'AWS::AccountId': simulatedAccount,
  'AWS::URLSuffix': 'amazonaws.com',
};

export function readTemplateIam(template: unknown, stackName = 'GtmSite'): TemplateIam {
  const { Resources: resources, Outputs: outputs = {} } = template as TemplateJson;
  const props = (id: string) => resources[id]?.Properties ?? {};
  const bucketName = (id: string) => String(props(id).BucketName ?? id.toLowerCase());
  const lambdaName = (id: string) => String(props(id).FunctionName ?? id);

  const ref = (id: string): string => {
    if (id === 'AWS::StackName') return stackName;
    if (id in pseudo) return pseudo[id] as string;
    const type = resources[id]?.Type;
    if (type === 'AWS::S3::Bucket') return bucketName(id);
    if (type === 'AWS::SecretsManager::Secret') return `arn:aws:secretsmanager:${simulatedRegion}:${simulatedAccount}:secret:${String(props(id).Name ?? id)}-AbCdEf`;
    if (type === 'AWS::Lambda::Function') return lambdaName(id);
    return id;
  };
  const getAtt = (id: string, attribute: string): string => {
    const type = resources[id]?.Type;
    if (attribute !== 'Arn') return `${id}.${attribute}`;
    if (type === 'AWS::S3::Bucket') return `arn:aws:s3:::${bucketName(id)}`;
    if (type === 'AWS::Lambda::Function') return `arn:aws:lambda:${simulatedRegion}:${simulatedAccount}:function:${lambdaName(id)}`;
    if (type === 'AWS::IAM::Role') return `arn:aws:iam::${simulatedAccount}:role/${id}`;
    if (type === 'AWS::Logs::LogGroup') return `arn:aws:logs:${simulatedRegion}:${simulatedAccount}:log-group:${String(props(id).LogGroupName ?? id)}:*`;
    return `arn:aws:unknown:${simulatedRegion}:${simulatedAccount}:${id}`;
  };

  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value as Record<string, unknown>);
    const [first] = entries;
    if (entries.length === 1 && first) {
      const [key, arg] = first;
      if (key === 'Ref') return ref(String(arg));
      if (key === 'Fn::GetAtt') {
        const [id, attribute] = (Array.isArray(arg) ? arg : String(arg).split('.')) as [string, string];
        return getAtt(id, attribute);
      }
      if (key === 'Fn::Join') {
        const [separator, parts] = arg as [string, unknown[]];
        return (resolve(parts) as unknown[]).map(String).join(separator);
      }
      if (key === 'Fn::Sub') {
        const template = typeof arg === 'string' ? arg : String((arg as unknown[])[0]);
        return template.replace(/\$\{([^}]+)\}/g, (_m, name: string) => (name.includes('.') ? getAtt(...(name.split('.') as [string, string])) : ref(name)));
      }
      if (key.startsWith('Fn::')) throw new Error(`template-policies: ${key} is not resolved; add it`);
    }
    return Object.fromEntries(entries.map(([key, inner]) => [key, resolve(inner)]));
  };

  const policiesByRole = new Map<string, { name: string; policy: PolicyDocument }[]>();
  const bucketPolicies = new Map<string, PolicyDocument>();
  for (const [id, resource] of Object.entries(resources)) {
    const p = resource.Properties ?? {};
    if (resource.Type === 'AWS::IAM::Policy') {
      for (const role of (p.Roles as { Ref: string }[] | undefined) ?? []) {
        const list = policiesByRole.get(role.Ref) ?? [];
        list.push({ name: String(p.PolicyName ?? id), policy: resolve(p.PolicyDocument) as PolicyDocument });
        policiesByRole.set(role.Ref, list);
      }
    }
    if (resource.Type === 'AWS::IAM::Role') {
      const list = policiesByRole.get(id) ?? [];
      for (const inline of (p.Policies as { PolicyName: string; PolicyDocument: unknown }[] | undefined) ?? []) {
        list.push({ name: inline.PolicyName, policy: resolve(inline.PolicyDocument) as PolicyDocument });
      }
      policiesByRole.set(id, list);
    }
    if (resource.Type === 'AWS::S3::BucketPolicy') bucketPolicies.set(String(resolve(p.Bucket)), resolve(p.PolicyDocument) as PolicyDocument);
  }

  const functions = new Map<string, TemplateFunction>();
  const secretArns = new Map<string, string>();
  for (const [id, resource] of Object.entries(resources)) {
    if (resource.Type === 'AWS::SecretsManager::Secret') secretArns.set(id, ref(id));
    if (resource.Type !== 'AWS::Lambda::Function' || resource.Properties?.FunctionName === undefined) continue;
    const p = resource.Properties;
    const roleId = (p.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const env = resolve((p.Environment as { Variables?: unknown } | undefined)?.Variables ?? {}) as Record<string, string>;
    for (const [name, value] of Object.entries(env)) if (name.endsWith('_SECRET_ARN')) secretArns.set(name, value);
    const name = lambdaName(id).slice(`${stackName}-`.length);
    functions.set(name, { name, roleArn: getAtt(roleId, 'Arn'), policies: policiesByRole.get(roleId) ?? [], env });
  }

  return {
    functions,
    outputs: Object.fromEntries(Object.entries(outputs).map(([name, output]) => [name, String(resolve(output.Value))])),
    bucketPolicies,
    secretArns,
    bucketArn: (name) => `arn:aws:s3:::${name}`,
  };
}
