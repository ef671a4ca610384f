import { createHmac } from 'node:crypto';
import http from 'node:http';
import { type Attempt, createKeepAlive } from './keep-alive';

/** Hex HMAC-SHA256 of the exact body bytes: the X-Signature both wallet protocols use. */
export const signBody = (secret: string, raw: string) => createHmac('sha256', secret).update(raw).digest('hex');

/** The operator's envelope as the vendor reads it, plus what the call cost. */
export type Reply = {
  status: number;
  success: boolean;
  code: string | null;
  value: Record<string, string> | null;
  /** Wall time of the whole call, retries included. */
  ms: number;
  attempts: number;
};

export type SignedClientOptions = {
  baseUrl: string;
  secret: string;
  /** Per attempt: the client gives up waiting and retries the same body. */
  timeoutMs?: number;
  /** Attempts after the first on a time-out, a network error or a 5xx. */
  retries?: number;
  retryDelayMs?: number;
  maxSockets?: number;
};

/**
 * A signed JSON POST client on kept-alive connections. A vendor that did not get an answer cannot know whether the
 * call was applied, so it sends the SAME body again (same transaction id) after a time-out or a 5xx, never a new one.
 */
export const createSignedClient = (o: SignedClientOptions) => {
  const base = new URL(o.baseUrl);
  if (base.protocol !== 'http:') throw new Error(`the signed client speaks plain HTTP (${base.protocol} given)`);
  const conns = createKeepAlive({ host: base.hostname, port: Number(base.port || 80), maxSockets: o.maxSockets });
  const timeoutMs = o.timeoutMs ?? 5000;
  const retries = o.retries ?? 5;
  const retryDelayMs = o.retryDelayMs ?? 25;
  const prefix = base.pathname.replace(/\/$/, '');

  /** An attempt that drops its own connection as soon as the body is out (a time-out after sending). */
  const abandoned = (path: string, raw: string) =>
    new Promise<Attempt>((resolve) => {
      const req = http.request({
        host: base.hostname,
        port: base.port,
        path: `${prefix}${path}`,
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(raw), 'x-signature': signBody(o.secret, raw) },
      });
      // A connection that never gets the body out is given up after the time-out like any other attempt.
      const timer = setTimeout(() => {
        req.destroy();
        resolve({ kind: 'lost' });
      }, timeoutMs);
      req.on('close', () => clearTimeout(timer));
      req.on('error', () => resolve({ kind: 'lost' }));
      // Give the body a moment on the wire, then hang up: the operator may or may not have applied it.
      req.on('finish', () =>
        setTimeout(() => {
          req.destroy();
          resolve({ kind: 'lost' });
        }, 2),
      );
      req.end(raw);
    });

  /** One attempt; `abortAfterSend` hangs up right after sending. */
  const attempt = (path: string, raw: string, abortAfterSend: boolean) =>
    abortAfterSend
      ? abandoned(path, raw)
      : conns.post(`${prefix}${path}`, { 'content-type': 'application/json', 'x-signature': signBody(o.secret, raw) }, raw, timeoutMs);

  const post = async (path: string, body: unknown, opts: { abortFirst?: boolean } = {}): Promise<Reply> => {
    const raw = JSON.stringify(body);
    const t0 = performance.now();
    let last: Attempt = { kind: 'lost' };
    let n = 0;
    for (; n <= retries; n++) {
      if (n > 0) await new Promise((r) => setTimeout(r, retryDelayMs * n));
      last = await attempt(path, raw, n === 0 && opts.abortFirst === true);
      if (last.kind === 'answer' && last.status < 500) break;
    }
    const ms = performance.now() - t0;
    if (last.kind === 'lost') return { status: 0, success: false, code: 'client.timeout', value: null, ms, attempts: n };
    let json: { code?: string | null; value?: Record<string, string> | null; success?: boolean } = {};
    try {
      json = JSON.parse(last.body);
    } catch {
      json = { code: 'client.bad_json' };
    }
    const success = last.status === 200 && (json.success ?? json.code == null);
    return {
      status: last.status,
      success,
      code: success ? null : (json.code ?? `http.${last.status}`),
      value: json.value ?? null,
      ms,
      attempts: Math.min(n + 1, retries + 1),
    };
  };

  return { post, close: conns.close };
};

export type SeamlessCall = 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback' | 'endRound';

/** The seamless wallet calls a vendor makes against `POST {baseUrl}/vendor/{vendor}/seamless/{call}`. */
export const createSeamlessClient = (o: SignedClientOptions & { vendor: string }) => {
  const c = createSignedClient(o);
  const call = (name: SeamlessCall, body: Record<string, string>, opts?: { abortFirst?: boolean }) =>
    c.post(`/vendor/${encodeURIComponent(o.vendor)}/seamless/${name}`, body, opts);
  return {
    call,
    authenticate: (token: string) => call('authenticate', { token }),
    balance: (token: string) => call('balance', { token }),
    bet: (b: { token: string; txId: string; roundId: string; amount: string; gameCode?: string }, opts?: { abortFirst?: boolean }) =>
      call('bet', b, opts),
    win: (b: { token: string; txId: string; betTxId: string; roundId?: string; amount: string }, opts?: { abortFirst?: boolean }) =>
      call('win', b, opts),
    rollback: (b: { token: string; txId: string; betTxId: string; roundId?: string }, opts?: { abortFirst?: boolean }) =>
      call('rollback', b, opts),
    endRound: (b: { token: string; txId: string; roundId: string }, opts?: { abortFirst?: boolean }) => call('endRound', b, opts),
    close: c.close,
  };
};
export type SeamlessClient = ReturnType<typeof createSeamlessClient>;
