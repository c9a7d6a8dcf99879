import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { apiRoutes } from '../../functions/api-routes.ts';
import { lambdaFunctions } from '../../functions/function-entries.ts';
import { rateLimitRules } from '../../infra/edge/rate-limits.ts';
import { parseDeploySettings } from '../../infra/lib/deploy-settings.ts';
import { functionWiring } from '../../infra/lib/function-wiring.ts';
import { GtmSiteStack } from '../../infra/lib/gtm-site-stack.ts';
import { readTemplateIam, type TemplateIam } from '../../infra/lib/iam/template-policies.ts';

/**
 * The stack's IAM, synthesized offline as `npm run synth` would (bundling skipped, a stand-in site folder): what the
 * local S3 layer enforces per function. A few seconds at start.
 */
export function synthesizeTemplateIam(): TemplateIam {
  const scratch = mkdtempSync(join(tmpdir(), 'local-iam-'));
  try {
    const siteDir = join(scratch, 'site');
    mkdirSync(siteDir);
    mkdirSync(join(siteDir, 'assets'));
    writeFileSync(join(siteDir, 'index.html'), '<!doctype html>');
    writeFileSync(join(siteDir, '404.html'), '<!doctype html>');
    writeFileSync(join(siteDir, 'assets', 'a.js'), '');
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] }, outdir: join(scratch, 'out') });
    const stack = new GtmSiteStack(app, 'GtmSite', {
      env: { account: '123456789012', region: 'us-east-1' },
      settings: parseDeploySettings(() => undefined, {}),
      siteDir,
      routes: ['/'],
      functionEntries: lambdaFunctions,
      apiRoutes,
      wiring: functionWiring,
      rateLimits: rateLimitRules,
    });
    return readTemplateIam(Template.fromStack(stack).toJSON());
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
