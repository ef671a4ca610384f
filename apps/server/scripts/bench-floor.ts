import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePorts } from '../../../scripts/free-ports.mjs';
import { cpuSeconds, stop, untilReady } from './bench-lib';

/**
 * `bench:seamless`'s floor (BENCH_FLOOR=1): bench-floor-server.mjs, the least a Node.js server does for the own seamless
 * protocol (plain node:http and pg, the same statements), on the benchmark's database. Answers where the simulator
 * plays it and its CPU seconds so far, as the server copies are played.
 */
export const startFloor = async (o: { url: string; secret: string; pool?: number }) => {
  const port = await freePorts(1);
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bench-floor-server.mjs')], {
    env: { ...process.env, DATABASE_URL: o.url, DATABASE_POOL_SIZE: String(o.pool ?? 32), PORT: String(port), FLOOR_SECRET: o.secret },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await untilReady(base, child, 30_000);
  return { urls: base, cpu: () => cpuSeconds(child.pid), stop: () => stop(child) };
};
