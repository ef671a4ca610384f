// Finds `count` consecutive TCP ports free on 127.0.0.1 and below the kernel's ephemeral range, and prints the first
// (or returns it, imported). A port the kernel hands out to outgoing connections (the ephemeral range, 32768–60999 on
// Linux) can become the local end of some client socket (a database or Redis connection) between the moment it is
// found free and the moment a server binds it, and the server then fails with EADDRINUSE: CI saw this once. Ports
// below that range are never handed out, so a port free now stays free for the servers of this run.
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { pathToFileURL } from 'node:url';

const ephemeralLow = () => {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    return Number.isInteger(low) && low > 2048 ? low : 32768;
  } catch {
    return 32768;
  }
};
const free = (port) =>
  new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });

/** The first of `count` consecutive ports that are free now, between 20000 and the ephemeral range's start. */
export const freePorts = async (count) => {
  const low = 20000;
  const high = ephemeralLow() - count;
  for (let attempt = 0; attempt < 500; attempt++) {
    const first = low + Math.floor(Math.random() * Math.max(1, high - low));
    let ok = true;
    for (let i = 0; i < count && ok; i++) ok = await free(first + i);
    if (ok) return first;
  }
  throw new Error(`no ${count} consecutive free ports between ${low} and ${high + count}`);
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await freePorts(Number(process.argv[2] ?? 1)));
}
