import { createHmac } from 'node:crypto';

/** What a transfer call told us: done (with the vendor's balance after), a definite refusal, or nothing we can trust. */
export type TransferOutcome = { kind: 'ok'; balance: bigint | null } | { kind: 'refused'; code: string } | { kind: 'unknown' };
/** The vendor's record of a reference: it made the move, it never saw it, or it could not say. */
export type TransferStatus = { kind: 'done'; balance: bigint | null } | { kind: 'not_found' } | { kind: 'unknown' };

export type TransferVendorClient = {
  deposit: (ref: string, player: string, amount: bigint) => Promise<TransferOutcome>;
  withdraw: (ref: string, player: string, amount: bigint) => Promise<TransferOutcome>;
  status: (ref: string) => Promise<TransferStatus>;
  balance: (player: string) => Promise<bigint | null>;
};

const big = (v: unknown) => (typeof v === 'string' && /^-?\d{1,18}$/.test(v) ? BigInt(v) : null);

/**
 * A transfer-wallet vendor over HTTP: `POST {baseUrl}/transfer/{deposit,withdraw,status,balance}`, the body signed
 * with X-Signature (hex HMAC-SHA256 with the shared secret). A time-out, a network error or a 5xx is `unknown`:
 * the money may or may not have moved, which only a status query can tell; a 4xx is a definite refusal.
 */
export const createTransferVendorClient = (o: { baseUrl: string; secret: string; timeoutMs: number }): TransferVendorClient => {
  const base = o.baseUrl.replace(/\/$/, '');
  const post = async (path: string, body: Record<string, string>) => {
    const raw = JSON.stringify(body);
    try {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': createHmac('sha256', o.secret).update(raw).digest('hex') },
        body: raw,
        signal: AbortSignal.timeout(o.timeoutMs),
      });
      const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      return { status: res.status, json };
    } catch {
      return null;
    }
  };
  const move = async (path: string, ref: string, player: string, amount: bigint): Promise<TransferOutcome> => {
    const r = await post(path, { ref, player, amount: amount.toString() });
    if (!r || r.status >= 500) return { kind: 'unknown' };
    if (r.status === 200 && r.json.ok === true) return { kind: 'ok', balance: big(r.json.balance) };
    return { kind: 'refused', code: typeof r.json.code === 'string' ? r.json.code : `HTTP_${r.status}` };
  };
  return {
    deposit: (ref, player, amount) => move('/transfer/deposit', ref, player, amount),
    withdraw: (ref, player, amount) => move('/transfer/withdraw', ref, player, amount),
    status: async (ref) => {
      const r = await post('/transfer/status', { ref });
      if (r?.status !== 200 || r.json.ok !== true) return { kind: 'unknown' };
      if (r.json.status === 'DONE') return { kind: 'done', balance: big(r.json.balance) };
      return r.json.status === 'NOT_FOUND' ? { kind: 'not_found' } : { kind: 'unknown' };
    },
    balance: async (player) => {
      const r = await post('/transfer/balance', { player });
      return r?.status === 200 ? big(r.json.balance) : null;
    },
  };
};
