import type { LaunchGameQuery } from '@wl/contracts';

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
  /** Lottery and device parameters, passed through as the client sent them. */
  params: Omit<LaunchGameQuery, 'nodeId' | 'accountType'>;
};

/**
 * One vendor integration. `launch` answers the address the client opens; `wallet` says how money reaches the game:
 * seamless vendors call the operator's /vendor/:code/seamless/* endpoints, transfer vendors hold a wallet of their own.
 */
export type VendorAdapter = {
  code: string;
  wallet: 'seamless' | 'transfer';
  /** False for a vendor this server knows but cannot reach (a transfer vendor without an address): shown as maintenance. */
  available?: boolean;
  launch: (input: LaunchInput) => Promise<{ gameUrl: string }>;
};

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

export const createVendorRegistry = (adapters: VendorAdapter[] = [houseAdapter]) => {
  const byCode = new Map(adapters.map((a) => [a.code, a]));
  return { get: (code: string): VendorAdapter => byCode.get(code) ?? gatewayAdapter(code) };
};
export type VendorRegistry = ReturnType<typeof createVendorRegistry>;
