import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/decisions/010: SQL lives in `<area>.repo.ts` files (and in db/functions/*.sql); services hold the rules and
 * call named repo functions, routes hold none. This scans every module file that is neither a repo nor a test.
 */
const modulesDir = path.resolve(import.meta.dirname, '../src/modules');

/**
 * Files allowed to hold SQL outside a repo: none today. Only ever shrinks: an entry whose file no longer holds SQL
 * fails the test below, so it is removed as soon as its file is clean.
 */
const allowList = new Set<string>([]);

/** Imports of a value (not only types) from a module whose path matches `from`. */
const importsValueFrom = (text: string, from: RegExp) =>
  [...text.matchAll(/^import\s+(type\s+)?([^;]*?)\s+from\s+'([^']+)'/gm)].some(([, typeOnly, what = '', source = '']) => {
    if (typeOnly || !from.test(source)) return false;
    const names = what
      .replace(/^\{|\}$/g, '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    return names.some((n) => !n.startsWith('type '));
  });

const rules: { name: string; test: (text: string) => boolean }[] = [
  { name: 'drizzle sql template', test: (t) => /\bsql\s*(`|\.raw\(|\.join\()/.test(t) },
  {
    name: 'query on a database or transaction handle',
    test: (t) => /\b(db|tx|txRaw|trx)\s*\.\s*(select|selectDistinct|insert|update|delete|execute)\s*\(/.test(t),
  },
  { name: 'prepared statement or raw client', test: (t) => /\b(statement|rawOf)\s*\(/.test(t) || importsValueFrom(t, /core\/statements$/) },
  { name: 'drizzle-orm value import', test: (t) => importsValueFrom(t, /^drizzle-orm$/) },
  { name: 'schema table import', test: (t) => importsValueFrom(t, /\/db\/schema$/) },
];

/** The rules a text breaks (a file's whole text, so a query spread over several lines still counts). */
const sqlFindings = (text: string) => rules.filter((r) => r.test(text)).map((r) => r.name);

const moduleFiles = (dir: string, rel = ''): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const relPath = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) return moduleFiles(path.join(dir, e.name), relPath);
    return e.name.endsWith('.ts') && !e.name.endsWith('.repo.ts') && !e.name.endsWith('.test.ts') ? [relPath] : [];
  });

describe('SQL placement', () => {
  it('recognises SQL in its usual shapes and leaves plain code alone', () => {
    const planted = [
      'const r = await db.execute(sql`SELECT 1`);',
      'await deps.db\n  .update(members)\n  .set({ icon })',
      'await tx.insert(opsAuditLog).values(row);',
      "const st = statement('x', 'SELECT 1');",
      "import { and, eq } from 'drizzle-orm';",
      "import { members } from '../../db/schema';",
      "import { type Row, members } from '../../db/schema';",
    ];
    for (const code of planted) expect(sqlFindings(code), code).not.toEqual([]);
    const clean = [
      "createHash('sha256').update(token).digest('hex');",
      'cache.delete(code);',
      'await repo.update(merchantId, id, values);',
      "import type { SQL } from 'drizzle-orm';",
      "import type { members } from '../../db/schema';",
      "import { type WithdrawalStatus } from '../../db/schema';",
      'await deps.db.transaction(async (tx) => repo.insert(tx, row));',
    ];
    for (const code of clean) expect(sqlFindings(code), code).toEqual([]);
  });

  it('no module file outside a repo holds SQL (apart from the allow-list)', () => {
    const offenders = moduleFiles(modulesDir)
      .filter((f) => !allowList.has(f))
      .map((f) => ({ file: f, found: sqlFindings(fs.readFileSync(path.join(modulesDir, f), 'utf8')) }))
      .filter((x) => x.found.length > 0);
    expect(offenders).toEqual([]);
  });

  it('every allow-listed file still holds SQL (a clean one leaves the list)', () => {
    const stale = [...allowList].filter((f) => {
      const file = path.join(modulesDir, f);
      return !fs.existsSync(file) || sqlFindings(fs.readFileSync(file, 'utf8')).length === 0;
    });
    expect(stale).toEqual([]);
  });
});
