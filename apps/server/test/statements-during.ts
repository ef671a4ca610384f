import type { TestContext } from './harness';

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * How many statements the server's database client is asked to run while `fn` runs (on PGlite and PostgreSQL), so a
 * test can hold a path to its round trips; with `matching`, only those whose text holds it (the seamless calls, say,
 * apart from a configuration read the tests make uncached).
 */
export const statementsDuring = async (t: TestContext, fn: () => Promise<unknown>, matching?: string) => {
  const client = (t.dbHandle.db as unknown as { $client: { query: Query } }).$client;
  const original = client.query;
  let n = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    const q = args[0] as string | { text?: unknown } | undefined;
    const text = typeof q === 'string' ? q : q?.text;
    if (matching === undefined || (typeof text === 'string' && text.includes(matching))) n++;
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    client.query = original;
  }
  return n;
};
