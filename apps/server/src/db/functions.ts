import fs from 'node:fs';
import path from 'node:path';

/**
 * The SQL functions' single source: `db/functions/<name>.sql`, one `CREATE OR REPLACE FUNCTION` per file. Migrations
 * are produced from these files (`npm run db:functions -w @wl/server`), and a test fails when a source differs from
 * what the latest migration defining that function says, so the two can never drift.
 */
export const functionsDir = path.resolve(import.meta.dirname, 'functions');
const migrationsDir = path.resolve(import.meta.dirname, 'migrations');
const BREAKPOINT = '--> statement-breakpoint';
const header = /CREATE OR REPLACE FUNCTION\s+([a-z_][a-z0-9_]*)\s*\(/i;

/** The definition itself, from `CREATE OR REPLACE FUNCTION` to its end: the comments before it are free to change. */
export const definitionOf = (text: string) => {
  const at = text.search(header);
  return at < 0 ? null : text.slice(at).trim();
};

/** Every function source, by function name (the file name must be the function's name). */
export const functionSources = (): Map<string, string> => {
  const out = new Map<string, string>();
  for (const file of fs.readdirSync(functionsDir).filter((f) => f.endsWith('.sql'))) {
    const text = fs.readFileSync(path.join(functionsDir, file), 'utf8');
    const name = header.exec(text)?.[1];
    if (name !== path.basename(file, '.sql')) throw new Error(`${file} must define the function ${path.basename(file, '.sql')}`);
    out.set(name, text);
  }
  return out;
};

/** The migrations in the order they are applied (meta/_journal.json). */
export const journalTags = (): string[] =>
  (JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] }).entries.map(
    (e) => e.tag,
  );

/** For every function some migration defines, the definition of the last migration that does, and which one. */
export const migratedDefinitions = (): Map<string, { tag: string; definition: string }> => {
  const out = new Map<string, { tag: string; definition: string }>();
  for (const tag of journalTags()) {
    for (const chunk of fs.readFileSync(path.join(migrationsDir, `${tag}.sql`), 'utf8').split(BREAKPOINT)) {
      const name = header.exec(chunk)?.[1];
      const definition = definitionOf(chunk);
      if (name && definition) out.set(name, { tag, definition });
    }
  }
  return out;
};

/** Functions whose source is new or differs from what the migrations define: the next migration must carry them. */
export const staleFunctions = (): string[] => {
  const migrated = migratedDefinitions();
  return [...functionSources()]
    .filter(([name, text]) => migrated.get(name)?.definition !== definitionOf(text))
    .map(([name]) => name)
    .sort();
};

/**
 * The body of a migration that (re)creates the given functions, each as its own statement, a function another one
 * calls first: a LANGUAGE sql body is checked when it is created, so its callees must exist by then.
 */
export const migrationOf = (names: string[]) => {
  const sources = functionSources();
  const calls = (n: string) => names.filter((m) => m !== n && new RegExp(`\\b${m}\\s*\\(`).test(definitionOf(sources.get(n) ?? '') ?? ''));
  const ordered: string[] = [];
  const visit = (n: string, path: string[]) => {
    if (ordered.includes(n) || path.includes(n)) return;
    for (const m of calls(n)) visit(m, [...path, n]);
    ordered.push(n);
  };
  for (const n of names) visit(n, []);
  return ordered.map((n) => (sources.get(n) ?? '').trim()).join(`\n${BREAKPOINT}\n\n`);
};
