import { type LaunchGameQuery, type LotteryVendor, type WalletMode, lotteryLaunchUrl, lotteryVendorRoutes } from '@wl/contracts';
import {
  type LobbyGame,
  type LobbyMatch,
  type LobbyTable,
  lobbyMatchesAnswer,
  lobbyTablesAnswer,
  signBody,
  signLaunch,
} from '@wl/studio/protocol';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { type AdapterRow, createAdaptersRepo } from './adapters.repo';

/** What the operator hands a vendor when a member opens one of its games. */
export type LaunchInput = {
  vendor: string;
  gameCode: string;
  /** The game session token the vendor presents back on every seamless wallet call. */
  token: string;
  accountType: number;
  currency: string;
  language: string;
  merchantCode: string;
  /** The merchant's time zone: the game page shows its times (kick-offs, draws) in it. */
  timeZone?: string;
  /** The player's address as this server sees it (behind TRUST_PROXY, the forwarded one); vendors that ask get it. */
  playerIp?: string;
  /** The catalogue entry the vendor parameterises its game with. */
  /** `name`: the catalogue's English name; `title`: its name in the player's language. */
  game?: { name: string; title?: string; category: string; subType: string | null };
  /** The player id a transfer-wallet vendor keeps the balance under. */
  player?: string;
  /** The wallet this launch plays (walletModeOf): a vendor that plays both is told which. */
  wallet?: WalletMode;
  /** The public origin this launch's game page opens from: one of the merchant's launchGameCDNs (launchHostOf). */
  launchHost?: string;
  /** Lottery and device parameters, passed through as the client sent them. */
  params: Omit<LaunchGameQuery, 'nodeId' | 'accountType'>;
};

/**
 * One vendor integration. `launch` answers the address the client opens; `wallet` says how money reaches the game:
 * seamless vendors call the operator's /vendor/:code/seamless/* endpoints, transfer vendors hold a wallet of their own.
 */
export type VendorAdapter = {
  code: string;
  wallet: WalletMode;
  /**
   * It plays either wallet, so the merchant's switch of the vendor (game_vendors.seamless, set in the back office)
   * chooses per launch; without it `wallet` is the only one and a switch to the other is refused (vendors.wallet_fixed).
   */
  switchable?: boolean;
  /** False for a vendor this server knows but cannot reach (a transfer vendor without an address): shown as maintenance. */
  available?: boolean;
  launch: (input: LaunchInput) => Promise<{ gameUrl: string }>;
  /** Whether the vendor answers now (a vendor that does not is shown as maintenance, never a blank frame). */
  reachable?: () => Promise<boolean>;
  /** The vendor is told the wallet's player id (a real vendor protocol: its wallet calls name the player by it). */
  namesPlayer?: boolean;
  /** It plays a launch of mode 0 with play money of its own, never calling the wallet (free play, GCS_gameTrialLaunch). */
  freePlay?: boolean;
  /** Its live tables' state now (a live vendor's lobby), for the tables of the catalogue named; null when it does not answer. */
  liveTables?: (games: LobbyGame[]) => Promise<LobbyTable[] | null>;
  /** Its fixtures now (a sportsbook or esports vendor); null when it does not answer. */
  matches?: (category: 'SPORTS' | 'ESPORTS') => Promise<LobbyMatch[] | null>;
};

/** The wallet a member's launch plays: the merchant's switch where the adapter plays both, else the adapter's own. */
export const walletModeOf = (adapter: VendorAdapter, seamless: boolean): WalletMode =>
  adapter.switchable ? (seamless ? 'seamless' : 'transfer') : adapter.wallet;

const query = (o: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(o)
      .filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

/** The house vendor is served by this server: its game page lives under /house/ on the site itself. */
export const houseAdapter: VendorAdapter = {
  code: 'HOUSE',
  wallet: 'seamless',
  launch: async (i) => ({
    gameUrl: `/house/${encodeURIComponent(i.gameCode)}?${query({ token: i.token, lang: i.language, mode: i.accountType, backUrl: i.params.backUrl })}`,
  }),
};

/**
 * The lottery vendors (TCG_LOTTO_VN, TCG_SEA, LOTT, QQKENO, and any vendor listed under LOTT or ELOTT) are this
 * platform's own lottery engine (decision 011): a launch answers the lottery page (`page`: /vnLottery, /seaLottery,
 * /lottery) with the game and the lottery launch parameters (lottoArea, launchMode, lottoPrizeMode, lottoGameCode,
 * lottoView, device, backUrl, language). Bets use the member's own session, so the game token is not handed on.
 */
export const lotteryAdapter = (code: string, page: string): VendorAdapter => ({
  code,
  wallet: 'seamless',
  launch: async (i) => ({ gameUrl: lotteryLaunchUrl(page, i.gameCode, { ...i.params, language: i.language }) }),
});
export const lotteryAdapters = (Object.keys(lotteryVendorRoutes) as LotteryVendor[]).map((c) => lotteryAdapter(c, lotteryVendorRoutes[c]));

/**
 * Outside vendors are reached at their launch address (configured per vendor); until a contract gives one, the
 * launch goes to the vendor's path on the platform's game gateway with every parameter the vendor needs.
 */
export const gatewayAdapter = (code: string, base = '/vendor-launch'): VendorAdapter => ({
  code,
  wallet: 'seamless',
  launch: async (i) => ({
    gameUrl: `${base}/${encodeURIComponent(code)}?${query({
      game: i.gameCode,
      token: i.token,
      mode: i.accountType,
      currency: i.currency,
      lang: i.language,
      merchant: i.merchantCode,
      ...i.params,
    })}`,
  }),
});

/**
 * A transfer-wallet vendor: it holds the player's money itself (moved there at launch, see transfer.service.ts) and
 * serves its game page at its own address. Without a configured address the vendor is unavailable.
 */
export const transferAdapter = (code: string, baseUrl: string | undefined): VendorAdapter => ({
  code,
  wallet: 'transfer',
  available: !!baseUrl,
  launch: async (i) => ({
    gameUrl: `${(baseUrl ?? '').replace(/\/$/, '')}/play?${query({ game: i.gameCode, token: i.token, currency: i.currency, lang: i.language, merchant: i.merchantCode })}`,
  }),
});

/**
 * The host a launch opens its game page from: one of the merchant's launchGameCDNs chosen at random (spec section 9:
 * game CDN hosts are chosen at random from their list), so launches spread over them; entries that are no http(s)
 * origin (the empty "this server") are not hosts. Undefined when there is none: the vendor's own address is used.
 */
export const launchHostOf = (cdns: readonly string[], random: () => number = Math.random): string | undefined => {
  const hosts = cdns.filter((c) => /^https?:\/\/[^/]/.test(c)).map((c) => c.replace(/\/+$/, ''));
  return hosts.length ? hosts[Math.min(hosts.length - 1, Math.floor(random() * hosts.length))] : undefined;
};

/**
 * A vendor configured in vendor_adapters (the demo studio, or a real provider's address): the game page is
 * `{base}/play?…`, opened from one of the merchant's launchGameCDNs when it has any; the parameters are signed with
 * the vendor's secret so the vendor can refuse a tampered launch. It speaks both wallet protocols: the signed `wallet`
 * says which one the launch plays (the row's `wallet` is the mode of a merchant that never switched the vendor). Reachability is its `{base}/health`, asked at most
 * every few seconds.
 */
export const configuredAdapter = (
  row: AdapterRow,
  opts: { healthMs?: number; timeoutMs?: number; lobbyTimeoutMs?: number } = {},
): VendorAdapter => {
  const base = row.baseUrl.replace(/\/$/, '');
  let health: { at: number; ok: Promise<boolean> } | null = null;
  /**
   * A signed read of the vendor's lobby the player waits on: given longer than the health check, null without an answer
   * or with one that does not match the feed's schema (a malformed feed is left out, like a vendor that is down).
   */
  const lobbyCall = async <T>(what: string, body: object, answer: z.ZodType<T>): Promise<T | null> => {
    const raw = JSON.stringify(body);
    try {
      const r = await fetch(`${base}/${what}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signBody(row.secret ?? '', raw) },
        body: raw,
        signal: AbortSignal.timeout(opts.lobbyTimeoutMs ?? 4000),
      });
      const j = (await r.json()) as { ok?: boolean };
      if (!r.ok || !j.ok) return null;
      const parsed = answer.safeParse(j);
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  };
  return {
    code: row.vendor,
    wallet: row.wallet,
    available: row.enabled && !!row.secret,
    switchable: true,
    // The demo studio keeps a play-money purse per free-play launch (packages/studio play-money.ts).
    freePlay: true,
    reachable: () => {
      if (health && Date.now() - health.at < (opts.healthMs ?? 3000)) return health.ok;
      const ok = fetch(`${base}/health`, { signal: AbortSignal.timeout(opts.timeoutMs ?? 1500) }).then(
        (r) => r.ok,
        () => false,
      );
      health = { at: Date.now(), ok };
      return ok;
    },
    liveTables: async (games) => {
      const j = await lobbyCall('tables', { games }, lobbyTablesAnswer);
      return j ? j.tables : null;
    },
    matches: async (category) => {
      const j = await lobbyCall('matches', { category }, lobbyMatchesAnswer);
      return j ? j.matches : null;
    },
    launch: async (i) => {
      const p: Record<string, string> = {
        game: i.gameCode,
        cat: i.game?.category ?? '',
        sub: i.game?.subType ?? '',
        name: i.game?.name ?? i.gameCode,
        title: i.game?.title ?? '',
        player: i.player ?? '',
        mode: String(i.accountType),
        currency: i.currency,
        token: i.token,
        wallet: i.wallet ?? '',
      };
      const sig = signLaunch(row.secret ?? '', p);
      const pub = i.launchHost ? `${i.launchHost}${new URL(base).pathname}` : base;
      return {
        gameUrl: `${pub}/play?${query({ ...p, lang: i.language, merchant: i.merchantCode, tz: i.timeZone, backUrl: i.params.backUrl, sig })}`,
      };
    },
  };
};

/**
 * A merchant's own adapter of a vendor, asked first (a real vendor protocol the merchant switched on, issue 34): null
 * leaves the vendor on its usual path. Injected by the composition, so this module never imports the protocols.
 */
export type MerchantAdapterResolver = (merchantId: number, vendorCode: string) => Promise<VendorAdapter | null>;

/**
 * The adapters: the merchant's own (a vendor protocol it switched on), built-in ones (house, the configured transfer
 * stand-in), then vendor_adapters rows (read at most every few seconds, so an operator's change reaches every copy),
 * then the platform's game gateway.
 */
export const createVendorRegistry = (
  adapters: VendorAdapter[] = [houseAdapter],
  db?: Db,
  cacheMs = 5000,
  merchantAdapter?: MerchantAdapterResolver,
) => {
  const byCode = new Map(adapters.map((a) => [a.code, a]));
  const repo = db ? createAdaptersRepo(db) : null;
  let configured: { at: number; map: Promise<Map<string, VendorAdapter>> } | null = null;
  const load = () => {
    if (!repo) return Promise.resolve(new Map<string, VendorAdapter>());
    if (configured && Date.now() - configured.at < cacheMs) return configured.map;
    const map = repo.all().then((rows) => new Map(rows.map((r) => [r.vendor, configuredAdapter(r)])));
    map.catch(() => {
      configured = null;
    });
    configured = { at: Date.now(), map };
    return map;
  };
  const lobbyOf = async (merchantId: number, code: string) =>
    (merchantAdapter ? await merchantAdapter(merchantId, code) : null) ?? byCode.get(code) ?? (await load()).get(code) ?? null;
  const resolve = async (code: string, merchantId?: number): Promise<VendorAdapter> =>
    (merchantId !== undefined && merchantAdapter ? await merchantAdapter(merchantId, code) : null) ??
    byCode.get(code) ??
    (await load()).get(code) ??
    gatewayAdapter(code);
  return {
    get: (code: string): VendorAdapter => byCode.get(code) ?? gatewayAdapter(code),
    /** A vendor's live tables now, as the adapter the merchant's launches use answers them (null: no answer). */
    liveTables: async (merchantId: number, code: string, games: LobbyGame[]): Promise<LobbyTable[] | null> => {
      const a = await lobbyOf(merchantId, code);
      return a?.liveTables && a.available !== false ? a.liveTables(games) : null;
    },
    /** A sportsbook or esports vendor's fixtures now (null: no answer, or the vendor lists none). */
    matches: async (merchantId: number, code: string, category: 'SPORTS' | 'ESPORTS'): Promise<LobbyMatch[] | null> => {
      const a = await lobbyOf(merchantId, code);
      return a?.matches && a.available !== false ? a.matches(category) : null;
    },
    /** The wallets the merchant may switch the vendor to: both where the adapter its launches use plays both. */
    walletModes: async (merchantId: number, code: string): Promise<WalletMode[]> => {
      const a = await resolve(code, merchantId);
      return a.switchable ? ['seamless', 'transfer'] : [a.wallet];
    },
    resolve,
  };
};
export type VendorRegistry = ReturnType<typeof createVendorRegistry>;
