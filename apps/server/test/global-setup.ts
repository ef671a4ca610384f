import type { TestProject } from 'vitest/node';
import { type DbTemplates, prepareTemplates } from './template-db';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates;
  }
}

/** Once per run of the server project: the migrated and the seeded template databases every test file copies. */
export default async function setup(project: TestProject) {
  const engine = process.env.TEST_DB === 'pg' ? 'postgres' : 'pglite';
  const { templates, remove } = await prepareTemplates(engine, process.env.TEST_DATABASE_URL);
  project.provide('dbTemplates', templates);
  return remove;
}
