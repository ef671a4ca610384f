import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema, databaseOptions, loadConfig } from './config';

/** The README promises a table of every setting: each key of the config schema must have a row. */
describe('README configuration table', () => {
  const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../README.md'), 'utf8');
  const documented = new Set([...readme.matchAll(/^\| `([A-Z0-9_]+)`/gm)].map((m) => m[1]));

  it('lists every setting the server reads', () => {
    const missing = Object.keys(configSchema.shape).filter((k) => !documented.has(k));
    expect(missing).toEqual([]);
  });

  it('shows the default the schema really uses', () => {
    const defaults = configSchema.parse({});
    for (const [key, value] of Object.entries(defaults)) {
      if (typeof value !== 'number' && typeof value !== 'string') continue;
      const row = readme.match(new RegExp(`^\\| \`${key}\`\\s*\\| ([^|]*)\\|`, 'm'))?.[1] ?? '';
      expect(row, key).toContain(String(value));
    }
  });

  it('lists the web build settings too', () => {
    expect(documented).toContain('MERCHANT');
  });
});

describe('database options', () => {
  it('reads one or more replicas from DATABASE_READ_URL and the pooler mode', () => {
    const c = loadConfig({
      DATABASE_URL: 'postgres://u@primary:6432/wl',
      DATABASE_READ_URL: 'postgres://u@r1:5432/wl, postgres://u@r2:5432/wl',
      DATABASE_POOL_MODE: 'transaction',
    });
    expect(databaseOptions(c)).toMatchObject({
      url: 'postgres://u@primary:6432/wl',
      readUrls: ['postgres://u@r1:5432/wl', 'postgres://u@r2:5432/wl'],
      poolMode: 'transaction',
      readPoolSize: 10,
      freshMs: 5000,
      waitMs: 200,
    });
    expect(databaseOptions(loadConfig({})).readUrls).toBeUndefined();
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://u@r1/wl,not a url' })).toThrow(/DATABASE_READ_URL/);
  });
});
