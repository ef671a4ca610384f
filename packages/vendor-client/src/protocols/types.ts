/**
 * The vendor side of a real vendor's protocol (issue 34): a simulator written from the vendor's specification that
 * signs with a test key and calls the operator's `/vendor-api/{vendor}/{merchant}/…` endpoints exactly as the vendor
 * would. The demo studio plays its games through one of these when a merchant switches a vendor to the protocol path,
 * and the conformance tests drive the operator with them.
 */

/** Who a wallet call is for: the vendor code, the game session token the launch handed over, the player. */
export type SimWho = { vendor: string; token: string; player: string; currency: string };

/** A call's answer as the game needs it (the balance in minor units), or the protocol's refusal code. */
export type SimAnswer = { ok: true; balance: string; currency: string } | { ok: false; code: string; lost?: boolean; balance?: string };

/** The studio's wallet shape (packages/studio/src/server/wallets.ts `Wallet`): amounts in minor units. */
export type SimWallet = {
  balance: (w: SimWho) => Promise<SimAnswer>;
  bet: (w: SimWho, b: { txId: string; roundId: string; gameCode: string; amount: number }) => Promise<SimAnswer>;
  win: (w: SimWho, b: { txId: string; betTxId: string; roundId: string; amount: number }) => Promise<SimAnswer>;
  rollback: (w: SimWho, b: { txId: string; betTxId: string; roundId: string }) => Promise<SimAnswer>;
  endRound: (w: SimWho, b: { txId: string; roundId: string }) => Promise<SimAnswer>;
};

/** Where the simulator sends its calls and with which test credentials (the demo seed configures the same). */
export type SimOptions = {
  /** The operator's origin, e.g. http://127.0.0.1:3000. */
  operatorUrl: string;
  vendor: string;
  merchantCode: string;
  /** The vendor's public settings as the operator configured them (operator id, casino key, …). */
  settings: Record<string, string>;
  /** The simulator's own secrets (its signing key, shared keys): the test keys of testKeys.ts. */
  secrets: Record<string, string>;
};

/** A request the operator makes to the vendor (a launch URL request): answered by the simulator's stand-in. */
export type SimRequest = {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  rawBody: string;
  query: Record<string, string>;
};
export type SimReply = { status: number; headers?: Record<string, string>; body: string };

/** What a simulator's launch stand-in tells the studio of the game page to open. */
export type SimPlay = { game: string; token: string; currency: string; lang: string; player?: string; type?: string };

export type ProtocolSim = {
  protocol: 'caleta' | 'hub88' | 'evolution' | 'redtiger' | 'pragmatic';
  /** The vendor's wallet calls, made against the operator. */
  wallet: (o: SimOptions) => SimWallet & { close: () => void };
  /**
   * The vendor's own API the operator calls (e.g. Caleta's `POST /api/game/url`): checks the operator's signature
   * and answers in the vendor's format; `playUrl` builds the address of the studio's game page for the answer
   * (`player`: the wallet's player id when the operator's request names it, which the wallet calls then carry;
   * `type`: the catalogue's type of the game as the launch carried it, `CATEGORY` or `CATEGORY:SUBTYPE`).
   */
  vendorApi?: (req: SimRequest, o: SimOptions & { playUrl: (p: SimPlay) => string }) => Promise<SimReply>;
};
