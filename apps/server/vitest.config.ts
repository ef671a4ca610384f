import { defineConfig } from 'vitest/config';

/**
 * The server's tests. Integration files copy a database prepared once per run (test/global-setup.ts). Files run in
 * parallel: on PostgreSQL much of a file's time is the database's, so more files than cores keep both cores busy;
 * PGlite runs in the test's own process, one file per core. `@module-tag pglite` marks the files that also run on
 * PGlite when the full suite runs on PostgreSQL (scripts/test-pglite.mjs).
 */
const onPostgres = process.env.TEST_DB === 'pg';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 120000,
    pool: 'forks',
    globalSetup: ['test/global-setup.ts'],
    maxWorkers: onPostgres ? 3 : 2,
    tags: [{ name: 'pglite', description: 'also runs on the embedded database (PGlite) when the full suite runs on PostgreSQL' }],
  },
});
