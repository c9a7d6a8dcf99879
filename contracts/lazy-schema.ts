/**
 * zod builds a schema by cloning it at every chained call (`.refine().trim().min()...`); the contact contract costs a
 * phone about 100 ms of main thread at page load (docs/decisions.md, "Form contracts built on first use"). A contract
 * is therefore a builder run once, on first use: the functions read the eager export (built when their module loads),
 * the browser forms call the builder on first validation. Both get the very same schema object.
 */
export function once<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}

/**
 * A Standard Schema validator (what TanStack Form accepts) whose schema is built on its first validation, not when the
 * form renders: `'~standard' in validator` holds at once, reading it builds the schema.
 */
export function validateLazily<S extends { readonly '~standard': unknown }>(schema: () => S): Pick<S, '~standard'> {
  return {
    get '~standard'() {
      return schema()['~standard'];
    },
  } as Pick<S, '~standard'>;
}
