import { sitePaths } from '../content/site-paths.ts';
import { describeListenError } from './port-check.ts';
import { checkLocalStart } from './start-checks.ts';
import { startLocalStack, type LocalStack } from './stack.ts';

// Settings and ports were checked before the build too (scripts/preflight.js); checked again here for `node local/start.ts`
// run directly (the e2e config does), and because a port can be taken during the build.
const check = await checkLocalStart();
if (!check.ok) {
  console.error(check.problems.join('\n'));
  process.exit(1);
}
const { settings } = check;
const dev = process.argv.includes('--dev');
let stack: LocalStack;
try {
  stack = await startLocalStack(settings, sitePaths(), { dev });
} catch (error) {
  const line = await describeListenError(settings, error);
  if (!line) throw error;
  console.error(line);
  process.exit(1);
}

console.log(`
  Site and API     ${stack.siteUrl}
  API (direct)     ${stack.apiUrl}   (refuses requests without CloudFront's origin header, as execute-api does)
  Email inbox      ${stack.sesUrl}   (JSON: ${stack.sesUrl}/store)
  Airtable API     ${stack.airtableUrl}
  S3               ${stack.s3Url}
  Staff token      ${stack.adminToken}   (for ${stack.siteUrl}/lead-management)
  Node             ${process.version}

  Ctrl-C stops everything.
`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await stack.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
