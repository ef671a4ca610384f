import http, { type IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type CellConfig, type Config, databaseOptions } from '../core/config';
import { type DbHandle, openDatabase } from '../db/client';
import { type CellDirectory, cellsRepo, createCellDirectory, routeKeyOf } from '../modules/cells';
import { loggerOptions } from './fastify';
import { prepareDatabase } from './prepare-database';

/** One cell as a server copy serves it: its id and the whole server built over the cell's databases and Redis. */
export type CellApp = { id: string; app: FastifyInstance };

/** What `main.ts` starts: one server (no cells) or the cells behind their router, listened to and closed alike. */
export type Serving = {
  log: FastifyBaseLogger;
  server: http.Server;
  listen: (o: { port: number; host: string }) => Promise<unknown>;
  close: () => Promise<unknown>;
};

/** A cell's settings: its primary, replicas and Redis (or the shared one, under keys of its own), its name on the stream. */
export const cellConfigOf = (config: Config, cell: CellConfig): Config => ({
  ...config,
  DATABASE_URL: cell.databaseUrl,
  DATABASE_READ_URL: cell.readUrls?.length ? cell.readUrls.join(',') : undefined,
  DATABASE_POOL_MODE: cell.poolMode ?? config.DATABASE_POOL_MODE,
  REDIS_URL: cell.redisUrl ?? config.REDIS_URL,
  REDIS_KEY_PREFIX: `${config.REDIS_KEY_PREFIX}-${cell.id}`,
  NATS_SOURCE: cell.id,
});

type CellReadiness = { id: string; status: number; checks: Record<string, string> };

/**
 * A copy's readiness across its cells: every cell's checks under its id; ready when every cell is, `degraded` (still
 * 200: the copy serves the other cells' merchants, and taking it out would take them down too) when some are, 503
 * when none is.
 */
export const combineReadiness = (cells: CellReadiness[]) => {
  const checks: Record<string, string> = {};
  for (const c of cells) for (const [k, v] of Object.entries(c.checks)) checks[`${c.id}.${k}`] = v;
  const up = cells.filter((c) => c.status === 200).length;
  const status = up === cells.length ? 'ready' : up > 0 ? 'degraded' : 'not-ready';
  return { code: up > 0 ? 200 : 503, body: { status, checks } };
};

/**
 * The cells' router (issue 37): one listening server whose requests and socket upgrades are handed to the server of
 * the cell holding the request's merchant (`routeKeyOf`: the Merchant header, a merchant in the path, the chat
 * socket's `merchant`, the brand's host). A request naming no merchant the directory knows goes to the home cell (the
 * first), which answers it as a single server would: its pages and files, or an unknown merchant refused. Each cell's
 * server only ever queries its own databases, so no request's queries cross cells.
 */
export const routeCells = (cells: CellApp[], directory: CellDirectory): Serving => {
  const [home] = cells;
  if (!home) throw new Error('no cells');
  const byId = new Map(cells.map((c) => [c.id, c.app]));
  const appFor = async (req: IncomingMessage) => {
    const key = routeKeyOf(req);
    if (!key) return home.app;
    // A directory that cannot be read for a merchant not seen yet: the home cell answers (as it would without cells).
    const id = 'merchant' in key ? await directory.cellOf(key.merchant).catch(() => null) : directory.cellOfHost(key.host);
    return (id !== null && byId.get(id)) || home.app;
  };
  const server = http.createServer();
  server.keepAliveTimeout = home.app.server.keepAliveTimeout;
  server.headersTimeout = home.app.server.headersTimeout;
  server.requestTimeout = home.app.server.requestTimeout;
  // A cell whose server cannot answer its own readiness is down, not the copy's crash.
  const cellReadiness = async (c: CellApp) => {
    try {
      const r = await c.app.inject({ method: 'GET', url: '/readyz' });
      return { id: c.id, status: r.statusCode, checks: (r.json() as { checks?: Record<string, string> }).checks ?? {} };
    } catch {
      return { id: c.id, status: 503, checks: { server: 'down' } };
    }
  };
  const readiness = async (res: http.ServerResponse) => {
    const answers = await Promise.all(cells.map(cellReadiness));
    const { code, body } = combineReadiness(answers);
    res.writeHead(code, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  server.on('request', (req, res) => {
    // Readiness is the copy's, across its cells; every other request is its merchant's cell's.
    if (req.method === 'GET' && req.url === '/readyz') return void readiness(res);
    void appFor(req).then((app) => app.server.emit('request', req, res));
  });
  server.on('upgrade', (req, socket, head) => {
    void appFor(req).then((app) => app.server.emit('upgrade', req, socket, head));
  });
  return {
    log: home.app.log,
    server,
    listen: async ({ port, host }) => {
      for (const c of cells) await c.app.ready();
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve());
      });
    },
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      for (const c of cells) await c.app.close();
      server.closeAllConnections();
      await closed;
    },
  };
};

/**
 * Opens every cell of `CELLS`: migrates and prepares each database (the demo data in the home cell only), places in
 * the directory each merchant a cell's database holds and the directory does not, and builds each cell's server.
 */
export const openCells = async (config: Config, o: { logger?: boolean | object } = {}) => {
  const specs = config.CELLS ?? [];
  const opened: { id: string; config: Config; handle: DbHandle }[] = [];
  try {
    for (const [i, cell] of specs.entries()) {
      const cellConfig = cellConfigOf(config, cell);
      const handle = await openDatabase(databaseOptions(cellConfig));
      opened.push({ id: cell.id, config: cellConfig, handle });
      await prepareDatabase(cellConfig, handle, { demo: i === 0 });
    }
    const [home] = opened;
    if (!home) throw new Error('CELLS names no cell');
    const directory = createCellDirectory({ db: home.handle.db, refreshMs: config.CELL_DIRECTORY_MS });
    const strays: { merchantCode: string; placedIn: string; heldIn: string }[] = [];
    for (const c of opened)
      for (const s of await directory.adopt(c.id, await cellsRepo.merchantsOf(c.handle.db))) strays.push({ ...s, heldIn: c.id });
    const cells: CellApp[] = [];
    for (const c of opened) {
      const app = await buildApp({ config: c.config, dbHandle: c.handle, logger: o.logger ?? loggerOptions(c.config, c.id) });
      app.addHook('onClose', async () => c.handle.close());
      cells.push({ id: c.id, app });
    }
    const serving = routeCells(cells, directory);
    for (const s of strays)
      serving.log.warn(s, 'a cell holds a merchant the directory places in another cell; its data there is not served');
    return { ...serving, directory, cells };
  } catch (err) {
    for (const c of opened) await c.handle.close().catch(() => undefined);
    throw err;
  }
};
