import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    topology: { primary: string; replica: string; pgbouncer: string; cell: string };
  }
}

const script = path.resolve(import.meta.dirname, '../../../scripts/topology.mjs');
const topology = (cmd: string) => spawnSync(process.execPath, [script, cmd], { encoding: 'utf8', env: process.env });

/** Starts the topology unless it runs already (then leaves it running at the end, as whoever started it wants). */
export default async function setup(project: TestProject) {
  const wasUp = topology('status').status === 0;
  const up = topology('start');
  if (up.status !== 0) throw new Error(`topology did not start: ${up.stderr}${up.stdout}`);
  const env = Object.fromEntries(
    topology('env')
      .stdout.trim()
      .split('\n')
      .map((l) => l.split('=', 2) as [string, string]),
  );
  project.provide('topology', {
    primary: env.TOPOLOGY_PRIMARY_URL as string,
    replica: env.TOPOLOGY_REPLICA_URL as string,
    pgbouncer: env.TOPOLOGY_PGBOUNCER_URL as string,
    cell: env.TOPOLOGY_CELL_URL as string,
  });
  return () => {
    if (!wasUp && process.env.TOPOLOGY_KEEP !== '1') topology('stop');
  };
}
