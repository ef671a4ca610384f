import { buildApp } from './app';
import { openCells, type Serving } from './compose/cells';
import { prepareDatabase } from './compose/prepare-database';
import { databaseOptions, loadConfig } from './core/config';
import { openDatabase } from './db/client';

/**
 * Starts the server: migrate, seed when empty, listen, and shut down gracefully (PGlite closed cleanly). With CELLS,
 * every cell is prepared and served behind the cells' router (issue 37).
 */
const config = loadConfig();
const started = Date.now();

const single = async (): Promise<Serving & { seeded: boolean; database: string }> => {
  const dbHandle = await openDatabase(databaseOptions(config));
  let seeded: boolean;
  try {
    seeded = await prepareDatabase(config, dbHandle, { demo: true });
  } catch (err) {
    await dbHandle.close();
    throw err;
  }
  const app = await buildApp({ config, dbHandle });
  app.addHook('onClose', async () => dbHandle.close());
  return { log: app.log, server: app.server, listen: (o) => app.listen(o), close: () => app.close(), seeded, database: dbHandle.kind };
};

let serving: Serving & { seeded?: boolean; database?: string };
try {
  serving = config.CELLS ? await openCells(config) : await single();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
const app = serving;

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out; exiting');
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
const address = `http://localhost:${(app.server.address() as { port: number }).port}`;
const database = serving.database ?? `${config.CELLS?.length} cells`;
app.log.info(
  { database, dataDir: database === 'pglite' ? config.DATA_DIR : undefined, seeded: serving.seeded, startupMs: Date.now() - started },
  `site ready at ${address}`,
);
if (process.stdout.isTTY || process.env.npm_lifecycle_event === 'start')
  console.log(`\n  ➜  Site ready at ${address}  (back office: ${address}/backoffice/, API docs: ${address}/docs)\n`);
