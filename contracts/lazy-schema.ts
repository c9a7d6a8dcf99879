/**
 * Building a schema runs zod's constructors for every part of it; classic zod even cloned at every chained call, and the
 * contact contract cost a phone about 100 ms of main thread at page load (docs/decisions.md, "Form contracts built on
 * first use"). The contracts are zod/mini now (issue 22), which is cheaper, but a form still needs none of it before the
 * visitor types. A contract is therefore a builder run once, on first use: the functions read the eager export (built
 * when their module loads), the browser forms call the builder on first validation. Both get the very same schema object.
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
