import { spawnSync } from 'node:child_process';
import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { lambdaFunctions } from '../../functions/function-entries.ts';
import { siteSettingsSchema } from '../../settings/site-settings.ts';
import { contextFromArgs, deployContextFlag, deployRefusalMessage, deployRefusals, parseDeploySettings } from '../lib/deploy-settings.ts';
import { concurrencyQuotaRefusal, functionWiring, requiredAccountConcurrency } from '../lib/function-wiring.ts';
import { repoRoot } from '../lib/repo-root.ts';

/**
 * `npm run deploy [-- <cdk deploy options>]`: refuses placeholder addresses and a missing ALARM_EMAIL before the
 * build starts (settings from `-c NAME=value` on the command line, then the environment, as the app reads them),
 * then builds and runs `cdk deploy` with the flag that makes the app apply the same check.
 */
const args = process.argv.slice(2);
const context = contextFromArgs(args);

let refusals: string[];
try {
  const settings = parseDeploySettings((name) => context[name], process.env);
  const build = siteSettingsSchema.safeParse(process.env);
  if (!build.success) throw new Error(`Invalid build settings: ${build.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  refusals = deployRefusals(settings, build.data);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
if (refusals.length > 0) {
  console.error(deployRefusalMessage(refusals));
  process.exit(1);
}

// Reserved concurrency fails the deployment late (after the build and half a stack) on an account with a small quota: ask first.
const required = requiredAccountConcurrency(functionWiring, Object.keys(lambdaFunctions));
try {
  const lambda = new LambdaClient({ region: 'us-east-1' });
  const account = await lambda.send(new GetAccountSettingsCommand({}), { abortSignal: AbortSignal.timeout(10_000) });
  const refusal = concurrencyQuotaRefusal(account.AccountLimit?.ConcurrentExecutions ?? 0, required);
  if (refusal) {
    console.error(`Deployment refused: ${refusal}`);
    process.exit(1);
  }
} catch (error) {
  console.error(`Could not read the account's Lambda concurrency quota (${error instanceof Error ? error.message : String(error)}); it must be at least ${required}. Going on: cdk deploy will report missing credentials itself.`);
}

const run = (command: string, commandArgs: string[]) => {
  const result = spawnSync(command, commandArgs, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run('npm', ['run', 'build']);
run('npx', ['cdk', 'deploy', '-c', `${deployContextFlag}=true`, ...args]);
