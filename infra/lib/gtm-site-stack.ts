import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate, CertificateValidation, type ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { Construct } from 'constructs';
import type { ApiRoute } from '../../functions/api-routes.ts';
import type { RateLimitRule } from '../edge/rate-limits.ts';
import type { DeploySettings } from './deploy-settings.ts';
import { functionNames, type FunctionWiring } from './function-wiring.ts';
import { AccessLogs } from './constructs/access-logs.ts';
import { Api } from './constructs/api.ts';
import { AppFunctions, type FunctionEntry } from './constructs/app-functions.ts';
import { AssetsBucket } from './constructs/assets-bucket.ts';
import { DataBucket } from './constructs/data-bucket.ts';
import { OperationsAlarms } from './constructs/operations-alarms.ts';
import { AppSecrets, secretName } from './constructs/secrets.ts';
import { SiteBucket } from './constructs/site-bucket.ts';
import { SiteDeployment } from './constructs/site-deployment.ts';
import { SiteDistribution } from './constructs/site-distribution.ts';
import { WebAcl } from './constructs/waf.ts';
import { acknowledgeCdkManagedFunction } from './nag.ts';

export interface GtmSiteStackProps extends StackProps {
  readonly settings: DeploySettings;
  /** The build's `<dist>/site` folder. */
  readonly siteDir: string;
  /** Prerendered routes (content/site-paths.ts). */
  readonly routes: readonly string[];
  /** functions/function-entries.ts, functions/api-routes.ts, infra/lib/function-wiring.ts, infra/edge/rate-limits.ts. */
  readonly functionEntries: Readonly<Record<string, FunctionEntry>>;
  readonly apiRoutes: readonly ApiRoute[];
  readonly wiring: Readonly<Record<string, FunctionWiring>>;
  readonly rateLimits: readonly RateLimitRule[];
  /** Folder of lead CSVs for the assets bucket (default: attached_assets/). */
  readonly attachedAssetsDir?: string;
  /** The build's CONTACT_EMAIL (read from the environment, as the pages read it), so the chat quotes the same address. */
  readonly contactEmail?: string | undefined;
}

/** The whole product in one stack, in us-east-1 so the CloudFront web ACL and certificate can live beside the rest. */
export class GtmSiteStack extends Stack {
  constructor(scope: Construct, id: string, props: GtmSiteStackProps) {
    super(scope, id, props);
    const { settings } = props;

    const accessLogs = new AccessLogs(this, 'AccessLogs');
    const site = new SiteBucket(this, 'Site', { accessLogs: accessLogs.bucket });
    const data = new DataBucket(this, 'Data', { accessLogs: accessLogs.bucket });
    const assets = new AssetsBucket(this, 'Assets', { accessLogs: accessLogs.bucket, sourceDir: props.attachedAssetsDir });
    const secrets = new AppSecrets(this, 'Secrets');

    const functions = new AppFunctions(this, 'Functions', {
      entries: props.functionEntries,
      wiring: props.wiring,
      dataBucket: data.bucket,
      assetsBucket: assets.bucket,
      secrets: secrets.secrets,
      settings: {
        LEADS_FROM_EMAIL: settings.LEADS_FROM_EMAIL,
        LEADS_TO_EMAIL: settings.LEADS_TO_EMAIL,
        OPENAI_MODEL: settings.OPENAI_MODEL,
        OPENAI_BASE_URL: settings.OPENAI_BASE_URL,
        AIRTABLE_BASE_ID: settings.AIRTABLE_BASE_ID,
        AIRTABLE_TABLE: settings.AIRTABLE_TABLE,
        CONTACT_EMAIL: props.contactEmail,
      },
      logLevel: settings.LOG_LEVEL,
    });
    const functionsByName = new Map([...functions.functions].map(([name, appFunction]) => [name, appFunction.fn]));
    const deployedWiring = [...functions.functions.keys()].map((name) => [name, props.wiring[name] as FunctionWiring] as const);

    // Every function behind an API route checks CloudFront's origin secret first: one without it would be open.
    for (const route of props.apiRoutes) {
      if (functionsByName.has(route.fn) && !props.wiring[route.fn]?.secrets?.includes('origin')) {
        throw new Error(`Function '${route.fn}' serves ${route.path} but has no 'origin' secret in infra/lib/function-wiring.ts`);
      }
    }
    const routeThrottles = new Map(deployedWiring.flatMap(([name, wiring]) => (wiring.routeThrottle ? [[name, wiring.routeThrottle] as const] : [])));
    const api = new Api(this, 'Api', { routes: props.apiRoutes, functions: functionsByName, routeThrottles });
    const waf = new WebAcl(this, 'Firewall', { rateLimits: props.rateLimits });

    const certificate = this.certificate(settings);
    const distribution = new SiteDistribution(this, 'Cdn', {
      siteBucket: site.bucket,
      apiDomainName: api.domainName,
      // A dynamic reference: the template holds `{{resolve:secretsmanager:<arn>:SecretString:::}}`, not the value.
      originVerifyValue: secrets.secrets.origin.secretValue.unsafeUnwrap(),
      routes: props.routes,
      webAclArn: waf.webAcl.attrArn,
      logBucket: accessLogs.bucket,
      domainName: settings.DOMAIN_NAME,
      certificate,
      // The lead-management page uploads CSVs straight to the assets bucket (presigned POST, issue 23), at the URL the
      // function signs for (functions/lead-import/adapters/s3-upload.ts bucketUrl).
      connectOrigins: [`https://${assets.bucket.bucketName}.s3.${this.region}.amazonaws.com`],
    });
    new SiteDeployment(this, 'SiteDeployment', { siteDir: props.siteDir, bucket: site.bucket, distribution: distribution.distribution });

    const operations = new OperationsAlarms(this, 'Operations', {
      functions: functionsByName,
      asyncFunctions: deployedWiring.filter(([, wiring]) => wiring.asyncInvoked).map(([name]) => name),
      apiStage: api.stage,
      logFieldMetrics: functions.logFieldMetrics,
      outboxSweep: functionsByName.has(functionNames.leadDelivery),
      alarmEmail: settings.ALARM_EMAIL,
    });

    if (settings.DOMAIN_NAME && new URL(settings.SITE_URL).hostname !== settings.DOMAIN_NAME) {
      Annotations.of(this).addWarningV2(
        'gtm:site-url-domain',
        `SITE_URL (${settings.SITE_URL}) is not on DOMAIN_NAME (${settings.DOMAIN_NAME}): canonical links would point elsewhere.`,
      );
    }

    const siteUrl = `https://${settings.DOMAIN_NAME ?? distribution.distribution.distributionDomainName}`;
    new CfnOutput(this, 'SiteUrl', { value: siteUrl, description: 'The site' });
    new CfnOutput(this, 'ApiUrl', { value: `${siteUrl}/api`, description: 'The API, through CloudFront (WAF applies)' });
    new CfnOutput(this, 'DirectApiUrl', { value: api.httpApi.apiEndpoint, description: 'The execute-api address: refuses every call (403) without CloudFront’s origin header' });
    new CfnOutput(this, 'CloudFrontDomain', { value: distribution.distribution.distributionDomainName, description: 'CNAME target for DOMAIN_NAME' });
    new CfnOutput(this, 'DistributionId', { value: distribution.distribution.distributionId });
    new CfnOutput(this, 'SiteBucketName', { value: site.bucket.bucketName });
    new CfnOutput(this, 'AssetsBucketName', { value: assets.bucket.bucketName, description: 'Lead CSVs for /lead-management' });
    new CfnOutput(this, 'DataBucketName', { value: data.bucket.bucketName, description: 'Contact outbox, dead letters, newsletter, import jobs' });
    new CfnOutput(this, 'LogsBucketName', { value: accessLogs.bucket.bucketName });
    new CfnOutput(this, 'AirtableSecretName', { value: secretName(this.stackName, 'airtable') });
    new CfnOutput(this, 'OpenAiSecretName', { value: secretName(this.stackName, 'openai') });
    new CfnOutput(this, 'StaffTokenSecretName', { value: secretName(this.stackName, 'staff') });
    new CfnOutput(this, 'OriginSecretName', { value: secretName(this.stackName, 'origin'), description: 'CloudFront → API header secret (generated)' });
    new CfnOutput(this, 'AlarmTopicArn', { value: operations.topic.topicArn });

    // BucketDeployment's shared upload function (created by CDK, once per stack) and the role CDK gives it.
    for (const child of this.node.children) {
      if (child.node.id.startsWith('Custom::CDKBucketDeployment')) {
        acknowledgeCdkManagedFunction(
          child,
          "CDK's BucketDeployment handler: it runs only during deployment, its runtime and role are CDK's (S3 sync between the CDK asset bucket and our buckets, CloudFront invalidation).",
        );
      }
    }
  }

  /** An existing certificate by ARN, or one requested here for DOMAIN_NAME (DNS validation: add the CNAME ACM shows). */
  private certificate(settings: DeploySettings): ICertificate | undefined {
    if (!settings.DOMAIN_NAME) return undefined;
    if (settings.CERTIFICATE_ARN) return Certificate.fromCertificateArn(this, 'Certificate', settings.CERTIFICATE_ARN);
    return new Certificate(this, 'Certificate', { domainName: settings.DOMAIN_NAME, validation: CertificateValidation.fromDns() });
  }
}
