import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createKeepAlive } from '../../../packages/vendor-client/src/keep-alive';

/**
 * The simulator's plain-socket HTTP client (also the house vendor's): answers with a length or in chunks are read,
 * anything else is a lost attempt (which the signed client retries with the same body), and a socket the server
 * closed while idle is not used again.
 */
type Answer = (request: string, socket: net.Socket) => void;
const servers: net.Server[] = [];
const serve = async (answer: Answer) => {
  const server = net.createServer((socket) => {
    let buf = '';
    socket.on('data', (c) => {
      buf += c.toString('latin1');
      const end = buf.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/content-length: (\d+)/i.exec(buf.slice(0, end))?.[1] ?? 0);
      if (buf.length < end + 4 + length) return;
      const request = buf;
      buf = '';
      answer(request, socket);
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return createKeepAlive({ host: '127.0.0.1', port: (server.address() as net.AddressInfo).port, maxSockets: 2 });
};
afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise((r) => s.close(r));
});
const json = (body: string, extra = '') =>
  `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n${extra}\r\n${body}`;

describe('vendor simulator keep-alive client', () => {
  it('sends the body with its length and headers, reads the answer, and reuses the connection', async () => {
    const seen: { request: string; port: number | undefined }[] = [];
    const c = await serve((request, socket) => {
      seen.push({ request, port: socket.remotePort });
      socket.write(json('{"ok":"ü"}'));
    });
    const a = await c.post('/x/bet', { 'x-signature': 'abc' }, '{"n":"é"}', 1000);
    const b = await c.post('/x/win', {}, '{}', 1000);
    c.close();
    expect(a).toEqual({ kind: 'answer', status: 200, body: '{"ok":"ü"}' });
    expect(b.kind).toBe('answer');
    expect(seen[0]?.request).toMatch(/^POST \/x\/bet HTTP\/1\.1\r\n/);
    expect(seen[0]?.request).toContain('content-length: 10\r\n');
    expect(seen[0]?.request).toContain('x-signature: abc\r\n');
    // The server side reads bytes (latin1): the body must arrive as its UTF-8 bytes.
    expect(seen[0]?.request.endsWith(`\r\n\r\n${Buffer.from('{"n":"é"}').toString('latin1')}`)).toBe(true);
    expect(seen[1]?.port).toBe(seen[0]?.port);
  });

  it('reads a chunked answer, and an answer split over several packets', async () => {
    let n = 0;
    const c = await serve((_req, socket) => {
      if (n++ === 0) socket.write('HTTP/1.1 409 Conflict\r\ntransfer-encoding: chunked\r\n\r\n3\r\n{"a\r\n4\r\n":1}\r\n0\r\n\r\n');
      else {
        const whole = json('{"split":true}');
        socket.write(whole.slice(0, 20));
        setTimeout(() => socket.write(whole.slice(20)), 20);
      }
    });
    expect(await c.post('/a', {}, '{}', 1000)).toEqual({ kind: 'answer', status: 409, body: '{"a":1}' });
    expect(await c.post('/b', {}, '{}', 1000)).toEqual({ kind: 'answer', status: 200, body: '{"split":true}' });
    c.close();
  });

  it('a time-out, a hang-up and an unreadable answer are lost attempts; the next call works on a new connection', async () => {
    let n = 0;
    const ports: (number | undefined)[] = [];
    const c = await serve((_req, socket) => {
      ports.push(socket.remotePort);
      const k = n++;
      if (k === 0) return; // never answers
      if (k === 1) socket.destroy();
      else if (k === 2) socket.write('garbage\r\n\r\n');
      else socket.write(json('{}'));
    });
    expect(await c.post('/t', {}, '{}', 100)).toEqual({ kind: 'lost' });
    expect(await c.post('/h', {}, '{}', 1000)).toEqual({ kind: 'lost' });
    expect(await c.post('/g', {}, '{}', 1000)).toEqual({ kind: 'lost' });
    expect((await c.post('/ok', {}, '{}', 1000)).kind).toBe('answer');
    c.close();
    expect(new Set(ports).size).toBe(4);
  });

  it('does not send on a connection the server closed while it was idle, and answers `connection: close` once', async () => {
    const ports: (number | undefined)[] = [];
    const c = await serve((_req, socket) => {
      ports.push(socket.remotePort);
      socket.end(json('{}', 'connection: close\r\n'));
    });
    for (let i = 0; i < 3; i++) expect((await c.post('/c', {}, '{}', 1000)).kind).toBe('answer');
    c.close();
    expect(new Set(ports).size).toBe(3);
  });

  it('holds at most maxSockets connections; further calls wait for one to be free', async () => {
    const open = new Set<number | undefined>();
    const c = await serve((_req, socket) => {
      open.add(socket.remotePort);
      setTimeout(() => socket.write(json('{}')), 30);
    });
    const all = await Promise.all(Array.from({ length: 6 }, (_, i) => c.post(`/${i}`, {}, '{}', 2000)));
    c.close();
    expect(all.every((a) => a.kind === 'answer')).toBe(true);
    expect(open.size).toBe(2);
  });
});
