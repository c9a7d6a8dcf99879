import { parseArgs } from 'node:util';
import { defaultBaseId, developmentToken, leadsTable } from './schema.ts';
import { startAirtableApiServer } from './server.ts';

// The same development token local/stack.ts hands the functions, so both ways of running agree.

const usage = `Usage: node local/airtable-api/cli.ts [options]

  --port <n>          port to listen on (default 8787; 0 picks a free one)
  --host <address>    address to bind (default 127.0.0.1)
  --data-file <path>  JSON file the records live in (default .local/airtable/data.json)
  --token <token>     accepted bearer token; repeat for several
                      (default: $AIRTABLE_API_KEY, else ${developmentToken})
  --no-rate-limit     turn off Airtable's 5 requests/second/base limit and its 30 s penalty
  --help              show this text`;

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    host: { type: 'string', default: '127.0.0.1' },
    'data-file': { type: 'string', default: '.local/airtable/data.json' },
    token: { type: 'string', multiple: true },
    'no-rate-limit': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(usage);
  process.exit(0);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a whole number from 0 to 65535\n\n${usage}`);
  process.exit(2);
}

const tokens = values.token ?? [process.env.AIRTABLE_API_KEY || developmentToken];
const server = await startAirtableApiServer({
  port,
  host: values.host,
  dataFile: values['data-file'],
  tokens,
  rateLimit: values['no-rate-limit'] ? false : undefined,
});

console.log(`Airtable API stand-in on ${server.url}
  base ${defaultBaseId}, table ${leadsTable.name} (${leadsTable.id}), data in ${values['data-file']}
  token${tokens.length > 1 ? 's' : ''}: ${tokens.join(', ')}
  Ctrl-C stops it.`);

async function stop(): Promise<void> {
  await server.close();
  process.exit(0);
}
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
