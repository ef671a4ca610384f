import {
  type ProtocolSim,
  type SimPlay,
  type SimReply,
  type SimRequest,
  caletaSim,
  evolutionSim,
  hub88Sim,
  pragmaticSim,
  redtigerSim,
} from '@wl/vendor-client';
import { signLaunch, studioVendorSecret } from '../protocol';
import type { Wallet, WalletAnswer, Who } from './wallets';

/** The real vendors' protocols the studio can play through (issue 34), by protocol code. */
export const protocolSims: Record<string, ProtocolSim> = {
  caleta: caletaSim,
  hub88: hub88Sim,
  evolution: evolutionSim,
  pragmatic: pragmaticSim,
  redtiger: redtigerSim,
};

/**
 * The game's kind for the studio's page: the catalogue's type the launch carried through the vendor's launch request
 * (`CATEGORY` or `CATEGORY:SUBTYPE`, signed there by the operator), so a Pragmatic live or table game opens its table.
 * A launch without one is played by the protocol's usual kind: Evolution's games as live tables, the others as slots.
 */
const kindOf = (protocol: string, type: string | undefined): { cat: string; sub: string } => {
  const m = /^([A-Z]{2,16})(?::([A-Z0-9_]{1,16}))?$/.exec(type ?? '');
  if (m) return { cat: m[1] as string, sub: m[2] ?? '' };
  return { cat: protocol === 'evolution' ? 'LIVE' : 'RNG', sub: '' };
};

/** Each protocol's "not enough money" as the page knows it (409 and its own text); other refusals pass as they came. */
const insufficient: Record<string, string> = {
  pragmatic: '1',
  evolution: 'INSUFFICIENT_FUNDS',
  caleta: 'RS_ERROR_NOT_ENOUGH_MONEY',
  hub88: 'RS_ERROR_NOT_ENOUGH_MONEY',
  redtiger: 'redtiger.304',
};
const mapped = (protocol: string, a: WalletAnswer): WalletAnswer =>
  !a.ok && a.code === insufficient[protocol] ? { ...a, code: 'wallet.insufficient_funds' } : a;

type SimWallet = ReturnType<ProtocolSim['wallet']>;

/**
 * The studio's side of the real vendor protocols: it answers the operator's calls to a vendor's own API (a launch URL
 * request) with the simulator's `vendorApi` under `/proto/{protocol}/{VENDOR}/{MERCHANT}/…`, giving the studio's own
 * signed game page with the protocol named; that page's rounds then go through the simulator's `wallet(…)` against
 * the merchant's `/vendor-api/{VENDOR}/{MERCHANT}/…`. The simulators sign with their TEST-ONLY credentials, the ones
 * the demo seed configures.
 */
export const protocolWallets = (o: { platformUrl: string | (() => string); master: string }) => {
  const platform = () => (typeof o.platformUrl === 'string' ? o.platformUrl : o.platformUrl());
  const wallets = new Map<string, SimWallet>();

  const simWallet = (w: Who & { proto: NonNullable<Who['proto']> }) => {
    const key = `${w.proto.protocol}|${w.vendor}|${w.proto.merchant}`;
    let sw = wallets.get(key);
    if (!sw) {
      const sim = protocolSims[w.proto.protocol];
      if (!sim) return null;
      sw = sim.wallet({ operatorUrl: platform(), vendor: w.vendor, merchantCode: w.proto.merchant, settings: {}, secrets: {} });
      wallets.set(key, sw);
    }
    return sw;
  };

  /** The wallet of a launch through a protocol: the simulator's calls, refusals in the page's terms. */
  const via = (w: Who, call: (sw: SimWallet) => Promise<WalletAnswer>): Promise<WalletAnswer> => {
    const sw = w.proto ? simWallet({ ...w, proto: w.proto }) : null;
    if (!w.proto || !sw) return Promise.resolve({ ok: false, code: 'studio.session_invalid' });
    const protocol = w.proto.protocol;
    return call(sw).then((a) => mapped(protocol, a));
  };

  /** The studio's seamless wallet, or the protocol's simulator when the launch named one. */
  const route = (seamless: Wallet): Wallet => ({
    balance: (w) => (w.proto ? via(w, (sw) => sw.balance(w)) : seamless.balance(w)),
    bet: (w, b) => (w.proto ? via(w, (sw) => sw.bet(w, b)) : seamless.bet(w, b)),
    win: (w, b) => (w.proto ? via(w, (sw) => sw.win(w, b)) : seamless.win(w, b)),
    rollback: (w, b) => (w.proto ? via(w, (sw) => sw.rollback(w, b)) : seamless.rollback(w, b)),
    endRound: (w, b) => (w.proto ? via(w, (sw) => sw.endRound(w, b)) : seamless.endRound(w, b)),
  });

  /**
   * One call of the operator to a vendor's API at `/proto/{protocol}/{VENDOR}/{MERCHANT}{path}`: the simulator checks
   * it and answers in the vendor's format; the game page it names is the studio's (`origin`), signed with the
   * vendor's secret, the protocol and the merchant among the signed parameters.
   */
  const vendorApi = async (
    where: { protocol: string; vendor: string; merchant: string; origin: string },
    req: SimRequest,
  ): Promise<SimReply> => {
    const sim = protocolSims[where.protocol];
    if (!sim?.vendorApi || !/^[A-Z0-9_]{2,32}$/.test(where.vendor) || !/^[A-Z0-9_]{2,32}$/.test(where.merchant))
      return { status: 404, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ok: false, code: 'NOT_FOUND' }) };
    const playUrl = (p: SimPlay) => {
      const signed: Record<string, string> = {
        game: p.game,
        ...kindOf(where.protocol, p.type),
        name: p.game,
        player: p.player ?? '',
        mode: '1',
        currency: p.currency,
        token: p.token,
        proto: where.protocol,
        protoMerchant: where.merchant,
      };
      const sig = signLaunch(studioVendorSecret(o.master, where.vendor), signed);
      const q = new URLSearchParams(Object.entries({ ...signed, lang: p.lang, sig }).filter(([, v]) => v !== ''));
      return `${where.origin}/v/${encodeURIComponent(where.vendor)}/play?${q.toString()}`;
    };
    return sim.vendorApi(req, {
      operatorUrl: platform(),
      vendor: where.vendor,
      merchantCode: where.merchant,
      settings: {},
      secrets: {},
      playUrl,
    });
  };

  const close = () => {
    for (const w of wallets.values()) w.close();
    wallets.clear();
  };
  return { route, vendorApi, close, known: (protocol: string) => protocolSims[protocol] !== undefined };
};
export type ProtocolWallets = ReturnType<typeof protocolWallets>;
