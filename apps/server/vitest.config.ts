import { defineConfig } from 'vitest/config';

/**
 * The server's tests. Integration files copy a database prepared once per run (test/global-setup.ts). Files run in
 * parallel: on PostgreSQL much of a file's time is the database's, so more files than cores keep both cores busy;
 * PGlite runs in the test's own process, one file per core. Workers are not isolated: a file must leave no state
 * behind in a module (caches keyed by what they hold are fine; nothing a file sets may change what another reads). `@module-tag pglite` marks the files that also run on
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
    // A worker keeps the modules it loaded from one file to the next (each file still builds its own app on its own
    // database): loading the server's module graph again for every file was about half the suite's CPU time.
    isolate: false,
    globalSetup: ['test/global-setup.ts'],
    maxWorkers: onPostgres ? 3 : 2,
    tags: [{ name: 'pglite', description: 'also runs on the embedded database (PGlite) when the full suite runs on PostgreSQL' }],
  },
});
