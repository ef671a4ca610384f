import { createHash } from 'node:crypto';
import { type Attempt, createKeepAlive } from '../keep-alive';
import type { ProtocolSim, SimAnswer, SimOptions, SimReply, SimRequest, SimWho } from './types';

/**
 * Red Tiger's side of its RGI wallet (issue 34), written from the spec's models: JSON calls to the operator's
 * `/auth`, `/stake`, `/payout`, `/refund` and `/promo/{buyin,settle,refund}`, the operator's API key in the
 * `Authorization` header, amounts as decimal strings in the currency's major unit.
 */

/** TEST-ONLY: the API key the simulator presents (the demo seed and the tests configure the same). Never production. */
export const REDTIGER_TEST_API_KEY = 'TEST-ONLY-redtiger-api-key-do-not-use-in-production';
/** TEST-ONLY: the reconciliation token of the test configuration (at least 32 characters, as every Red Tiger token). */
export const REDTIGER_TEST_RECON_TOKEN = 'TEST-ONLY-redtiger-recon-token-0000000000000000';

/** TEST-ONLY: the casino id of the demo configuration, which the launch stand-in expects. */
export const REDTIGER_TEST_CASINO = 'test-only-casino';

/** ISO 4217 minor units other than two (Red Tiger's own currency table; the operator keeps its own). */
const decimalsOf = (currency: string) =>
  /^(BIF|CLP|DJF|GNF|ISK|JPY|KMF|KRW|PYG|RWF|UGX|UYI|VND|VUV|XAF|XOF|XPF)$/.test(currency)
    ? 0
    : /^(BHD|IQD|JOD|KWD|LYD|OMR|TND)$/.test(currency)
      ? 3
      : 2;

/** Minor units → Red Tiger's decimal string ("1050" → "10.50" for a two-decimal currency). */
export const redtigerAmount = (minor: bigint | number | string, currency: string): string => {
  const d = decimalsOf(currency);
  const v = BigInt(minor);
  const abs = v < 0n ? -v : v;
  const base = 10n ** BigInt(d);
  const frac = d > 0 ? `.${(abs % base).toString().padStart(d, '0')}` : '';
  return `${v < 0n ? '-' : ''}${abs / base}${frac}`;
};

/** Red Tiger's decimal string → minor units as a string ("10.50" → "1050"); null when it is not one. */
export const redtigerMinor = (amount: unknown, currency: string): string | null => {
  const d = decimalsOf(currency);
  const m = typeof amount === 'string' ? /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount) : null;
  const frac = (m?.[3] ?? '').replace(/0+$/, '');
  if (!m || frac.length > d) return null;
  const v = BigInt(m[2] as string) * 10n ** BigInt(d) + BigInt(frac.padEnd(d, '0') || '0');
  return (m[1] ? -v : v).toString();
};

/**
 * Red Tiger's ids are at most 32 printable characters with no colon; a longer or other id of the game (the studio's)
 * is sent as a stable digest of it, so a retry and the refund of a stake name the same id.
 */
export const redtigerId = (id: string) =>
  /^[!-9;-~]{1,32}$/.test(id) ? id : createHash('sha256').update(id).digest('base64url').slice(0, 32);

type Base = { token: string; userId?: string; casino?: string; currency?: string; ip?: string };
type Round = { id: string; starts?: boolean; ends?: boolean };

/** Red Tiger's request bodies, exactly as it sends them (amounts already decimal strings). */
export const redtigerBodies = {
  auth: (b: Base & { channel?: string }) => ({ ...b, channel: b.channel ?? 'desktop', affiliate: '' }),
  stake: (
    b: Base & { txId: string; stake: string; stakePromo?: string; game?: string; round: Round; promo?: Record<string, unknown> },
  ) => ({
    token: b.token,
    userId: b.userId,
    casino: b.casino,
    currency: b.currency,
    ip: b.ip,
    transaction: { id: b.txId, stake: b.stake, stakePromo: b.stakePromo ?? '0.00', details: { game: b.stake, jackpot: '0.00' } },
    game: { type: 'slot', key: b.game ?? '', version: '1' },
    round: { id: b.round.id, starts: b.round.starts ?? true, ends: b.round.ends ?? false },
    ...(b.promo ? { promo: b.promo } : {}),
  }),
  payout: (b: Base & { txId: string; payout: string; payoutPromo?: string; game?: string; round?: Round; retry?: boolean }) => ({
    token: b.token,
    userId: b.userId,
    casino: b.casino,
    currency: b.currency,
    ip: b.ip,
    transaction: {
      id: b.txId,
      payout: b.payout,
      payoutPromo: b.payoutPromo ?? '0.00',
      details: { game: b.payout, jackpot: '0.000000' },
      sources: { lines: b.payout, features: '0.00', jackpot: {} },
    },
    game: { type: 'slot', key: b.game ?? '', version: '1' },
    jackpot: { group: '', contribution: '0.00', pots: [] },
    round: { id: b.round?.id ?? '', starts: b.round?.starts ?? false, ends: b.round?.ends ?? true },
    retry: b.retry ?? false,
  }),
  refund: (b: Base & { txId: string; stake?: string; game?: string; round?: Round }) => ({
    token: b.token,
    userId: b.userId,
    casino: b.casino,
    currency: b.currency,
    ip: b.ip,
    transaction: { id: b.txId, stake: b.stake ?? '0.00', stakePromo: '0.00', details: { game: b.stake ?? '0.00', jackpot: '0.00' } },
    game: { type: 'slot', key: b.game ?? '', version: '1' },
    round: { id: b.round?.id ?? '', starts: b.round?.starts ?? true, ends: b.round?.ends ?? false },
  }),
};

type RtReply = { success?: boolean; result?: { balance?: { cash?: string } }; balance?: { cash?: string }; error?: { code?: number } };

/** The game's view of an answer: the balance in minor units, or Red Tiger's error code as `redtiger.<code>`. */
const answerOf = (a: Attempt, currency: string): SimAnswer => {
  if (a.kind === 'lost') return { ok: false, code: 'client.timeout', lost: true };
  let json: RtReply = {};
  try {
    json = JSON.parse(a.body) as RtReply;
  } catch {
    return { ok: false, code: `http.${a.status}`, lost: a.status >= 500 };
  }
  const cash = json.result?.balance?.cash ?? json.balance?.cash;
  const balance = redtigerMinor(cash, currency);
  if (a.status === 200 && json.success === true && balance !== null) return { ok: true, balance, currency };
  return { ok: false, code: json.error?.code !== undefined ? `redtiger.${json.error.code}` : `http.${a.status}`, lost: a.status >= 500 };
};

/**
 * The vendor's wallet calls against the operator. A call that got no answer (or a 5xx) is sent again with the same
 * body — the same transaction id — as Red Tiger retries, never a new one.
 */
const wallet = (o: SimOptions & { timeoutMs?: number; retries?: number }) => {
  const url = new URL(o.operatorUrl);
  const conns = createKeepAlive({ host: url.hostname, port: Number(url.port || 80), maxSockets: 64 });
  const prefix = `${url.pathname.replace(/\/$/, '')}/vendor-api/${encodeURIComponent(o.vendor)}/${encodeURIComponent(o.merchantCode)}`;
  const headers = { 'content-type': 'application/json', authorization: o.secrets.apiKey ?? REDTIGER_TEST_API_KEY };
  const casino = o.settings.casino;
  const stakes = new Map<string, string>();

  const post = async (path: string, body: unknown, currency: string): Promise<SimAnswer> => {
    const raw = JSON.stringify(body);
    let last: Attempt = { kind: 'lost' };
    for (let n = 0; n <= (o.retries ?? 3); n++) {
      if (n > 0) await new Promise((r) => setTimeout(r, 25 * n));
      last = await conns.post(`${prefix}${path}`, headers, raw, o.timeoutMs ?? 5000);
      if (last.kind === 'answer' && last.status < 500) break;
    }
    return answerOf(last, currency);
  };
  const base = (w: SimWho) => ({ token: w.token, userId: w.player || undefined, casino, currency: w.currency });

  return {
    balance: (w: SimWho) => post('/auth', redtigerBodies.auth(base(w)), w.currency),
    bet: (w: SimWho, b: { txId: string; roundId: string; gameCode: string; amount: number }) => {
      const stake = redtigerAmount(b.amount, w.currency);
      const txId = redtigerId(b.txId);
      if (stakes.size > 10_000) stakes.clear();
      stakes.set(txId, stake);
      return post(
        '/stake',
        redtigerBodies.stake({ ...base(w), txId, stake, game: b.gameCode, round: { id: redtigerId(b.roundId) } }),
        w.currency,
      );
    },
    win: (w: SimWho, b: { txId: string; betTxId: string; roundId: string; amount: number }) =>
      post(
        '/payout',
        redtigerBodies.payout({
          ...base(w),
          txId: redtigerId(b.txId),
          payout: redtigerAmount(b.amount, w.currency),
          round: { id: redtigerId(b.roundId) },
        }),
        w.currency,
      ),
    rollback: (w: SimWho, b: { txId: string; betTxId: string; roundId: string }) => {
      const txId = redtigerId(b.betTxId);
      return post(
        '/refund',
        redtigerBodies.refund({ ...base(w), txId, stake: stakes.get(txId), round: { id: redtigerId(b.roundId) } }),
        w.currency,
      );
    },
    /** Red Tiger has no end-of-round call: a round ends with a payout, a zero one when nothing was won. */
    endRound: (w: SimWho, b: { txId: string; roundId: string }) =>
      post(
        '/payout',
        redtigerBodies.payout({
          ...base(w),
          txId: redtigerId(b.txId),
          payout: redtigerAmount(0, w.currency),
          round: { id: redtigerId(b.roundId) },
        }),
        w.currency,
      ),
    close: () => conns.close(),
  };
};

/**
 * Red Tiger's game address as the player's browser opens it (`GET {launchUrl}/{game key}?token=…&currency=…&casino=…`):
 * no API call, the token in the address. The stand-in checks the casino and a real-money play mode and redirects to
 * the studio's game page for the token (`userId`: the player the wallet calls name).
 */
const vendorApi: NonNullable<ProtocolSim['vendorApi']> = async (req: SimRequest, o): Promise<SimReply> => {
  const game = /^\/([^/]+)$/.exec(req.path)?.[1];
  const q = req.query;
  const refused = (body: string): SimReply => ({ status: 404, headers: { 'content-type': 'text/plain' }, body });
  if (req.method !== 'GET' || !game) return refused('not found');
  if (q.casino !== (o.settings.casino ?? REDTIGER_TEST_CASINO)) return refused('unknown casino');
  if (!q.token || !q.currency || q.playMode !== 'real') return refused('bad launch');
  const page = o.playUrl({
    game: decodeURIComponent(game),
    token: q.token,
    currency: q.currency,
    lang: q.lang ?? 'en',
    ...(q.userId ? { player: q.userId } : {}),
    ...(q.gameType ? { type: q.gameType } : {}),
  });
  return { status: 302, headers: { location: page, 'content-type': 'text/plain' }, body: '' };
};

export const redtigerSim: ProtocolSim = { protocol: 'redtiger', wallet, vendorApi };

/** Red Tiger's wire format for tests and tools: its bodies, its amounts and its ids. */
export const redtigerWire = { bodies: redtigerBodies, amount: redtigerAmount, minor: redtigerMinor, id: redtigerId };
