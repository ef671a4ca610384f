import { readFileSync } from 'node:fs';
import net from 'node:net';

/**
 * A TCP port free on 127.0.0.1 right now and below the kernel's ephemeral range (for child servers started by tests
 * and benchmarks). A port of that range can become the local end of a client connection between being found free
 * and being bound (or, for a server stopped and started again on it, while it is down): below it, it cannot. The
 * root scripts' `scripts/free-ports.mjs` does the same for plain Node before any install (`.ci/run`).
 */
export const freePort = async (): Promise<number> => {
  let low = 32768;
  try {
    const first = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    if (Number.isInteger(first) && first > 2048) low = first;
  } catch {}
  for (let attempt = 0; attempt < 500; attempt++) {
    const port = 20000 + Math.floor(Math.random() * Math.max(1, low - 20000));
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.createServer();
      s.once('error', () => resolve(false));
      s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
    });
    if (ok) return port;
  }
  throw new Error('no free port below the ephemeral range');
};
