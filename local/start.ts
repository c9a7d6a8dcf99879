import { sitePaths } from '../content/site-paths.ts';
import { loadLocalSettings } from './settings.ts';
import { startLocalStack } from './stack.ts';

const settings = loadLocalSettings();
const dev = process.argv.includes('--dev');
const stack = await startLocalStack(settings, sitePaths(), { dev });

console.log(`
  Site and API     ${stack.siteUrl}
  API (direct)     ${stack.apiUrl}   (refuses requests without CloudFront's origin header, as execute-api does)
  Email inbox      ${stack.sesUrl}   (JSON: ${stack.sesUrl}/store)
  Airtable API     ${stack.airtableUrl}
  S3               ${stack.s3Url}
  Staff token      ${stack.adminToken}   (for ${stack.siteUrl}/lead-management)

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
