import { createHash } from 'node:crypto';
import { createKeepAlive } from '../keep-alive';
import type { ProtocolSim, SimAnswer, SimOptions, SimReply, SimWho } from './types';

/**
 * Pragmatic Play as its integration guide (v3.x) describes it, for tests and the demo: the vendor posts form-encoded
 * calls `<call>.html` to the operator, each with `hash` = MD5 of the other parameters sorted by name (`k=v&k=v`) with
 * the secret key appended, and reads JSON `{error, description, cash, …}` with decimal amounts.
 */

/** TEST-ONLY secret key the simulator and the demo configuration share. Never a production key. */
export const PRAGMATIC_TEST_SECRET_KEY = 'pp-TEST-ONLY-secret-key-not-for-production';
export const PRAGMATIC_TEST_PROVIDER_ID = 'PragmaticPlay';

/** The hash of a call: empty parameters are not sent, so they are never part of it. */
export const pragmaticSimHash = (params: Record<string, string>, secretKey: string) =>
  createHash('md5')
    .update(
      `${Object.keys(params)
        .filter((k) => k !== 'hash' && params[k] !== '')
        .sort()
        .map((k) => `${k}=${params[k]}`)
        .join('&')}${secretKey}`,
    )
    .digest('hex');

/** A call's form body, hashed; parameters without a value are left out. */
export const pragmaticSimForm = (params: Record<string, string | undefined>, secretKey: string) => {
  const sent = Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''));
  return new URLSearchParams({ ...sent, hash: pragmaticSimHash(sent, secretKey) }).toString();
};

const THREE = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);
const ZERO = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);
const digitsOf = (currency: string) => (THREE.has(currency) ? 3 : ZERO.has(currency) ? 0 : 2);

/** Minor units (the studio's integers) as Pragmatic's decimal text. */
export const simDecimal = (minor: number | bigint, currency: string) => {
  const d = digitsOf(currency);
  const v = BigInt(minor)
    .toString()
    .padStart(d + 1, '0');
  return d ? `${v.slice(0, -d)}.${v.slice(-d)}` : v;
};

/** A decimal of an answer as minor units (text in, text out). */
const minorOf = (text: string, currency: string) => {
  const d = digitsOf(currency);
  const [whole = '0', frac = ''] = text.replace(/^-/, '').split('.');
  const v = BigInt(whole) * 10n ** BigInt(d) + BigInt(frac.slice(0, d).padEnd(d, '0') || '0');
  return (text.startsWith('-') ? -v : v).toString();
};

/** A number field of the answer as the text it was written with (cash 1234.50 stays "1234.50"). */
const rawNumber = (body: string, name: string) => new RegExp(`"${name}"\\s*:\\s*"?(-?\\d+(?:\\.\\d+)?)`).exec(body)?.[1];

type Posted = { status: number; body: string } | null;

/** Plain-HTTP operators get kept-alive sockets (the benchmarks); anything else goes through fetch. */
const transport = (operatorUrl: string) => {
  const url = new URL(operatorUrl);
  const prefix = url.pathname.replace(/\/$/, '');
  if (url.protocol === 'http:') {
    const conns = createKeepAlive({ host: url.hostname, port: Number(url.port || 80) });
    return {
      post: async (path: string, raw: string): Promise<Posted> => {
        const a = await conns.post(`${prefix}${path}`, { 'content-type': 'application/x-www-form-urlencoded' }, raw, 10_000);
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
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
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

const wallet = (o: SimOptions) => {
  const secretKey = o.secrets.secretKey ?? PRAGMATIC_TEST_SECRET_KEY;
  const providerId = o.settings.providerId ?? PRAGMATIC_TEST_PROVIDER_ID;
  const base = `/vendor-api/${encodeURIComponent(o.vendor)}/${encodeURIComponent(o.merchantCode)}`;
  const http = transport(o.operatorUrl);
  // result.html and endRound.html name the game; the studio's win and end of round do not, so the bet remembers it.
  const games = new Map<string, string>();
  const gameOf = (roundId: string) => games.get(roundId) ?? 'vs20unknown';

  /**
   * One call; a call Pragmatic must not lose (result, refund, endRound) is sent again with the same body after no
   * answer or a 5xx, like the vendor's own retries. A bet is sent once: without an answer the vendor refunds it.
   */
  const call = async (name: string, w: SimWho, params: Record<string, string | undefined>, retry: boolean): Promise<SimAnswer> => {
    const raw = pragmaticSimForm({ providerId, userId: w.player, token: w.token, ...params }, secretKey);
    let got: Posted = null;
    for (let n = 0; n < (retry ? 4 : 1); n++) {
      got = await http.post(`${base}/${name}.html`, raw);
      if (got && got.status < 500) break;
    }
    if (!got || got.status >= 500) return { ok: false, code: 'lost', lost: true };
    const error = rawNumber(got.body, 'error');
    const cash = rawNumber(got.body, 'cash');
    const currency = /"currency"\s*:\s*"([A-Z]{3})"/.exec(got.body)?.[1] ?? w.currency;
    if (got.status !== 200 || error === undefined) return { ok: false, code: `http.${got.status}` };
    if (error !== '0')
      return cash === undefined ? { ok: false, code: error } : { ok: false, code: error, balance: minorOf(cash, currency) };
    if (cash === undefined) return balance(w);
    return { ok: true, balance: minorOf(cash, currency), currency };
  };
  const balance = (w: SimWho) => call('balance', w, {}, true);
  const timestamp = () => String(Date.now());

  return {
    balance,
    bet: (w: SimWho, b: { txId: string; roundId: string; gameCode: string; amount: number }) => {
      if (games.size > 10_000) games.clear();
      games.set(b.roundId, b.gameCode);
      const amount = simDecimal(b.amount, w.currency);
      return call(
        'bet',
        w,
        { gameId: b.gameCode, roundId: b.roundId, amount, reference: b.txId, timestamp: timestamp(), roundDetails: 'spin' },
        false,
      );
    },
    win: (w: SimWho, b: { txId: string; betTxId: string; roundId: string; amount: number }) =>
      call(
        'result',
        w,
        {
          gameId: gameOf(b.roundId),
          roundId: b.roundId,
          amount: simDecimal(b.amount, w.currency),
          reference: b.txId,
          timestamp: timestamp(),
          roundDetails: 'spin',
        },
        true,
      ),
    // refund.html names the bet's reference; its answer has no balance, so the balance is asked after it.
    rollback: (w: SimWho, b: { txId: string; betTxId: string; roundId: string }) =>
      call('refund', w, { reference: b.betTxId, roundId: b.roundId, gameId: gameOf(b.roundId), timestamp: timestamp() }, true),
    endRound: async (w: SimWho, b: { txId: string; roundId: string }) => {
      const answer = await call('endRound', w, { gameId: gameOf(b.roundId), roundId: b.roundId }, true);
      games.delete(b.roundId);
      return answer;
    },
    close: http.close,
  };
};

/**
 * Pragmatic's Integration API as the operator calls it for a launch: `POST …/game/url/` with a hashed form
 * (secureLogin, symbol, language, token, …); answers `{error: "0", description, gameURL}`, the studio's game page.
 */
const vendorApi: NonNullable<ProtocolSim['vendorApi']> = async (req, o): Promise<SimReply> => {
  const json = (body: Record<string, string>): SimReply => ({
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (req.method !== 'POST' || !/\/game\/url\/?$/.test(req.path)) return { status: 404, body: 'not found' };
  const p = Object.fromEntries(new URLSearchParams(req.rawBody));
  const { hash, ...rest } = p;
  if (hash !== pragmaticSimHash(rest, o.secrets.secretKey ?? PRAGMATIC_TEST_SECRET_KEY))
    return json({ error: '5', description: 'Invalid hash' });
  if (!rest.symbol || !rest.token || (o.settings.secureLogin && rest.secureLogin !== o.settings.secureLogin)) {
    return json({ error: '7', description: 'Bad parameters' });
  }
  const gameURL = o.playUrl({
    game: rest.symbol,
    token: rest.token,
    currency: rest.currency ?? '',
    lang: rest.language ?? 'en',
    player: rest.externalPlayerId,
    type: rest.gameType,
  });
  return json({ error: '0', description: 'OK', gameURL });
};

export const pragmaticSim: ProtocolSim = { protocol: 'pragmatic', wallet, vendorApi };
