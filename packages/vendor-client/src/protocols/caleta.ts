import { createPrivateKey, createPublicKey, type KeyObject, randomUUID, sign, verify } from 'node:crypto';
import { createKeepAlive } from '../keep-alive';
import { CALETA_TEST_KEYS, HUB88_TEST_KEYS, type RgsKeyPairs } from './caleta-test-keys';
import type { ProtocolSim, SimAnswer, SimOptions, SimReply, SimRequest, SimWho } from './types';

export { CALETA_TEST_KEYS, HUB88_TEST_KEYS, type RgsKeyPairs } from './caleta-test-keys';

/**
 * Caleta Gaming System API 1.5 and the Hub88 operator wallet as their documents describe them, for tests and the demo:
 * the vendor posts JSON wallet calls signed with RSA-SHA256 over the body (base64 in `X-Auth-Signature`, at Hub88
 * `X-Hub88-Signature`), amounts as integers of 1/100 000 of the currency unit, and reads `{status, balance, …}`. The
 * operator asks the vendor's game URL endpoint with a request signed the same way, with its own key.
 */
export type RgsSimCall = 'check' | 'info' | 'balance' | 'bet' | 'win' | 'rollback';
export type RgsSimDialect = {
  protocol: 'caleta' | 'hub88';
  paths: Partial<Record<RgsSimCall, string>>;
  signatureHeader: string;
  launchPath: string;
  keys: RgsKeyPairs;
};

export const rgsSimDialects: Record<'caleta' | 'hub88', RgsSimDialect> = {
  caleta: {
    protocol: 'caleta',
    paths: { check: '/wallet/check', balance: '/wallet/balance', bet: '/wallet/bet', win: '/wallet/win', rollback: '/wallet/rollback' },
    signatureHeader: 'X-Auth-Signature',
    launchPath: '/api/game/url',
    keys: CALETA_TEST_KEYS,
  },
  hub88: {
    protocol: 'hub88',
    paths: {
      info: '/user/info',
      balance: '/user/balance',
      bet: '/transaction/bet',
      win: '/transaction/win',
      rollback: '/transaction/rollback',
    },
    signatureHeader: 'X-Hub88-Signature',
    launchPath: '/operator/generic/v2/game/url',
    keys: HUB88_TEST_KEYS,
  },
};

/** TEST-ONLY: the operator id the demo configuration and the launch stand-in share (a number, as Hub88 wants it). */
export const RGS_TEST_OPERATOR_ID = '4242';

/** Integer units per currency unit on the wire (both vendors). */
export const RGS_UNITS_PER_MAJOR = 100_000n;

const THREE = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);
const ZERO = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);
/** Vendor units per minor unit of the currency (1 000 for a two-decimal currency). */
export const rgsUnitsPerMinor = (currency: string, minorDigits?: string) => {
  const d = minorDigits && /^[0-4]$/.test(minorDigits) ? Number(minorDigits) : THREE.has(currency) ? 3 : ZERO.has(currency) ? 0 : 2;
  return RGS_UNITS_PER_MAJOR / 10n ** BigInt(d);
};

/**
 * Parsed keys by their PEM text, as a vendor keeps its key loaded: reading a PEM costs several times the signature
 * itself (about 2 ms against 0.4 ms for RSA-2048), which would be a cost of the simulator, not of the protocol.
 */
const keyCache = new Map<string, KeyObject>();
const keyOf = (pem: string, parse: (pem: string) => KeyObject) => {
  let key = keyCache.get(pem);
  if (!key) {
    key = parse(pem);
    if (keyCache.size >= 100) keyCache.clear();
    keyCache.set(pem, key);
  }
  return key;
};

/** The base64 RSA-SHA256 signature of the exact body. */
export const rgsSign = (privateKeyPem: string, raw: string) =>
  sign('sha256', Buffer.from(raw, 'utf8'), keyOf(privateKeyPem, createPrivateKey)).toString('base64');

export const rgsVerify = (publicKeyPem: string, raw: string, signature: string | undefined) => {
  if (!signature) return false;
  try {
    return verify('sha256', Buffer.from(raw, 'utf8'), keyOf(publicKeyPem, createPublicKey), Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
};

/** A wallet call as the vendor sends it: the path, the signed headers and the exact body. */
export const rgsSignedCall = (dialect: RgsSimDialect, call: RgsSimCall, body: unknown, privateKeyPem = dialect.keys.vendor.privateKey) => {
  const rawBody = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    path: dialect.paths[call] ?? `/${call}`,
    headers: { 'content-type': 'application/json', [dialect.signatureHeader.toLowerCase()]: rgsSign(privateKeyPem, rawBody) },
    rawBody,
  };
};

/** The bodies the vendor sends, built from the studio's call shapes (amounts already in vendor units). */
export const rgsSimBodies = (dialect: RgsSimDialect, w: SimWho) => {
  const who = dialect.protocol === 'hub88' ? { user: w.player, supplier_user: w.player } : { supplier_user: w.player };
  const base = () => ({ ...who, token: w.token, request_uuid: randomUUID() });
  return {
    check: () => ({ token: w.token }),
    info: () => ({ user: w.player, request_uuid: randomUUID() }),
    balance: (gameCode = '') => ({ ...base(), game_code: gameCode }),
    bet: (b: { txId: string; roundId: string; gameCode: string; units: bigint; isFree?: boolean; roundClosed?: boolean }) => ({
      ...base(),
      transaction_uuid: b.txId,
      round: b.roundId,
      round_closed: b.roundClosed ?? false,
      is_free: b.isFree ?? false,
      game_code: b.gameCode,
      currency: w.currency,
      amount: Number(b.units),
      ...(dialect.protocol === 'hub88' ? { supplier_transaction_id: b.txId, is_aggregated: false, meta: {} } : {}),
    }),
    win: (b: {
      txId: string;
      betTxId?: string;
      roundId: string;
      gameCode: string;
      units: bigint;
      isFree?: boolean;
      roundClosed?: boolean;
    }) => ({
      ...base(),
      transaction_uuid: b.txId,
      ...(b.betTxId ? { reference_transaction_uuid: b.betTxId } : {}),
      round: b.roundId,
      round_closed: b.roundClosed ?? true,
      is_free: b.isFree ?? false,
      game_code: b.gameCode,
      currency: w.currency,
      amount: Number(b.units),
      ...(dialect.protocol === 'hub88' ? { supplier_transaction_id: b.txId, meta: {} } : {}),
    }),
    rollback: (b: { txId: string; betTxId: string; roundId: string; gameCode: string; roundClosed?: boolean }) => ({
      ...base(),
      transaction_uuid: b.txId,
      reference_transaction_uuid: b.betTxId,
      round: b.roundId,
      round_closed: b.roundClosed ?? true,
      game_code: b.gameCode,
      ...(dialect.protocol === 'hub88' ? { user: w.player, supplier_transaction_id: b.txId, meta: {} } : { user: w.player }),
    }),
  };
};

type Posted = { status: number; body: string } | null;

/** Plain-HTTP operators get kept-alive sockets (the benchmarks); anything else goes through fetch. */
const transport = (operatorUrl: string) => {
  const url = new URL(operatorUrl);
  const prefix = url.pathname.replace(/\/$/, '');
  if (url.protocol === 'http:') {
    const conns = createKeepAlive({ host: url.hostname, port: Number(url.port || 80) });
    return {
      post: async (path: string, headers: Record<string, string>, raw: string): Promise<Posted> => {
        const a = await conns.post(`${prefix}${path}`, headers, raw, 10_000);
        return a.kind === 'answer' ? { status: a.status, body: a.body } : null;
      },
      close: conns.close,
    };
  }
  return {
    post: async (path: string, headers: Record<string, string>, raw: string): Promise<Posted> => {
      try {
        const res = await fetch(`${url.origin}${prefix}${path}`, {
          method: 'POST',
          headers,
          body: raw,
          signal: AbortSignal.timeout(10_000),
        });
        return { status: res.status, body: await res.text() };
      } catch {
        return null;
      }
    },
    close: () => {},
  };
};

/** "In case of network fail … we will retry 3 times": the same body, the same transaction id. */
const RETRIES = 3;

const rgsWallet = (dialect: RgsSimDialect) => (o: SimOptions) => {
  const net = transport(o.operatorUrl);
  const key = o.secrets.vendorPrivateKey ?? dialect.keys.vendor.privateKey;
  const base = `/vendor-api/${encodeURIComponent(o.vendor)}/${encodeURIComponent(o.merchantCode)}`;

  const call = async (w: SimWho, name: RgsSimCall, body: unknown): Promise<SimAnswer> => {
    const signed = rgsSignedCall(dialect, name, body, key);
    let got: Posted = null;
    for (let n = 0; n <= RETRIES; n++) {
      got = await net.post(`${base}${signed.path}`, signed.headers, signed.rawBody);
      if (got && got.status === 200) break;
    }
    if (got?.status !== 200) return { ok: false, code: got ? `http.${got.status}` : 'client.timeout', lost: true };
    let json: { status?: string; balance?: number; currency?: string };
    try {
      json = JSON.parse(got.body);
    } catch {
      return { ok: false, code: 'client.bad_json', lost: true };
    }
    const perMinor = rgsUnitsPerMinor(w.currency, o.settings.minorDigits);
    const balance = typeof json.balance === 'number' ? (BigInt(json.balance) / perMinor).toString() : undefined;
    if (json.status !== 'RS_OK' || balance === undefined)
      return balance === undefined
        ? { ok: false, code: json.status ?? 'RS_ERROR_UNKNOWN' }
        : { ok: false, code: json.status ?? '', balance };
    return { ok: true, balance, currency: json.currency ?? w.currency };
  };

  const units = (w: SimWho, minor: number) => BigInt(minor) * rgsUnitsPerMinor(w.currency, o.settings.minorDigits);
  return {
    balance: (w: SimWho) => call(w, 'balance', rgsSimBodies(dialect, w).balance()),
    bet: (w: SimWho, b: { txId: string; roundId: string; gameCode: string; amount: number }) =>
      call(w, 'bet', rgsSimBodies(dialect, w).bet({ ...b, units: units(w, b.amount) })),
    win: (w: SimWho, b: { txId: string; betTxId: string; roundId: string; amount: number }) =>
      call(w, 'win', rgsSimBodies(dialect, w).win({ ...b, gameCode: '', units: units(w, b.amount), roundClosed: false })),
    rollback: (w: SimWho, b: { txId: string; betTxId: string; roundId: string }) =>
      call(w, 'rollback', rgsSimBodies(dialect, w).rollback({ ...b, gameCode: '', roundClosed: false })),
    // The family has no end-of-round call: the round closes with `round_closed` on a call of it — here a win of
    // nothing naming only the round (the operator settles the round's open bets as lost).
    endRound: (w: SimWho, b: { txId: string; roundId: string }) =>
      call(w, 'win', rgsSimBodies(dialect, w).win({ txId: b.txId, roundId: b.roundId, gameCode: '', units: 0n, roundClosed: true })),
    close: net.close,
  };
};

const json = (status: number, body: unknown): SimReply => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/**
 * The vendor's game URL endpoint: the operator's signature (with its public key, `operatorPublicKey`) and operator id
 * are checked, then the studio's game page for the token is answered as `{url}` (refusals as `{error}`, HTTP 404).
 */
const rgsVendorApi =
  (dialect: RgsSimDialect): NonNullable<ProtocolSim['vendorApi']> =>
  async (req: SimRequest, o) => {
    if (req.method !== 'POST' || req.path !== dialect.launchPath) return json(404, { error: 'Unknown endpoint.' });
    const signature = req.headers[dialect.signatureHeader.toLowerCase()] ?? req.headers[dialect.signatureHeader];
    if (!rgsVerify(o.secrets.operatorPublicKey ?? dialect.keys.operator.publicKey, req.rawBody, signature))
      return json(404, { error: 'The signature does not match the operator.' });
    let body: {
      operator_id?: unknown;
      game_code?: unknown;
      token?: unknown;
      currency?: unknown;
      lang?: unknown;
      user?: unknown;
      game_type?: unknown;
    };
    try {
      body = JSON.parse(req.rawBody);
    } catch {
      return json(404, { error: 'The request is not JSON.' });
    }
    if (String(body.operator_id ?? '') !== (o.settings.operatorId ?? RGS_TEST_OPERATOR_ID))
      return json(404, { error: 'The operator_id does not correspond to any existing Operator.' });
    if (typeof body.game_code !== 'string' || typeof body.currency !== 'string')
      return json(404, { error: 'game_code and currency are required.' });
    const url = o.playUrl({
      game: body.game_code,
      token: typeof body.token === 'string' ? body.token : '',
      currency: body.currency,
      lang: typeof body.lang === 'string' ? body.lang : 'en',
      ...(typeof body.user === 'string' ? { player: body.user } : {}),
      ...(typeof body.game_type === 'string' ? { type: body.game_type } : {}),
    });
    return json(200, { url });
  };

export const caletaSim: ProtocolSim = {
  protocol: 'caleta',
  wallet: rgsWallet(rgsSimDialects.caleta),
  vendorApi: rgsVendorApi(rgsSimDialects.caleta),
};

export const hub88Sim: ProtocolSim = {
  protocol: 'hub88',
  wallet: rgsWallet(rgsSimDialects.hub88),
  vendorApi: rgsVendorApi(rgsSimDialects.hub88),
};
