/**
 * Every deployable Lambda function and its entry file. The CDK stack creates one NodejsFunction per entry,
 * `npm run build:functions` bundles each, and the local adapter imports the same entry files.
 */
export const lambdaFunctions = {
  contact: { entry: 'functions/contact/handler.ts', description: 'Contact form: validate, record durably, deliver by email' },
} as const satisfies Record<string, { entry: string; description: string }>;

export type LambdaFunctionName = keyof typeof lambdaFunctions;
