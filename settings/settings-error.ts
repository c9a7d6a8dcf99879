import { safeParse, type $ZodIssue, type $ZodType, type output } from 'zod/v4/core';

/** A bad setting: the message names the setting, the value it had (unless secret) and what is allowed. One line per problem. */
export class SettingsError extends Error {
  override name = 'SettingsError';
}

// Values of these are never echoed back (they end up in terminals and CI logs).
const secretName = /(TOKEN|API_KEY|SECRET|PASSWORD|SIGNING_KEY)$/;

/** "PORT must be a port number from 0 to 65535 (got "abc")": what a person reading the terminal needs, without zod's structure. */
export function describeSettingIssue(issue: $ZodIssue, env: Readonly<Record<string, unknown>>): string {
  const name = issue.path.map(String).join('.') || 'settings';
  const message = issue.message.startsWith('must ') ? ` ${issue.message}` : `: ${issue.message}`;
  const value = env[String(issue.path[0])];
  const got = value === undefined || secretName.test(name) ? '' : ` (got ${JSON.stringify(value)})`;
  return `${name}${message}${got}`;
}

/** Empty strings count as unset, as `FOO= npm start` usually means "no FOO". */
export function withoutEmptyValues(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
}

/** Parses one settings surface with its schema, or throws a SettingsError listing every bad setting. */
export function parseSettings<Schema extends $ZodType>(schema: Schema, env: Readonly<Record<string, string | undefined>>): output<Schema> {
  const values = withoutEmptyValues(env);
  const parsed = safeParse(schema, values);
  if (parsed.success) return parsed.data;
  throw new SettingsError(parsed.error.issues.map((issue) => describeSettingIssue(issue, values)).join('\n'));
}
