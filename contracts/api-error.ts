// zod/mini: every function bundles this; the chained API would add ~70 KB to bundles that need none of it.
import * as z from 'zod/mini';

/** Every 4xx/5xx JSON body from our API. `fields` names each rejected field with its message. */
export const apiErrorSchema = z.object({
  error: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Flattens a zod error into `{ "a.b": "message" }`, first message per field. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
