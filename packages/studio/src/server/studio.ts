import type { AddressInfo } from 'node:net';
import { studioVendorSecret } from '../protocol';
import { createBlackjackRounds } from './blackjack-rounds';
import { checkoutWebDist, createHttpServer } from './http-server';
import { createInstantRounds } from './instant-rounds';
import { createJournal } from './journal';
import { createPageApi } from './page-api';
import { createPokerHands } from './poker-hands';
import { createRecovery } from './recovery';
import { createSessionOf } from './sessions';
import { createSharedTables } from './shared-tables';
import { createSportsbookSlips } from './sportsbook-slips';
import { createStudioContext } from './studio-context';

export type StudioOptions = {
  /** The platform's address for seamless calls and round reports. */
  platformUrl: string | (() => string);
  /** The master secret (each vendor's secret derives from it: protocol.ts). */
  secret: string;
  /** Vendors whose launches play the transfer wallet when the signed launch names no wallet mode (`wallet`). */
  transferVendors: string[];
  /** Where the journal lives; null keeps nothing (tests that do not restart). */
  dataDir: string | null;
  /** The built web app (studio.html and its assets). */
  webDist?: string;
  /** Shared tables: betting window and result display, in ms. */
  tableBetMs?: number;
  tableResultMs?: number;
  /** Sportsbook: a match every slotSeconds per league, lasting matchSeconds. */
  slotSeconds?: number;
  matchSeconds?: number;
  /** How many wallet calls a table settlement keeps in flight. */
  settleConcurrency?: number;
  walletTimeoutMs?: number;
  /** The journal is compacted after this many appended facts (and at start, after recovery). */
  compactEvery?: number;
  /** Video poker and blackjack: a hand left this long is settled as dealt (poker: every card held; blackjack: stand). */
  handIdleMs?: number;
  now?: () => number;
};

/**
 * The demo game studio: every outside vendor of the demo catalogue in one process, speaking to the platform only
 * through the vendor protocols. Each vendor lives under `/v/{CODE}`: its game page (`/play`), the page's API (`/api/*`,
 * the contract in api.ts), its health (`/health`) and the signed transfer protocol (`/transfer/*`): each session
 * plays the wallet its signed launch names (`wallet`: the merchant's switch of the vendor). Under
 * `/proto/{protocol}/{CODE}/{MERCHANT}` it answers a real vendor protocol's own API (a launch) with its simulator, and such a launch then plays through that protocol (protocol-wallets.ts). This puts the kinds of
 * rounds together; each lives in its own file.
 */
export const createStudio = (o: StudioOptions) => {
  const now = o.now ?? (() => Date.now());
  const journal = createJournal(o.dataDir, { compactEvery: o.compactEvery });
  const c = createStudioContext({ ...o, now, journal });
  const handIdleMs = o.handIdleMs ?? 10 * 60_000;
  const timing = { betMs: o.tableBetMs ?? 15_000, resultMs: o.tableResultMs ?? 6000 };
  const instant = createInstantRounds(c);
  const poker = createPokerHands(c, handIdleMs);
  const blackjack = createBlackjackRounds(c, handIdleMs);
  const tables = createSharedTables(c, { ...timing, settleConcurrency: o.settleConcurrency ?? 128 });
  const slips = createSportsbookSlips(c, { slotSeconds: o.slotSeconds, matchSeconds: o.matchSeconds });
  const recover = createRecovery({ journal, restoreWallet: c.transfer.restore, seeds: c.seeds, instant, poker, blackjack, tables, slips });

  let settlingHands = false;
  const settleHands = async () => {
    if (settlingHands) return;
    settlingHands = true;
    try {
      const t = now();
      await poker.settleIdle(t);
      await blackjack.settleIdle(t);
    } finally {
      settlingHands = false;
    }
  };

  const server = createHttpServer({
    webDist: o.webDist ?? checkoutWebDist(),
    metrics: () => ({ tables: tables.log(), pendingTableBets: tables.pendingCount(), openSlips: slips.openCount() }),
    page: createPageApi({
      context: c,
      sessionOf: createSessionOf(o),
      timing,
      instant,
      poker,
      blackjack,
      tables,
      slips,
    }),
    transfer: {
      secretOf: (vendor) => studioVendorSecret(o.secret, vendor),
      handle: c.transfer.transfer,
    },
    lobby: { secretOf: (vendor) => studioVendorSecret(o.secret, vendor), tables: tables.lobby, matches: slips.matches },
    vendorApi: c.protocols.vendorApi,
  });

  let timers: NodeJS.Timeout[] = [];
  return {
    server,
    recover,
    settleTables: tables.settle,
    settleSlips: slips.settle,
    settleHands,
    journal,
    transferBalance: c.transfer.balanceOf,
    metrics: () => ({ tables: tables.log() }),
    /** Round n of a table: when its result is due (for tests and the benchmark). */
    timing: tables.timing,
    listen: async (port = 0, host = '127.0.0.1') => {
      const recovered = await recover();
      journal.compact();
      await new Promise<void>((resolve) => server.listen(port, host, resolve));
      timers = [
        setInterval(() => void tables.settle().catch(() => undefined), 200),
        setInterval(() => void slips.settle().catch(() => undefined), 1000),
        setInterval(() => void settleHands().catch(() => undefined), 1000),
        setInterval(() => journal.maybeCompact(), 1000),
      ];
      return { url: `http://${host}:${(server.address() as AddressInfo).port}`, recovered };
    },
    close: async () => {
      for (const t of timers) clearInterval(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      c.seamless.close();
      c.protocols.close();
    },
  };
};
export type Studio = ReturnType<typeof createStudio>;
