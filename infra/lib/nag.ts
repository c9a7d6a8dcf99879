import { CfnResource, Stack, Validations } from 'aws-cdk-lib';
import { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { rules } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/** Acknowledges a cdk-nag AwsSolutions finding on a construct and everything under it. A reason is mandatory. */
export function acknowledgeNag(scope: IConstruct, rule: string, reason: string): void {
  Validations.of(scope).acknowledge({ id: `AwsSolutions-${rule}`, reason });
}

/**
 * cdk-nag names each wildcard of an IAM statement separately (`IAM5[Resource::<Bucket.Arn>/contact/*]`), with
 * references flattened the way this does, so a prefix-scoped grant can be acknowledged exactly.
 */
export function wildcardResourceFinding(scope: IConstruct, resource: string): string {
  return `IAM5[Resource::${flattenReference(Stack.of(scope).resolve(resource))}]`;
}

function flattenReference(node: unknown): string {
  if (typeof node === 'string') return node.replace(/\$\{/g, '<').replace(/\}/g, '>');
  if (node && typeof node === 'object') {
    const ref = node as Record<string, unknown>;
    const join = ref['Fn::Join'] as [string, unknown[]] | undefined;
    if (join) return join[1].map(flattenReference).join(join[0]);
    const getAtt = ref['Fn::GetAtt'] as [unknown, unknown] | undefined;
    if (getAtt) return `<${flattenReference(getAtt[0])}.${flattenReference(getAtt[1])}>`;
    if ('Ref' in ref) return `<${flattenReference(ref.Ref)}>`;
  }
  return JSON.stringify(node);
}

/**
 * For a function CDK itself creates and manages (e.g. BucketDeployment's upload handler), whose role and runtime
 * we cannot shape: acknowledges exactly the IAM4/IAM5 findings cdk-nag computes for it, and L1.
 */
export function acknowledgeCdkManagedFunction(scope: IConstruct, reason: string): void {
  const checks = [
    ['IAM4', rules.iam.IAMNoManagedPolicies],
    ['IAM5', rules.iam.IAMNoWildcardPermissions],
  ] as const;
  for (const node of scope.node.findAll()) {
    if (!CfnResource.isCfnResource(node)) continue;
    if (node instanceof CfnFunction) acknowledgeNag(scope, 'L1', reason);
    for (const [rule, check] of checks) {
      const findings = check(node);
      if (Array.isArray(findings)) for (const finding of findings) acknowledgeNag(scope, `${rule}[${finding}]`, reason);
    }
  }
}
