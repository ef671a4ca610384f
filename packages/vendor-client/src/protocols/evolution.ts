import { randomUUID } from 'node:crypto';
import { createKeepAlive } from '../keep-alive';
import type { ProtocolSim, SimAnswer, SimOptions, SimReply, SimRequest, SimWho } from './types';

/**
 * Evolution One Wallet as its integration documents describe it, for tests and the demo: Evolution posts JSON to the
 * operator's `…/check`, `…/balance`, `…/debit`, `…/credit`, `…/cancel` and `…/promo_payout`, authenticated by the
 * `authToken` query parameter alone, amounts as JSON numbers in the currency's major unit, and reads `{status,
 * balance, …}`. The first call of a session is check, with the session id the launch gave; its answer's sid is used
 * from then on. The operator launches a game through Evolution's UserAuthentication API
 * (`POST /ua/v1/{casinoKey}/{apiToken}`), which answers the game's `entry` path.
 */

/** TEST-ONLY one-wallet token (Evolution → operator): published here, never to be used with the real Evolution. */
export const EVOLUTION_TEST_AUTH_TOKEN = 'TEST-ONLY-evolution-auth-token-3b9d1f';
/** TEST-ONLY UserAuthentication API token (operator → Evolution). */
export const EVOLUTION_TEST_API_TOKEN = 'TEST-ONLY-evolution-api-token-7c2e44';
/** TEST-ONLY casino key. */
export const EVOLUTION_TEST_CASINO_KEY = 'testcasino0000001';

const THREE = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);
const ZERO = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'ISK',
  'JPY',
  'KMF',
  'KRW',
  'PYG',
  'RWF',
  'UGX',
  'UYI',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
const digitsOf = (currency: string) => (THREE.has(currency) ? 3 : ZERO.has(currency) ? 0 : 2);

/** Minor units as the text of an Evolution amount (1550, EUR → "15.50"). */
const decimalOf = (minor: number | bigint | string, currency: string) => {
  const d = digitsOf(currency);
  const v = BigInt(minor)
    .toString()
    .padStart(d + 1, '0');
  return d ? `${v.slice(0, -d)}.${v.slice(-d)}` : v;
};

/** The text of an Evolution amount as minor units ("999.00", EUR → "99900"); digits past the minor unit are cut. */
const minorOf = (text: string, currency: string) => {
  const d = digitsOf(currency);
  const [whole = '0', frac = ''] = text.replace(/^-/, '').split('.');
  const v = BigInt(whole) * 10n ** BigInt(d) + BigInt(frac.slice(0, d).padEnd(d, '0') || '0');
  return (text.startsWith('-') ? -v : v).toString();
};

/** A JSON object with the given amount written as a number literal, never through a float. */
const withAmount = (body: Record<string, unknown>, amount: string) => JSON.stringify(body).replace('"@amount@"', amount);

type Table = { round: string; table: string; type?: string };
const gameOf = (g: Table) => ({ id: g.round, type: g.type ?? 'slots', details: { table: { id: g.table, vid: null } } });

/**
 * Evolution's request bodies, amounts in minor units in and major units out (as JSON number literals). The tests
 * send these exactly as Evolution would; the simulator's wallet too.
 */
export const evolutionWire = {
  check: (sid: string, userId: string, channel: 'P' | 'M' = 'P', uuid: string = randomUUID()) =>
    JSON.stringify({ sid, userId, channel: { type: channel }, uuid }),
  balance: (sid: string, userId: string, currency: string, uuid: string = randomUUID()) =>
    JSON.stringify({ sid, userId, currency, game: null, uuid }),
  /** debit, credit and cancel share a shape; a cancel repeats the debit's id and refId. */
  transaction: (
    sid: string,
    userId: string,
    currency: string,
    g: Table,
    t: { id: string; refId: string; amount: number | bigint | string },
    uuid: string = randomUUID(),
  ) =>
    withAmount(
      { sid, userId, currency, game: gameOf(g), transaction: { id: t.id, refId: t.refId, amount: '@amount@' }, uuid },
      decimalOf(t.amount, currency),
    ),
  promoPayout: (
    sid: string,
    userId: string,
    currency: string,
    g: Table,
    p: { id: string; type?: string; amount: number | bigint | string },
    uuid: string = randomUUID(),
  ) =>
    withAmount(
      {
        sid,
        userId,
        currency,
        game: gameOf(g),
        promoTransaction: {
          type: p.type ?? 'FreeRoundPlayableSpent',
          id: p.id,
          amount: '@amount@',
          voucherId: `V-${p.id}`,
          remainingRounds: 0,
        },
        uuid,
      },
      decimalOf(p.amount, currency),
    ),
  /** An answer's fields, the numbers as the text they were written with (`balance: "999.00"`). */
  read: (raw: string): Record<string, string | boolean | null> => {
    const out: Record<string, string | boolean | null> = {};
    const re = /"(\w+)"\s*:\s*("(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/g;
    for (let m = re.exec(raw); m; m = re.exec(raw)) {
      const v = m[2] as string;
      out[m[1] as string] = v.startsWith('"')
        ? (JSON.parse(v) as string)
        : v === 'true'
          ? true
          : v === 'false'
            ? false
            : v === 'null'
              ? null
              : v;
    }
    return out;
  },
  minorOf,
  decimalOf,
};

/** Evolution's statuses of success: OK, and its duplicate answers (the call's effect is already there). */
const SUCCESS = new Set(['OK', 'BET_ALREADY_EXIST', 'BET_ALREADY_SETTLED']);

type Posted = { status: number; body: string } | null;

/** Plain-HTTP operators get kept-alive sockets (the benchmarks); anything else goes through fetch. */
const transport = (operatorUrl: string) => {
  const url = new URL(operatorUrl);
  const prefix = url.pathname.replace(/\/$/, '');
  const headers = { 'content-type': 'application/json' };
  if (url.protocol === 'http:') {
    const conns = createKeepAlive({ host: url.hostname, port: Number(url.port || 80) });
    return {
      post: async (path: string, raw: string): Promise<Posted> => {
        const a = await conns.post(`${prefix}${path}`, headers, raw, 10_000);
        return a.kind === 'answer' ? { status: a.status, body: a.body } : null;
      },
      close: conns.close,
    };
  }
  return {
    post: async (path: string, raw: string): Promise<Posted> => {
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

/** Evolution repeats a money call it got no answer to (a lost connection, a 5xx) with the same body. */
const RETRIES = 3;

/** The vendor's wallet calls against the operator, in the studio's minor units. */
const wallet = (o: SimOptions) => {
  const t = transport(o.operatorUrl);
  const auth = encodeURIComponent(o.secrets.authToken ?? EVOLUTION_TEST_AUTH_TOKEN);
  const path = (call: string) =>
    `/vendor-api/${encodeURIComponent(o.vendor)}/${encodeURIComponent(o.merchantCode)}/${call}?authToken=${auth}`;
  const post = async (call: string, raw: string, retry: boolean) => {
    let r: Posted = null;
    for (let n = 0; n <= (retry ? RETRIES : 0); n++) {
      r = await t.post(path(call), raw);
      if (r && r.status < 500) break;
    }
    return r;
  };
  // The sid check answered for each launch sid (the session id of the UserAuthentication call).
  const sids = new Map<string, Promise<{ sid: string } | { code: string }>>();
  // What a cancel repeats of its debit: the amount and the table.
  const bets = new Map<string, { amount: number; table: string; round: string; token: string }>();
  const sidOf = (w: SimWho) => {
    let s = sids.get(w.token);
    if (!s) {
      s = post('check', evolutionWire.check(w.token, w.player), false).then((r) => {
        const a = r ? evolutionWire.read(r.body) : {};
        return a.status === 'OK' && typeof a.sid === 'string' ? { sid: a.sid } : { code: String(a.status ?? 'client.timeout') };
      });
      sids.set(w.token, s);
      s.then((v) => 'code' in v && sids.delete(w.token));
    }
    return s;
  };
  const answer = (r: Posted, w: SimWho): SimAnswer => {
    if (!r) return { ok: false, code: 'client.timeout', lost: true };
    const a = evolutionWire.read(r.body);
    const balance = typeof a.balance === 'string' ? minorOf(a.balance, w.currency) : undefined;
    if (typeof a.status === 'string' && SUCCESS.has(a.status) && balance !== undefined) return { ok: true, balance, currency: w.currency };
    return { ok: false, code: typeof a.status === 'string' ? a.status : `http.${r.status}`, lost: r.status >= 500, balance };
  };
  const call = async (w: SimWho, name: string, body: (sid: string) => string, retry: boolean): Promise<SimAnswer> => {
    const s = await sidOf(w);
    if ('code' in s) return { ok: false, code: s.code };
    return answer(await post(name, body(s.sid), retry), w);
  };
  const balance = (w: SimWho) => call(w, 'balance', (sid) => evolutionWire.balance(sid, w.player, w.currency), false);
  return {
    balance,
    bet: (w: SimWho, b: { txId: string; roundId: string; gameCode: string; amount: number }) => {
      bets.set(b.txId, { amount: b.amount, table: b.gameCode, round: b.roundId, token: w.token });
      return call(
        w,
        'debit',
        (sid) =>
          evolutionWire.transaction(
            sid,
            w.player,
            w.currency,
            { round: b.roundId, table: b.gameCode },
            { id: b.txId, refId: b.txId, amount: b.amount },
          ),
        true,
      );
    },
    win: (w: SimWho, b: { txId: string; betTxId: string; roundId: string; amount: number }) => {
      const table = bets.get(b.betTxId)?.table ?? '';
      bets.delete(b.betTxId);
      return call(
        w,
        'credit',
        (sid) =>
          evolutionWire.transaction(
            sid,
            w.player,
            w.currency,
            { round: b.roundId, table },
            { id: b.txId, refId: b.betTxId, amount: b.amount },
          ),
        true,
      );
    },
    rollback: (w: SimWho, b: { txId: string; betTxId: string; roundId: string }) => {
      const bet = bets.get(b.betTxId);
      bets.delete(b.betTxId);
      return call(
        w,
        'cancel',
        (sid) =>
          evolutionWire.transaction(
            sid,
            w.player,
            w.currency,
            { round: b.roundId, table: bet?.table ?? '' },
            { id: b.betTxId, refId: b.betTxId, amount: bet?.amount ?? 0 },
          ),
        true,
      );
    },
    // Evolution has no end-of-round call: its credit closes each bet, so the bets of this player the round lost are
    // credited with nothing (kept until answered, so a repeated end of round sends the same credits); then the balance.
    endRound: async (w: SimWho, b: { txId: string; roundId: string }) => {
      const lost = [...bets].filter(([, v]) => v.round === b.roundId && v.token === w.token);
      let last: SimAnswer | null = null;
      for (const [betTxId, v] of lost) {
        last = await call(
          w,
          'credit',
          (sid) =>
            evolutionWire.transaction(
              sid,
              w.player,
              w.currency,
              { round: b.roundId, table: v.table },
              { id: `${betTxId}-L`, refId: betTxId, amount: 0 },
            ),
          true,
        );
        if (!last.ok && last.lost) return last;
        bets.delete(betTxId);
      }
      return last ?? balance(w);
    },
    close: t.close,
  };
};

const uaError = (status: number, code: string, message: string): SimReply => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ errors: [{ code, message }] }),
});

/**
 * Evolution's UserAuthentication API as the operator calls it at launch: the casino key and API token in the path,
 * the player, its session and the table in the body; answers the game's `entry` (a path on Evolution's host when the
 * game page is there, else the page's whole address), or `{"errors":[…]}` with Evolution's G. and V. codes.
 */
const vendorApi: NonNullable<ProtocolSim['vendorApi']> = async (req: SimRequest, o) => {
  const m = /^\/ua\/v1\/([^/]+)\/([^/]+)$/.exec(req.path);
  if (req.method !== 'POST' || !m) return uaError(404, 'G.0', 'not found');
  if (decodeURIComponent(m[1] as string) !== (o.settings.casinoKey ?? EVOLUTION_TEST_CASINO_KEY))
    return uaError(401, 'G.1', 'Unknown casino');
  if (decodeURIComponent(m[2] as string) !== (o.secrets.apiToken ?? EVOLUTION_TEST_API_TOKEN))
    return uaError(401, 'G.2', 'Provided apiToken is incorrect');
  let b: {
    uuid?: unknown;
    player?: { id?: unknown; currency?: unknown; language?: unknown; session?: { id?: unknown; ip?: unknown } };
    config?: { game?: { category?: unknown; table?: { id?: unknown } }; channel?: { wrapped?: unknown } };
  };
  try {
    b = JSON.parse(req.rawBody);
  } catch {
    return uaError(400, 'G.0', 'Could not authenticate, please review sent data and try again');
  }
  const p = b.player;
  if (typeof b.uuid !== 'string' || !b.uuid) return uaError(400, 'V.16', "uuid can't be empty");
  if (!p) return uaError(400, 'V.17', "'player' is empty or missing");
  if (typeof p.id !== 'string' || !p.id) return uaError(400, 'V.41', "'player.id' is missing");
  if (typeof p.session?.id !== 'string' || !p.session.id) return uaError(400, 'V.10', "'player.session.id' is empty or missing");
  if (typeof p.currency !== 'string' || !/^[A-Z]{3}$/.test(p.currency)) return uaError(400, 'V.12', "'player.currency' is missing");
  if (typeof p.language !== 'string' || !p.language) return uaError(400, 'V.13', "'player.language' is missing");
  if (!b.config) return uaError(400, 'V.18', "'config' is empty or missing");
  if (typeof b.config.channel?.wrapped !== 'boolean') return uaError(400, 'V.27', "'config.channel.wrapped' is missing or empty");
  const table = b.config.game?.table?.id;
  if (typeof table !== 'string' || !table) return uaError(400, 'V.26', "'config.game.table.id' is missing or empty");
  const category = b.config.game?.category;
  const page = o.playUrl({
    game: table,
    token: p.session.id,
    currency: p.currency,
    lang: p.language,
    player: p.id,
    ...(typeof category === 'string' && category ? { type: category } : {}),
  });
  const host = (o.settings.apiBaseUrl ?? '').replace(/\/+$/, '');
  const entry = host && page.startsWith(`${host}/`) ? page.slice(host.length) : page;
  const embedded = `${entry}${entry.includes('?') ? '&' : '?'}embedded`;
  return { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ entry, entryEmbedded: embedded }) };
};

export const evolutionSim: ProtocolSim = { protocol: 'evolution', wallet, vendorApi };
