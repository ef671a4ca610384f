/** The studio page's calls: every one carries the signed launch parameters the page was opened with. */
export type Launch = Record<string, string>;
export class StudioCallError extends Error {
  constructor(
    readonly code: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(code);
  }
}

export const launchOf = (search: string): { vendor: string; launch: Launch; lang: 'en' | 'ur' } => {
  const q = new URLSearchParams(search);
  const vendor = window.location.pathname.split('/')[2] ?? '';
  const launch: Launch = {};
  for (const k of ['game', 'cat', 'sub', 'name', 'player', 'mode', 'currency', 'token', 'sig']) launch[k] = q.get(k) ?? '';
  return { vendor, launch, lang: (q.get('lang') ?? '').toUpperCase() === 'UR' ? 'ur' : 'en' };
};

export const studioCall = async <T>(vendor: string, op: string, launch: Launch, body: Record<string, unknown> = {}): Promise<T> => {
  let res: Response;
  try {
    res = await fetch(`/v/${encodeURIComponent(vendor)}/api/${op}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, launch }),
    });
  } catch {
    throw new StudioCallError('generic');
  }
  const json = (await res.json().catch(() => ({ ok: false, code: 'generic' }))) as { ok: boolean; code?: string; value?: T } & Record<
    string,
    unknown
  >;
  if (!json.ok) throw new StudioCallError(json.code ?? 'generic', json);
  return json.value as T;
};

export type Engine =
  | { kind: 'slot'; jackpot: boolean }
  | { kind: 'scratch' | 'poker' | 'blackjack' | 'limbo' | 'bingo' | 'fish' | 'sportsbook' }
  | { kind: 'table'; table: string; shared: boolean };

export type Rtp = { key: string; numerator: string; denominator: string; percent: string };
export type SessionValue = {
  vendor: string;
  game: { code: string; name: string; category: string; sub: string | null };
  engine: Engine;
  info: Record<string, unknown> & { rtp?: Rtp[] };
  balance: string;
  currency: string;
  wallet: 'seamless' | 'transfer';
  next: { serverSeedHash: string; nonce: number };
  timing: { betMs: number; resultMs: number };
  /** Blackjack: a hand dealt and not finished yet. */
  openBlackjack?: import('./Blackjack').BjOpen | null;
  /** Video poker: a hand dealt and not drawn yet (shown again when the page opens). */
  openHand?: {
    roundId: string;
    stake: number;
    cards: number[];
    hand: string | null;
    fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
  } | null;
};
export type RoundValue = {
  roundId: string;
  stake: number;
  payout: number;
  outcome: Record<string, unknown>;
  balance: string | null;
  fairness: { serverSeedHash: string; serverSeed: string; clientSeed: string; nonce: number };
  next: { serverSeedHash: string; nonce: number };
};
