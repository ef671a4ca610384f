import { defineConfig } from 'vitest/config';

/**
 * The scale topology's suite (issue 37, decision 035): a PostgreSQL primary, a streaming replica and PgBouncer in
 * transaction pooling, started by scripts/topology.mjs in the global setup. Not part of the server project (it needs
 * PostgreSQL's binaries and PgBouncer, and its own ports): `npm run test:topology` runs it, then a few of the server's
 * PostgreSQL files again through PgBouncer.
 */
export default defineConfig({
  test: {
    name: 'topology',
    include: ['topology/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 1,
    globalSetup: ['topology/global-setup.ts'],
  },
});
