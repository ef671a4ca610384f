import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/core/config';
import { type DbHandle, openDatabase } from '../src/db/client';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { assertLedgerInvariants } from '../src/modules/ledger';
import { adminQuery, databaseUrl, type TemplateKind } from './template-db';

/** Which database the integration tests run on: PGlite in memory, or a fresh PostgreSQL database per test file. */
export const testDbKind = process.env.TEST_DB === 'pg' ? 'postgres' : 'pglite';

export type TestContext = { app: FastifyInstance; dbHandle: DbHandle; config: Config; close: () => Promise<void> };

/**
 * A database of this test file's own: copied from the run's prepared template (`seeded`: migrated with the demo data;
 * `migrated`: the schema alone), or `empty` for the tests of migrating itself. Tests on PostgreSQL do not wait for
 * the disk at each commit (synchronous_commit off: a crash of the server could lose the last commits, which no test
 * relies on; killing our own process loses nothing).
 */
export const createTestDb = async (from: TemplateKind | 'empty' = 'empty'): Promise<{ handle: DbHandle; drop: () => Promise<void> }> => {
  const templates = inject('dbTemplates');
  if (testDbKind === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');
    const name = `wl_t_${randomBytes(6).toString('hex')}`;
    await adminQuery(base, from === 'empty' ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${templates[from]}`);
    // TEST_POOLER_URL: the app reaches its database through a transaction-mode pooler (PgBouncer in front of
    // TEST_DATABASE_URL's server, decision 035); databases are still made and dropped on the server itself.
    const pooler = process.env.TEST_POOLER_URL;
    const url = new URL(databaseUrl(pooler ?? base, name));
    url.searchParams.set('options', '-c synchronous_commit=off');
    const handle = await openDatabase({ url: url.toString(), poolSize: 10, poolMode: pooler ? 'transaction' : 'session' });
    return {
      handle,
      drop: async () => {
        await handle.close();
        await adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const loadDataDir = from === 'empty' ? undefined : new Blob([fs.readFileSync(templates[from])]);
  const handle = await openDatabase({ dataDir: 'memory://', loadDataDir });
  return { handle, drop: () => handle.close() };
};

/** The configuration test apps are built with: quiet, with the tests' operator key and no web build; `env` adds or overrides. */
export const testConfig = (env: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    OPS_API_KEY: 'test-ops-key-123',
    WEB_DIST: '/nonexistent',
    BACKOFFICE_DIST: '/nonexistent',
    ...env,
  });

/** A migrated, seeded database and an app built on it; drive it with app.inject. */
export const createTestApp = async (env: Record<string, string> = {}): Promise<TestContext> => {
  const { handle, drop } = await createTestDb('seeded');
  const config = testConfig({ MERCHANT_CACHE_MS: '0', VENDOR_PROTOCOL_CACHE_MS: '0', ...env });
  const app = await buildApp({ config, dbHandle: handle, logger: false });
  await app.ready();
  return {
    app,
    dbHandle: handle,
    config,
    close: async () => {
      await app.close();
      await drop();
    },
  };
};

/**
 * The app one test file drives: built before its first test (by `make`, `createTestApp` unless told), closed after its
 * last, with the ledger invariants checked after every test unless `ledgerChecked` is false. The object is returned at
 * once and filled in by `beforeAll`, so the file holds it in a `const`.
 */
export const appForFile = <T extends TestContext = TestContext>(o: { make?: () => Promise<T>; ledgerChecked?: boolean } = {}): T => {
  const t = {} as T;
  beforeAll(async () => {
    Object.assign(t, await (o.make ?? createTestApp)());
  });
  if (o.ledgerChecked !== false) {
    afterEach(async () => {
      await assertLedgerInvariants(t.dbHandle.db);
    });
  }
  afterAll(() => t.close?.());
  return t;
};

export const H = (merchant = 'DEMO', extra: Record<string, string> = {}) => ({ merchant, language: 'EN', device: 'WEB', ...extra });
export const OPS = { authorization: 'Bearer test-ops-key-123' };

/** Creates a member of a merchant and opens a session for it (until tests can sign in through the login call). */
export const signIn = async (
  ctx: Pick<TestContext, 'dbHandle'>,
  opts: { merchant?: string; account?: string; type?: number; parentId?: number } = {},
) => {
  const { members, merchants } = await import('../src/db/schema');
  const { eq } = await import('drizzle-orm');
  const { createSessionService } = await import('../src/modules/sessions/session.service');
  const db = ctx.dbHandle.db;
  const m = (
    await db
      .select()
      .from(merchants)
      .where(eq(merchants.code, opts.merchant ?? 'DEMO'))
  )[0];
  if (!m) throw new Error('no such merchant');
  const account = opts.account ?? `player${Math.floor(Math.random() * 1e9)}`;
  const [member] = await db
    .insert(members)
    .values({ merchantId: m.id, account, type: opts.type ?? 0, parentId: opts.parentId ?? null })
    .returning();
  const session = await createSessionService({ db }).open({ merchantId: m.id, memberId: member!.id });
  return {
    member: member!,
    token: session.token,
    sessionId: session.sessionId,
    headers: H(opts.merchant ?? 'DEMO', { authorization: session.token }),
  };
};

/** A signed-in member's call (see `signIn`): the method and address with its headers, and a JSON body when given. */
export const memberCall = (
  ctx: Pick<TestContext, 'app'>,
  who: { headers: Record<string, string> },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers: who.headers, payload });

/** Credits a member's main wallet through the ledger (an opening deposit), as every balance must be. */
export const fund = async (
  ctx: Pick<TestContext, 'dbHandle'>,
  member: { id: number; merchantId: number },
  amount: bigint,
  key = `fund-${member.id}-${Math.random()}`,
) => {
  const { createLedgerService } = await import('../src/modules/ledger/ledger.service');
  return createLedgerService({ db: ctx.dbHandle.db }).transfer({
    idempotencyKey: key,
    merchantId: member.merchantId,
    kind: 'DEPOSIT',
    postings: [
      { account: { system: 'DEPOSIT_CLEARING' }, amount: -amount },
      { account: { memberId: member.id }, amount },
    ],
  });
};

/** An agent with a downline tree: agent → [m1, sub-agent → [m2]], and an outsider agent with its own member. */
export const agentTree = async (ctx: Pick<TestContext, 'dbHandle'>, merchant = 'DEMO') => {
  const agent = await signIn(ctx, { merchant, type: 1 });
  const m1 = await signIn(ctx, { merchant, parentId: agent.member.id });
  const sub = await signIn(ctx, { merchant, type: 2, parentId: agent.member.id });
  const m2 = await signIn(ctx, { merchant, parentId: sub.member.id });
  const other = await signIn(ctx, { merchant, type: 1 });
  const otherMember = await signIn(ctx, { merchant, parentId: other.member.id });
  return { agent, m1, sub, m2, other, otherMember };
};

/** A multipart/form-data body for app.inject: text fields and files. */
export const multipartBody = (
  fields: Record<string, string>,
  files: { name: string; filename: string; type: string; data: Buffer }[] = [],
) => {
  const boundary = `----wl${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

/** Bytes that start like a real PNG / JPEG (the server sniffs the content, not the name). */
export const pngBytes = (size = 256) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(Math.max(0, size - 8), 1)]);
export const jpgBytes = (size = 256) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(Math.max(0, size - 4), 2)]);
