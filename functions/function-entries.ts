/**
 * Every deployable Lambda function and its entry file. The CDK stack creates one NodejsFunction per entry,
 * `npm run build:functions` bundles each, and the local adapter imports the same entry files. `keepNames`: only
 * bundles with airtable.js need function names kept (functions/bundling.ts says why; bundling.test.ts checks it).
 * `external`: modules left out of the bundle because only a dynamic import() loads them, for a call the function never makes.
 */
export const lambdaFunctions = {
  contact: { entry: 'functions/contact/handler.ts', description: 'Lead capture (contact form, newsletter): validate, record durably, deliver', keepNames: true },
  'contact-delivery': { entry: 'functions/contact-delivery/handler.ts', description: 'Retrying lead sender, run every minute; dead-letters after 24 h', keepNames: true },
  chat: { entry: 'functions/chat/handler.ts', description: 'Chat assistant: OpenAI-compatible model grounded in content, offline retrieval without a key', keepNames: false, external: ['@smithy/core/event-streams'] },
  'lead-import-api': { entry: 'functions/lead-import/api-handler.ts', description: 'Staff API (/api/admin/*): CSV files, preview, import jobs, Airtable records; bearer token', keepNames: true },
  'lead-import-worker': { entry: 'functions/lead-import/worker-handler.ts', description: 'Lead import job runner: chunks until near its timeout, then re-invokes itself (async)', keepNames: true },
} as const satisfies Record<string, { entry: string; description: string; keepNames: boolean; external?: readonly string[] }>;

export type LambdaFunctionName = keyof typeof lambdaFunctions;
