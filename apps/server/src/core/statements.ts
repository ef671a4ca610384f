import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * A named statement for the hot paths (sessions, money calls). On PostgreSQL it is prepared once per connection
 * and then only bound and executed, which saves the parse/plan on the server and the query building in Node that a
 * query-builder call costs on every request; PGlite runs the same text with the same parameters.
 */
export type Statement = { name: string; text: string };
export type RawQuery = <T = Record<string, unknown>>(st: Statement, values: unknown[]) => Promise<T[]>;

type PgLike = { query: (q: { name: string; text: string; values: unknown[] }) => Promise<{ rows: unknown[] }> };
type PgliteLike = { query: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>; waitReady: unknown };

const cache = new WeakMap<object, RawQuery>();

/** The raw query function of a database handle's client (drizzle keeps it as `$client`). */
export const rawOf = (db: Db): RawQuery => {
  const client = (db as unknown as { $client?: PgLike | PgliteLike }).$client;
  // A transaction handle has no client of its own: its statements must run on it, through the query builder.
  if (!client) return inTransaction(db);
  const hit = cache.get(client);
  if (hit) return hit;
  const raw: RawQuery =
    'waitReady' in client
      ? async <T>(st: Statement, values: unknown[]) => (await (client as PgliteLike).query(st.text, values)).rows as T[]
      : async <T>(st: Statement, values: unknown[]) =>
          (await (client as PgLike).query({ name: st.name, text: st.text, values })).rows as T[];
  cache.set(client, raw);
  return raw;
};

/** `$n` placeholders become bound parameters of a drizzle SQL object. */
const inTransaction =
  (db: Db): RawQuery =>
  async <T>(st: Statement, values: unknown[]) => {
    const parts = st.text.split(/\$(\d+)/);
    const chunks: SQL[] = parts.map((p, i) => (i % 2 === 0 ? sql.raw(p) : sql`${values[Number(p) - 1]}`));
    return ((await db.execute(sql.join(chunks))) as unknown as { rows: T[] }).rows;
  };

/** Declares a statement; names must be unique across the server (a test of this module checks the registry). */
const registry = new Map<string, string>();
export const statement = (name: string, text: string): Statement => {
  const prior = registry.get(name);
  if (prior !== undefined && prior !== text) throw new Error(`statement ${name} declared twice with different text`);
  registry.set(name, text);
  return { name, text };
};

/** A declared statement's text by name (the benchmarks send the very same SQL through pgbench); undefined if none. */
export const statementText = (name: string) => registry.get(name);
