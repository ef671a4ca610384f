import { type ErrorCode, isErrorCode } from '@wl/contracts';
import { type SeamlessClient, createSeamlessClient, signBody } from '@wl/vendor-client';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/app-error';
import type { SeamlessService, VendorAnswer } from './seamless.service';

type Body = Record<string, string>;
type Call = 'bet' | 'win' | 'rollback';

/** The operator never answered, even after the client's retries: the call may or may not have been applied. */
export class LostAnswer extends AppError {
  constructor() {
    super('house.round_busy');
  }
}
/** How the house vendor reaches the seamless wallet; `transport` says which way the last call went (for tests). */
export type HouseWallet = { call: (name: Call, body: Body) => Promise<VendorAnswer>; transport: () => 'http' | 'inject' | null };

/**
 * The house vendor is a vendor like any other: its rounds stake and pay through signed calls to this server's
 * `/vendor/HOUSE/seamless/*` endpoints over HTTP (the same client the vendor simulator uses: keep-alive, the same
 * transaction id again after a time-out). A server driven in-process (`app.inject`, without a listening socket) sends
 * the same signed request through Fastify's injector instead, so routing, signature and parsing are the same.
 */
export const createHouseWallet = (deps: {
  app: FastifyInstance;
  vendor: string;
  secretOf: (vendor: string) => Promise<string | null>;
  baseUrl?: string;
}): HouseWallet => {
  const { app, vendor } = deps;
  let client: { secret: string; c: SeamlessClient } | null = null;
  let last: 'http' | 'inject' | null = null;
  app.addHook('onClose', async () => client?.c.close());

  const secret = async () => {
    const s = await deps.secretOf(vendor);
    if (!s) throw new AppError('vendor.signature_invalid');
    return s;
  };

  /** This server's own address, or null when it is not listening. */
  const ownUrl = () => {
    if (deps.baseUrl) return deps.baseUrl;
    const a = app.server.address();
    if (!a || typeof a !== 'object') return null;
    const host = a.address === '0.0.0.0' || a.address === '::' ? '127.0.0.1' : a.family === 'IPv6' ? `[${a.address}]` : a.address;
    return `http://${host}:${a.port}`;
  };

  const answerOf = (success: boolean, code: string | null, value: unknown): VendorAnswer => {
    if (success && value) return value as VendorAnswer;
    // The house vendor is the operator's own: a protection refusal reaches the player with its own text.
    const reason = (value as { reason?: unknown } | null)?.reason;
    if (code === 'vendor.player_blocked' && typeof reason === 'string' && isErrorCode(reason)) throw new AppError(reason);
    throw new AppError((code ?? 'system.error') as ErrorCode, value ? { value } : {});
  };

  return {
    transport: () => last,
    call: async (name, body) => {
      const s = await secret();
      const url = ownUrl();
      if (url) {
        if (!client || client.secret !== s) {
          client?.c.close();
          client = { secret: s, c: createSeamlessClient({ baseUrl: url, secret: s, vendor, timeoutMs: 10_000, retries: 3 }) };
        }
        last = 'http';
        const r = await client.c.call(name, body);
        // After every retry the operator never answered: the round waits (the same ids are sent again next time).
        if (r.status === 0) throw new LostAnswer();
        return answerOf(r.success, r.code, r.value);
      }
      last = 'inject';
      const raw = JSON.stringify(body);
      const res = await app.inject({
        method: 'POST',
        url: `/vendor/${vendor}/seamless/${name}`,
        headers: { 'content-type': 'application/json', 'x-signature': signBody(s, raw) },
        payload: raw,
      });
      const json = res.json() as { success?: boolean; code: string | null; value: unknown };
      return answerOf(res.statusCode === 200 && json.code == null, json.code, json.value);
    },
  };
};

/**
 * The seamless service called in-process: only for the demo seed, which plays its rounds inside the seeding
 * transaction before any server is listening (the calls run the same code the HTTP endpoints run).
 */
export const inProcessHouseWallet = (seamless: Pick<SeamlessService, 'bet' | 'win' | 'rollback'>, vendor: string): HouseWallet => ({
  transport: () => null,
  call: (name, body) =>
    name === 'bet'
      ? seamless.bet(vendor, body as Parameters<SeamlessService['bet']>[1])
      : name === 'win'
        ? seamless.win(vendor, body as { token: string; txId: string; betTxId: string; amount: string })
        : seamless.rollback(vendor, body as { token: string; txId: string; betTxId: string }),
});
