import type { ErrorCode } from '@wl/contracts';
import type { LaunchInput } from '../vendors';

/**
 * The shape of a real vendor's protocol (issue 34, decision 030): each vendor is a module that translates its own wire
 * format to the one wallet every vendor shares (ProtocolWallet, the seamless_* SQL functions). What differs per vendor
 * is data and a thin translation — its endpoints, signature, ids, units, currency, error codes, launch URL, and its
 * answers to the edge cases where vendors differ — never a copy of the money rules.
 */
export type ProtocolCode = 'caleta' | 'hub88' | 'evolution' | 'redtiger' | 'pragmatic';

/** One merchant's set-up of one vendor on a protocol (vendor_protocols), the secrets decrypted; never logged. */
export type ProtocolConfig = {
  merchantId: number;
  merchantCode: string;
  /** The catalogue's vendor code (games.vassalage) this protocol serves for the merchant. */
  vendor: string;
  protocol: ProtocolCode;
  /** The currency the vendor is told (ISO 4217); the ledger keeps the merchant's currency in minor units. */
  currency: string;
  /**
   * The decimals of the ledger's minor unit (the merchant's `currency_decimals`, as the rest of the server formats its
   * money): a vendor's amounts convert to minor units with these, whatever ISO 4217 says of the currency.
   */
  minorDigits: number;
  enabled: boolean;
  /** The vendor's public settings: operator id, casino key, launch base URL, … (per protocol). */
  settings: Record<string, string>;
  /** The vendor's secrets: shared keys, the operator's private key, the vendor's public key, … (per protocol). */
  secrets: Record<string, string>;
};

/** A vendor's request to the operator, exactly as it came: the raw body is what signatures cover. */
export type InboundRequest = {
  method: 'GET' | 'POST';
  /** The path after `/vendor-api/{protocol}/{merchant}`, e.g. `/wallet/bet`. */
  path: string;
  headers: Record<string, string | undefined>;
  query: Record<string, string>;
  rawBody: string;
};

/** What the operator answers the vendor, in the vendor's own format. */
export type InboundReply = { status: number; headers?: Record<string, string>; body: string | Record<string, unknown> };

/** A refusal of the shared wallet, as every protocol maps it to its own error code. */
export type WalletRefusal = {
  code: ErrorCode;
  /** The balance now, for refusals that carry it (insufficient funds). */
  balance?: bigint;
};

/** The shared wallet's answer to a money call: the balance after it (minor units) and whether it was a replay. */
export type WalletAnswer = {
  playerId: string;
  currency: string;
  balance: bigint;
  /** The ledger's own id of this call (the operator's transaction id the vendor may ask to see). */
  txId: string;
  /** True when this call's key was seen before with the same body: the stored answer, nothing moved again. */
  replayed: boolean;
  /** A rollback that found no bet (answered, its replays too): a tombstone now refuses that bet if it comes later. */
  tombstone?: boolean;
};
export type WalletResult = { ok: true; answer: WalletAnswer } | { ok: false; refusal: WalletRefusal };
export type BalanceResult =
  | { ok: true; answer: { playerId: string; currency: string; balance: bigint; account: string } }
  | { ok: false; refusal: WalletRefusal };

/**
 * Whom a credit, a win or a rollback is for: the player of a game session token, or — a vendor paying a player it names
 * with no session token (a promotion paid later, Red Tiger's reconciliation token, Pragmatic's promoWin) — the
 * merchant's player by the id the launch gave the vendor (the wallet's `playerId`). Never a bet: a stake needs a live
 * session. An id that names no player of the merchant is refused `vendor.player_unknown`.
 */
export type Payee = { token: string; playerId?: undefined } | { playerId: string; token?: undefined };

/** What a bet may ask beside its body. */
export type BetOptions = {
  /** For vendors whose rounds end with their payout (Red Tiger): a bet on a round already settled is `vendor.round_closed`. */
  closedRoundRefused?: boolean;
};

/**
 * The one wallet every protocol calls (keyed by vendor and transaction id, in minor units). A protocol never moves
 * money another way. Ids are the vendor's own, up to 128 characters.
 */
export type ProtocolWallet = {
  /** A live session check (authentication at game start): expired sessions and blocked players are refused. */
  authenticate: (vendor: string, token: string) => Promise<BalanceResult>;
  /**
   * Read-only balance; the session may have expired (a late balance call after a round). A call that names its player
   * with no session token reads that player's (`{ playerId }`; an id outside the merchant is `vendor.player_unknown`).
   */
  balance: (vendor: string, who: Payee) => Promise<BalanceResult>;
  /**
   * A stake. A `gameCode` the merchant's catalogue does not have for the vendor is refused `game.not_found` (so are a
   * win's and a round win's), and nothing moves.
   */
  bet: (
    vendor: string,
    b: { token: string; txId: string; roundId: string; gameCode?: string; amount: bigint },
    o?: BetOptions,
  ) => Promise<WalletResult>;
  /**
   * A win settling the bet `betTxId`; a zero amount records a loss. With `endRoundTxId` (and a round) the win also
   * ends its round, as `endRound` with that key would, in the same transaction: once the win is answered.
   */
  win: (
    vendor: string,
    b: Payee & { txId: string; betTxId: string; roundId?: string; gameCode?: string; amount: bigint; endRoundTxId?: string },
  ) => Promise<WalletResult>;
  /** A win naming its round only (no bet id): settles the round's open bets, pays once; `endRoundTxId` as a win's. */
  winByRound: (
    vendor: string,
    b: Payee & { txId: string; roundId: string; gameCode?: string; amount: bigint; endRoundTxId?: string },
  ) => Promise<WalletResult>;
  /** Refunds the bet `betTxId`; an unknown bet leaves a tombstone (kept at least 120 days) and is answered. */
  rollback: (vendor: string, b: Payee & { txId: string; betTxId: string; roundId?: string }) => Promise<WalletResult>;
  /** A bet and its win in one transaction (Pragmatic, SoftSwiss-style /play): both or neither. */
  betWin: (
    vendor: string,
    b: { token: string; betTxId: string; winTxId: string; roundId: string; gameCode?: string; stake: bigint; payout: bigint },
  ) => Promise<WalletResult>;
  /** A credit with no bet (a promotional win, free-round winnings, a jackpot): accepted after the session expired. */
  credit: (
    vendor: string,
    b: Payee & { txId: string; roundId?: string; gameCode?: string; amount: bigint; reason: 'PROMO' | 'FREE_ROUNDS' | 'JACKPOT' },
  ) => Promise<WalletResult>;
  endRound: (vendor: string, b: { token: string; txId: string; roundId: string }) => Promise<WalletResult>;
};

/** The wallet of one merchant (the mount gives each call its merchant's: players named by id are that merchant's). */
export type ProtocolWalletOf = (merchantId: number) => ProtocolWallet;

/** What a protocol's handlers are given per call: `wallet` is the configuration's merchant's. */
export type ProtocolContext = { config: ProtocolConfig; wallet: ProtocolWallet; now: () => Date };

/** A handler of one inbound endpoint. */
export type InboundHandler = (req: InboundRequest, ctx: ProtocolContext) => Promise<InboundReply>;

/** One vendor protocol: its inbound endpoints and its launch. */
export type VendorProtocol = {
  code: ProtocolCode;
  /** Inbound endpoints by `METHOD /path` (e.g. `POST /wallet/bet`), under `/vendor-api/{code}/{merchantCode}`. */
  routes: Record<string, InboundHandler>;
  /** The address the player's browser opens for a game (may call the vendor's own launch API). */
  launch: (input: LaunchInput, config: ProtocolConfig) => Promise<{ gameUrl: string }>;
  /** The settings and secrets this protocol needs (names), checked when an operator saves a configuration. */
  settingNames: readonly string[];
  secretNames: readonly string[];
};
