import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, expectTypeOf, it } from 'vitest';
import { appErrorOfSql, isRace, sqlErrors } from '../src/core/sql-errors';
import type { Db, Tx } from '../src/db/client';
// @ts-expect-error plain JavaScript: the script `npm run architecture` runs, measured here with the same code
import { analyse, specifiersOf } from '../../../scripts/architecture.mjs';

type Analysis = {
  files: string[];
  upward: { from: string; to: string }[];
  forbidden: { from: string; spec: string }[];
  moduleCycles: string[][];
  fileCycles: string[][];
};
const measure = analyse as (srcDir: string) => Analysis;

/**
 * The server's layers (docs/decisions/022): db → core → platform → modules → composition. No file imports a layer
 * above its own, no two modules import each other through any chain (type imports count), no file cycle, and
 * production code does not import the vendor simulator. The rules are tried on planted violations first.
 */
const scratch: string[] = [];
const plant = (files: Record<string, string>) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-arch-'));
  scratch.push(dir);
  for (const [file, code] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), `${code}\nexport const used = 1;\n`);
  }
  return measure(dir);
};
afterAll(() => {
  for (const d of scratch) fs.rmSync(d, { recursive: true, force: true });
});

describe('the layer and cycle rules, on planted violations', () => {
  it('finds an import up a layer, static, type-only, re-exported or dynamic', () => {
    const a = plant({
      'core/a.ts': "import type { X } from '../platform/p';",
      'core/b.ts': "export { y } from '../modules/m/index';",
      'db/c.ts': "const s = await import('../core/a');",
      'platform/p.ts': "import { z } from '../app';",
      'modules/m/index.ts': "import { seed } from '../../seed/index';",
      'seed/index.ts': '',
      'app.ts': '',
    });
    expect(a.upward.map((u) => `${u.from} → ${u.to}`).sort()).toEqual([
      'core/a.ts → platform/p.ts',
      'core/b.ts → modules/m/index.ts',
      'db/c.ts → core/a.ts',
      'modules/m/index.ts → seed/index.ts',
      'platform/p.ts → app.ts',
    ]);
  });

  it('finds a cycle between modules through a chain of faces, type imports included', () => {
    const a = plant({
      'modules/a/index.ts': "export { s } from './a.service';",
      'modules/a/a.service.ts': "import type { B } from '../b';",
      'modules/b/index.ts': "import { c } from '../c';",
      'modules/c/index.ts': "import type {\n  A,\n} from '../a';",
      'modules/d/index.ts': "import { a } from '../a';",
    });
    expect(a.moduleCycles).toEqual([['a', 'b', 'c']]);
    expect(a.fileCycles).toHaveLength(1);
    expect(a.fileCycles[0]).toHaveLength(4);
  });

  it('finds a file cycle inside one module, and the simulator imported by production code', () => {
    const a = plant({
      'modules/a/x.ts': "import { y } from './y';\nimport { c } from '@wl/vendor-sim/client';",
      'modules/a/y.ts': "import { x } from './x.js';",
    });
    expect(a.fileCycles).toEqual([['modules/a/x.ts', 'modules/a/y.ts']]);
    expect(a.forbidden).toEqual([{ from: 'modules/a/x.ts', spec: '@wl/vendor-sim/client' }]);
    expect(a.upward).toEqual([]);
  });

  it('accepts imports down the layers and between modules that do not come back', () => {
    const a = plant({
      'core/a.ts': "import { t } from '../db/schema';",
      'db/schema.ts': '',
      'platform/p.ts': "import { a } from '../core/a';",
      'modules/m/index.ts': "import { p } from '../../platform/p';\nimport { n } from '../n';",
      'modules/n/index.ts': "import { a } from '../../core/a';",
      'app.ts': "import { m } from './modules/m';",
    });
    expect([a.upward, a.moduleCycles, a.fileCycles, a.forbidden]).toEqual([[], [], [], []]);
  });

  it('reads commented-out imports as no import', () => {
    expect(specifiersOf("// import { a } from './a';\n/* import { b } from './b'; */\nimport './c';")).toEqual(['./c']);
  });
});

describe('the server as it is', () => {
  const a = measure(path.resolve(import.meta.dirname, '../src'));

  it('reads the whole tree', () => {
    expect(a.files.length).toBeGreaterThan(200);
    expect(a.files).toContain('modules/ops/index.ts');
  });
  it('has no import up a layer', () => expect(a.upward).toEqual([]));
  it('has no cycle between modules', () => expect(a.moduleCycles).toEqual([]));
  it('has no cycle between files', () => expect(a.fileCycles).toEqual([]));
  it('does not import the vendor simulator', () => expect(a.forbidden).toEqual([]));
});

describe('one database type', () => {
  it('a transaction is a Db, so repo functions take either without a cast', () => {
    expectTypeOf<Tx>().toExtend<Db>();
    const sources = measure(path.resolve(import.meta.dirname, '../src')).files.map((f) =>
      fs.readFileSync(path.resolve(import.meta.dirname, '../src', f), 'utf8'),
    );
    expect(sources.filter((s) => /as unknown as Db\b/.test(s))).toEqual([]);
  });
});

describe('one error map', () => {
  const src = path.resolve(import.meta.dirname, '../src');
  const files = measure(src).files.map((f) => ({ f, text: fs.readFileSync(path.join(src, f), 'utf8') }));

  it('SQL codes are read in core/sql-errors.ts only', () => {
    const stray = files.filter(({ f, text }) => f !== 'core/sql-errors.ts' && /['"](WL\d{3}|23505|40001|40P01|55P03)['"]/.test(text));
    expect(stray.map((s) => s.f)).toEqual([]);
  });

  it('each code of the table becomes its AppError; other errors pass as they are', () => {
    for (const [sqlCode, code] of Object.entries(sqlErrors)) {
      expect(appErrorOfSql(Object.assign(new Error('x'), { code: sqlCode }))?.code).toBe(code);
      // drizzle wraps the driver's error: the code is found on the cause
      expect(appErrorOfSql(new Error('wrapped', { cause: Object.assign(new Error('y'), { code: sqlCode }) }))?.code).toBe(code);
    }
    expect(appErrorOfSql(Object.assign(new Error('x'), { code: '23505' }))).toBeNull();
    expect(appErrorOfSql(new Error('plain'))).toBeNull();
    expect(isRace(Object.assign(new Error('x'), { code: 'WL498' }), 'seamless')).toBe(true);
    expect(isRace(Object.assign(new Error('x'), { code: 'WL498' }))).toBe(false);
  });

  it('a bare Error is thrown in modules only where it is caught and coded, or at start-up', () => {
    // Each of these throws inside a try whose catch answers a coded AppError (or records the failure), or at start-up.
    const allowed = [
      'modules/accounts/delivery.ts',
      'modules/accounts/server-keys.ts',
      'modules/accounts/social.service.ts',
      // The relay's "not connected yet" fails an outbox batch: the outbox catches it, records it and retries.
      'modules/event-stream/relay.ts',
      'modules/ledger/ledger.invariants.ts',
      'modules/outbox/outbox.service.ts',
    ];
    const bare = files.filter(({ f, text }) => f.startsWith('modules/') && /throw new Error\(/.test(text)).map((x) => x.f);
    expect(bare.filter((f) => !allowed.includes(f))).toEqual([]);
  });
});
