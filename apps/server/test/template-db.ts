import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client';
import { seedDemo } from '../src/seed/index';

/**
 * The databases a test file starts from, prepared once per run (architecture.md, habit 8): one migrated, one migrated
 * and seeded with the demo data. On PostgreSQL they are databases a test file copies with `CREATE DATABASE … TEMPLATE`;
 * on PGlite they are dumped data directories a test file loads into memory. Either way a file no longer pays for 32
 * migrations and the full demo seed (about 7 s each on this machine) before its first test.
 */
export type TemplateKind = 'migrated' | 'seeded';
export type DbTemplates = { engine: 'postgres' | 'pglite' } & Record<TemplateKind, string>;

export const adminQuery = async (url: string, sql: string) => {
  const { Client } = await import('pg');
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
};

/** The URL of database `name` on the server of `base`. */
export const databaseUrl = (base: string, name: string) => {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
};

const preparePostgres = async (base: string): Promise<DbTemplates> => {
  const tag = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const migrated = `wl_tpl_${tag}_m`;
  const seeded = `wl_tpl_${tag}_s`;
  await adminQuery(base, `CREATE DATABASE ${migrated}`);
  const m = await openDatabase({ url: databaseUrl(base, migrated), poolSize: 2 });
  await m.migrate();
  await m.close();
  await adminQuery(base, `CREATE DATABASE ${seeded} TEMPLATE ${migrated}`);
  const s = await openDatabase({ url: databaseUrl(base, seeded), poolSize: 4 });
  await seedDemo(s.db);
  await s.close();
  return { engine: 'postgres', migrated, seeded };
};

const preparePglite = async (): Promise<DbTemplates> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-tpl-'));
  const h = await openDatabase({ dataDir: 'memory://' });
  await h.migrate();
  const write = async (kind: TemplateKind) => {
    const file = path.join(dir, `${kind}.tar`);
    fs.writeFileSync(file, Buffer.from(await (await (h.dump as () => Promise<Blob>)()).arrayBuffer()));
    return file;
  };
  const migrated = await write('migrated');
  await seedDemo(h.db);
  const seeded = await write('seeded');
  await h.close();
  return { engine: 'pglite', migrated, seeded };
};

/** Prepares both templates on the engine of this run; answers them and how to remove them at the end. */
export const prepareTemplates = async (engine: 'postgres' | 'pglite', base?: string) => {
  if (engine === 'postgres') {
    if (!base) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');
    const t = await preparePostgres(base);
    return {
      templates: t,
      remove: async () => {
        for (const name of [t.seeded, t.migrated]) await adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const t = await preparePglite();
  return { templates: t, remove: async () => fs.rmSync(path.dirname(t.seeded), { recursive: true, force: true }) };
};
