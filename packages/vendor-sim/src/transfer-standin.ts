import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signBody } from '@wl/vendor-client';

/**
 * A transfer-wallet vendor stand-in: the vendor keeps each player's balance itself and the operator moves money in
 * and out with signed calls, each under a unique reference (idempotent: a repeat answers the first result, the same
 * reference with another body is refused). `POST /transfer/{deposit,withdraw,status,balance}`, X-Signature = hex
 * HMAC-SHA256 of the body. Faults for tests: `fault()` in process, or the signed `POST /control/fault`.
 */
export type Fault =
  /** Apply the operation, then never answer (the operator times out; status then says DONE). */
  | 'hang-after-apply'
  /** Never answer and apply nothing (status says NOT_FOUND). */
  | 'hang-before-apply'
  /** Answer 500 without applying. */
  | 'error-before-apply'
  /** Refuse the operation (a business refusal: 409 REFUSED). */
  | 'refuse'
  /** Status calls answer 503 (the outcome stays unknown). */
  | 'status-down';

type Op = { ref: string; kind: 'DEPOSIT' | 'WITHDRAW'; player: string; amount: bigint; balanceAfter: bigint; at: string };

export const createTransferStandin = (o: { secret: string; hangMs?: number }) => {
  const balances = new Map<string, bigint>();
  const ops = new Map<string, Op>();
  /** References a status query answered NOT_FOUND: the operator reverses on that answer, so they are refused later. */
  const expired = new Set<string>();
  const faults: { fault: Fault; count: number }[] = [];
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const hanging = new Set<NodeJS.Timeout>();

  /** The next `count` calls of the affected kind (status for status-down, deposit/withdraw otherwise) misbehave. */
  const fault = (f: Fault, count = 1) => faults.push({ fault: f, count });
  const takeFault = (isStatus: boolean): Fault | null => {
    const i = faults.findIndex((f) => (f.fault === 'status-down') === isStatus);
    if (i < 0) return null;
    const f = faults[i]!;
    if (--f.count <= 0) faults.splice(i, 1);
    return f.fault;
  };

  const move = (kind: Op['kind'], b: Record<string, unknown>): { status: number; json: unknown } => {
    const ref = String(b.ref ?? '');
    const player = String(b.player ?? '');
    const amount = /^\d{1,15}$/.test(String(b.amount)) ? BigInt(String(b.amount)) : -1n;
    if (!ref || ref.length > 64 || !player || amount <= 0n) return { status: 400, json: { ok: false, code: 'BAD_REQUEST' } };
    if (expired.has(ref)) return { status: 409, json: { ok: false, code: 'REF_EXPIRED' } };
    const prior = ops.get(ref);
    if (prior) {
      if (prior.kind !== kind || prior.player !== player || prior.amount !== amount)
        return { status: 409, json: { ok: false, code: 'DUPLICATE_REF' } };
      return { status: 200, json: { ok: true, ref, status: 'DONE', balance: prior.balanceAfter.toString(), replayed: true } };
    }
    const before = balances.get(player) ?? 0n;
    if (kind === 'WITHDRAW' && amount > before)
      return { status: 409, json: { ok: false, code: 'INSUFFICIENT_FUNDS', balance: before.toString() } };
    const after = kind === 'DEPOSIT' ? before + amount : before - amount;
    balances.set(player, after);
    ops.set(ref, { ref, kind, player, amount, balanceAfter: after, at: new Date().toISOString() });
    return { status: 200, json: { ok: true, ref, status: 'DONE', balance: after.toString() } };
  };

  const handle = (path: string, b: Record<string, unknown>): { status: number; json: unknown } | 'hang' => {
    if (path === '/transfer/deposit' || path === '/transfer/withdraw') {
      const f = takeFault(false);
      if (f === 'refuse') return { status: 409, json: { ok: false, code: 'REFUSED' } };
      if (f === 'error-before-apply') return { status: 500, json: { ok: false, code: 'INTERNAL' } };
      if (f === 'hang-before-apply') return 'hang';
      const r = move(path.endsWith('deposit') ? 'DEPOSIT' : 'WITHDRAW', b);
      return f === 'hang-after-apply' ? 'hang' : r;
    }
    if (path === '/transfer/status') {
      if (takeFault(true)) return { status: 503, json: { ok: false, code: 'UNAVAILABLE' } };
      const op = ops.get(String(b.ref ?? ''));
      if (!op) {
        expired.add(String(b.ref ?? ''));
        return { status: 200, json: { ok: true, ref: b.ref, status: 'NOT_FOUND' } };
      }
      const balance = (balances.get(op.player) ?? 0n).toString();
      return {
        status: 200,
        json: { ok: true, ref: op.ref, status: 'DONE', kind: op.kind, player: op.player, amount: op.amount.toString(), balance },
      };
    }
    if (path === '/transfer/balance')
      return { status: 200, json: { ok: true, player: b.player, balance: (balances.get(String(b.player)) ?? 0n).toString() } };
    if (path === '/control/fault') {
      fault(b.fault as Fault, Number(b.count ?? 1));
      return { status: 200, json: { ok: true } };
    }
    if (path === '/control/play') {
      // Play at the vendor: a win or a loss changes the balance the vendor holds, outside any transfer.
      const player = String(b.player ?? '');
      const next = (balances.get(player) ?? 0n) + BigInt(String(b.delta ?? '0'));
      if (next < 0n) return { status: 409, json: { ok: false, code: 'INSUFFICIENT_FUNDS' } };
      balances.set(player, next);
      return { status: 200, json: { ok: true, balance: next.toString() } };
    }
    return { status: 404, json: { ok: false, code: 'NOT_FOUND' } };
  };

  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url?.startsWith('/play')) {
      // The vendor's game page a launch opens (the stand-in has no game: it shows what it holds for the player).
      const q = new URL(req.url, 'http://x').searchParams;
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`transfer-wallet stand-in: game ${q.get('game') ?? '?'}\n`);
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      const sig = String(req.headers['x-signature'] ?? '');
      const want = Buffer.from(signBody(o.secret, raw), 'hex');
      const got = Buffer.from(/^[0-9a-f]{64}$/i.test(sig) ? sig : '', 'hex');
      if (req.method !== 'POST' || got.length !== want.length || !timingSafeEqual(got, want))
        return send(401, { ok: false, code: 'BAD_SIGNATURE' });
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return send(400, { ok: false, code: 'BAD_REQUEST' });
      }
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      calls.push({ path, body });
      const r = handle(path, body);
      if (r === 'hang') {
        const t = setTimeout(() => {
          hanging.delete(t);
          res.destroy();
        }, o.hangMs ?? 60_000);
        hanging.add(t);
        return;
      }
      send(r.status, r.json);
    });
  });

  return {
    server,
    fault,
    calls,
    balanceOf: (player: string) => balances.get(player) ?? 0n,
    opOf: (ref: string) => ops.get(ref) ?? null,
    listen: (port = 0, host = '127.0.0.1') =>
      new Promise<string>((resolve) =>
        server.listen(port, host, () => resolve(`http://${host}:${(server.address() as AddressInfo).port}`)),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of hanging) clearTimeout(t);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
export type TransferStandin = ReturnType<typeof createTransferStandin>;
