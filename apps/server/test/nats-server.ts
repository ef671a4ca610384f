import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePorts } from '../../../scripts/free-ports.mjs';

/** The NATS server Debian ships (package nats-server); the machines and CI have it. */
export const NATS_BIN = ['/usr/sbin/nats-server', '/usr/bin/nats-server'].find((p) => existsSync(p));

const listening = async (port: number) => {
  for (let i = 0; i < 200; i++) {
    const ok = await new Promise<boolean>((resolve) => {
      const c = net.connect(port, '127.0.0.1', () => {
        c.end();
        resolve(true);
      });
      c.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nats-server did not listen on ${port}`);
};

/**
 * A NATS server with JetStream of the test's own, on a free port with its store in a temporary directory, that the
 * test can stop and start again (the same port and store: a broker restart).
 */
export const startNats = async () => {
  if (!NATS_BIN) throw new Error('nats-server is not installed (apt-get install nats-server)');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wl-nats-'));
  const port = await freePorts(1);
  let child: ChildProcess | null = null;
  const up = async () => {
    child = spawn(NATS_BIN, ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', dir], { stdio: 'ignore' });
    await listening(port);
  };
  const down = async () => {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      c.once('exit', () => resolve());
      c.kill('SIGTERM');
    });
  };
  await up();
  return {
    url: `nats://127.0.0.1:${port}`,
    stop: down,
    start: up,
    close: async () => {
      await down();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
