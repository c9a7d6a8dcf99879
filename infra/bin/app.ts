import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { sitePaths } from '../../content/site-paths.ts';
import { apiRoutes } from '../../functions/api-routes.ts';
import { lambdaFunctions } from '../../functions/function-entries.ts';
import { distDir } from '../../scripts/dist-dir.ts';
import { rateLimitRules } from '../edge/rate-limits.ts';
import { deployContextFlag, deployRefusalMessage, deployRefusals, parseDeploySettings } from '../lib/deploy-settings.ts';
import { siteSettingsSchema } from '../../settings/site-settings.ts';
import { functionWiring } from '../lib/function-wiring.ts';
import { GtmSiteStack } from '../lib/gtm-site-stack.ts';
import { repoRoot } from '../lib/repo-root.ts';

// The only place that reads the environment and CDK context; everything below takes typed props.
// Run by the CDK CLI (deploy) or directly by `npm run synth` (no CLI, no credentials): either way it writes cdk.out.
const app = new App({ outdir: process.env.CDK_OUTDIR ?? join(repoRoot, 'cdk.out') });
const settings = parseDeploySettings((name) => app.node.tryGetContext(name), process.env);
// `npm run deploy` (infra/bin/deploy.ts) sets the flag: placeholders and a missing ALARM_EMAIL stop the deployment here
// too, so `cdk deploy -c gtm:deploy=true` run by hand is held to the same rules. Synth only mentions them.
const build = siteSettingsSchema.safeParse(process.env).data;
const refusals = deployRefusals(settings, build ?? {});
const deploying = String(app.node.tryGetContext(deployContextFlag)) === 'true';
if (deploying && refusals.length > 0) {
  console.error(deployRefusalMessage(refusals));
  process.exit(1);
}
// Like every cloud setting, DIST_DIR comes from context (`cdk deploy -c DIST_DIR=dist-x`) first, then the environment.
const distName = (app.node.tryGetContext('DIST_DIR') as string | undefined) || process.env.DIST_DIR || undefined;
const siteDir = join(distDir({ DIST_DIR: distName }), 'site');
if (!existsSync(join(siteDir, 'index.html'))) {
  throw new Error(`No site build in ${siteDir}: run \`${distName ? `DIST_DIR=${distName} ` : ''}npm run build\` first (npm run synth/deploy/destroy do).`);
}

const stack = new GtmSiteStack(app, 'GtmSite', {
  description: 'Marketing site, contact capture, chat assistant and lead import',
  // us-east-1 always (CloudFront's web ACL and certificates live there); the account comes from the CLI's
  // credentials when it has them and stays a deploy-time parameter otherwise, so synth needs none.
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: 'us-east-1' },
  settings,
  contactEmail: build?.CONTACT_EMAIL,
  siteDir,
  routes: sitePaths(),
  functionEntries: lambdaFunctions,
  apiRoutes,
  wiring: functionWiring,
  rateLimits: rateLimitRules,
});

if (refusals.length > 0) Annotations.of(stack).addInfo(`Fine for synth; npm run deploy would refuse: ${refusals.join(' ')}`);

// AwsSolutions runs at synth: an unacknowledged finding fails `npm run synth` and `npm run deploy`.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
app.synth();
