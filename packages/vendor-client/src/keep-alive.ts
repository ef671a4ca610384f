import net from 'node:net';

/** What one attempt got back: the status and body, or nothing (time-out, connection lost, unreadable answer). */
export type Attempt = { kind: 'answer'; status: number; body: string } | { kind: 'lost' };

const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * Keep-alive HTTP/1.1 POSTs on plain sockets, one request at a time per socket. The simulator shares the machine with
 * the server and PostgreSQL in the benchmarks, and node:http's client cost more CPU per call than the server's own
 * handling; this client only writes one request and reads a `Content-Length` (or chunked) answer. Anything it does
 * not understand, a time-out or a closed socket is a lost attempt, and the socket is dropped.
 */
export const createKeepAlive = (o: { host: string; port: number; maxSockets?: number }) => {
  const idle: net.Socket[] = [];
  const all = new Set<net.Socket>();
  // Requests waiting for a socket once maxSockets are open (each gets the next one set free).
  const waiting: ((s: net.Socket) => void)[] = [];
  const maxSockets = o.maxSockets ?? 256;

  const open = () => {
    const s = net.connect({ host: o.host.replace(/^\[|\]$/g, ''), port: o.port, noDelay: true });
    all.add(s);
    s.on('close', () => {
      all.delete(s);
      const i = idle.indexOf(s);
      if (i >= 0) idle.splice(i, 1);
      const next = waiting.shift();
      if (next) next(open());
    });
    // Errors end in 'close'; the attempt in flight (if any) is answered by its own listeners.
    s.on('error', () => {});
    return s;
  };

  /** Reads one answer from the socket's data; `undefined` while incomplete, `null` when it cannot be read. */
  const parse = (buf: Buffer): { status: number; body: Buffer; keep: boolean } | null | undefined => {
    const end = buf.indexOf(HEAD_END);
    if (end < 0) return buf.length > 64 * 1024 ? null : undefined;
    const head = buf.toString('latin1', 0, end).split('\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head[0] ?? '')?.[1]);
    if (!status) return null;
    let length = -1;
    let chunked = false;
    let keep = true;
    for (const line of head.slice(1)) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line
        .slice(colon + 1)
        .trim()
        .toLowerCase();
      if (name === 'content-length') length = Number(value);
      else if (name === 'transfer-encoding') chunked = value.includes('chunked');
      else if (name === 'connection') keep = value !== 'close';
    }
    const rest = buf.subarray(end + 4);
    if (!chunked) {
      if (!(length >= 0)) return null;
      if (rest.length < length) return undefined;
      return rest.length === length ? { status, body: rest, keep } : null;
    }
    const parts: Buffer[] = [];
    let at = 0;
    for (;;) {
      const eol = rest.indexOf('\r\n', at);
      if (eol < 0) return undefined;
      const size = Number.parseInt(rest.toString('latin1', at, eol), 16);
      if (Number.isNaN(size)) return null;
      if (rest.length < eol + 2 + size + 2) return undefined;
      if (size === 0) return rest.length === eol + 4 ? { status, body: Buffer.concat(parts), keep } : null;
      parts.push(rest.subarray(eol + 2, eol + 2 + size));
      at = eol + 2 + size + 2;
    }
  };

  const release = (s: net.Socket) => {
    const next = waiting.shift();
    if (next) next(s);
    else idle.push(s);
  };
  const socket = () =>
    new Promise<net.Socket>((resolve) => {
      const s = idle.pop();
      if (s) resolve(s);
      else if (all.size < maxSockets) resolve(open());
      else waiting.push(resolve);
    });

  /** Sends one request and waits for its answer (or `timeoutMs`, counted from the send). */
  const post = async (path: string, headers: Record<string, string>, raw: string, timeoutMs: number) => {
    const s = await socket();
    return new Promise<Attempt>((resolve) => {
      let buf: Buffer = Buffer.alloc(0);
      let pending: { timer: NodeJS.Timeout } | null = null;
      const finish = (a: Attempt, reuse: boolean) => {
        if (!pending) return;
        clearTimeout(pending.timer);
        pending = null;
        s.off('data', onData);
        s.off('close', onClose);
        if (reuse && !s.destroyed) release(s);
        else s.destroy();
        resolve(a);
      };
      const onData = (chunk: Buffer) => {
        buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
        const r = parse(buf);
        if (r === undefined) return;
        if (r === null) finish({ kind: 'lost' }, false);
        else finish({ kind: 'answer', status: r.status, body: r.body.toString('utf8') }, r.keep);
      };
      const onClose = () => finish({ kind: 'lost' }, false);
      pending = { timer: setTimeout(() => finish({ kind: 'lost' }, false), timeoutMs) };
      s.on('data', onData);
      s.on('close', onClose);
      let head = `POST ${path} HTTP/1.1\r\nhost: ${o.host}:${o.port}\r\ncontent-length: ${Buffer.byteLength(raw)}\r\n`;
      for (const [k, v] of Object.entries(headers)) head += `${k}: ${v}\r\n`;
      s.write(`${head}\r\n${raw}`);
    });
  };

  return {
    post,
    close: () => {
      for (const s of all) s.destroy();
    },
  };
};
