import { createHash, randomBytes } from 'node:crypto';
import {
  type LaunchGameQuery,
  type LaunchGameValue,
  launchAccountTypes,
  lotteryPageOf,
  memberKind,
  parseLanguage,
  type TrialLaunchQuery,
} from '@wl/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../core/app-error';
import { textOf } from '../../core/i18n';
import { type CatalogueService, inMaintenance } from '../catalogue';
import type { MerchantContext } from '../merchants';
import type { BalanceRecall } from '../money';
import { playBlocked } from '../protection';
import type { AuthContext } from '../sessions';
import { launchHostOf, lotteryAdapter, type VendorAdapter, type VendorRegistry, walletModeOf } from './adapter';
import { createLaunchRepo } from './launch.repo';
import type { TransferWalletService } from './transfer.service';

/** A game session lives as long as a long play; wins and rollbacks are still accepted after it ends. */
export const GAME_SESSION_MS = 12 * 60 * 60 * 1000;

export const hashGameToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const createLaunchService = (deps: {
  db: Db;
  catalogue: Pick<CatalogueService, 'recordPlay'>;
  vendors: VendorRegistry;
  transfers?: TransferWalletService;
  /** Money other transfer-wallet vendors hold comes back to main before a game plays with the member's money. */
  recall?: BalanceRecall;
  /** Whether the merchant's lottery engine has a game of this code (a port the composition gives from the lottery module). */
  lotteryHas?: (merchantId: number, gameCode: string) => Promise<boolean>;
  now?: () => Date;
  /** Picks the launch host among the merchant's launchGameCDNs (tests pass a fixed one). */
  random?: () => number;
}) => {
  const { catalogue, vendors } = deps;
  const repo = createLaunchRepo(deps.db);
  const now = deps.now ?? (() => new Date());
  type Row = NonNullable<Awaited<ReturnType<typeof repo.gameWithVendor>>>;

  /** The refusals every launch makes, in the order a player reads them: the vendor's maintenance, then the game's. */
  const refuseMaintained = async (row: Row, adapter: VendorAdapter, at: Date) => {
    if (inMaintenance(row.v, at) || adapter.available === false) throw new AppError('game.vendor_maintenance');
    if (adapter.reachable && !(await adapter.reachable())) throw new AppError('game.vendor_maintenance');
    if (inMaintenance(row.g, at)) throw new AppError('game.maintenance');
  };
  const answer = (row: Row, gameUrl: string, gameName: string, accountType: number, expiresAt: Date): LaunchGameValue => ({
    content: { game_url: gameUrl },
    vendor: row.v.vassalage,
    gameName,
    gameCode: row.g.gameCode,
    accountType,
    expiresAt: expiresAt.toISOString(),
  });

  return {
    /**
     * Opens a game for a member, refusing in the order the player can act on: a trial account must register, an
     * unknown or disabled game, then maintenance of the vendor or the game, then the player's own status.
     */
    launch: async (
      m: MerchantContext,
      auth: Pick<AuthContext, 'member'>,
      q: LaunchGameQuery,
      language: string,
      playerIp?: string,
    ): Promise<LaunchGameValue> => {
      if (memberKind(auth.member.type, m.row.settings) === 'trial') throw new AppError('in_need_true_account');
      const row = await repo.gameWithVendor(m.id, q.nodeId);
      if (!row) throw new AppError('game.not_found');
      if (!row.g.enabled || !row.v.enabled) throw new AppError('game.disabled');
      // A game listed under LOTT or ELOTT is a game of our own lottery engine, whatever its vendor code: it opens the
      // lottery page, never an outside vendor's address, and only when the engine has that game.
      const lotteryPage = lotteryPageOf(row.v.vassalage, row.g.category);
      if (lotteryPage && deps.lotteryHas && !(await deps.lotteryHas(m.id, row.g.gameCode))) throw new AppError('lottery.game_unknown');
      const adapter = lotteryPage ? lotteryAdapter(row.v.vassalage, lotteryPage) : await vendors.resolve(row.v.vassalage, m.id);
      const at = now();
      await refuseMaintained(row, adapter, at);
      if (auth.member.status !== 'ACTIVE') throw new AppError('game.player_inactive');
      // A time-out, a self-exclusion or a register listing: no real-money game opens (the ledger refuses its stakes too).
      const blocked = q.accountType === launchAccountTypes.REAL ? await playBlocked(deps.db, auth.member.id, now()) : null;
      if (blocked) throw new AppError(blocked);
      // free play where the vendor offers it and keeps play money itself (decision 034)
      if (q.accountType === launchAccountTypes.FREE && (!row.v.freeplay || !adapter.freePlay))
        throw new AppError('game.free_play_unavailable');

      // The merchant's switch of the vendor (back office) decides the wallet, where the adapter plays both.
      const wallet = walletModeOf(adapter, row.v.seamless);
      const transfer = wallet === 'transfer';
      if (q.accountType === launchAccountTypes.REAL)
        await deps.recall?.recallAll(m.id, auth.member.id, transfer ? { except: row.v.vassalage } : {});
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(at.getTime() + GAME_SESSION_MS);
      const session = {
        merchantId: m.id,
        memberId: auth.member.id,
        vendor: row.v.vassalage,
        gameId: row.g.id,
        gameCode: row.g.gameCode,
        accountType: q.accountType,
        tokenHash: hashGameToken(token),
        transfer,
        createdAt: at,
        expiresAt,
      };
      // The session is recorded under a share lock on the vendor's row, where the merchant's switch is read again: a
      // switch committed since the read above refuses the launch (and the transfer with it), and a switch waits for a
      // launch already there, then finds its money at the vendor (decision 008).
      let opened = false;
      const open = async (tx: Db) => {
        if (adapter.switchable && walletModeOf(adapter, (await repo.seamlessLocked(tx, row.v.id)) ?? row.v.seamless) !== wallet)
          throw new AppError('game.wallet_switched');
        await repo.openSession(tx, session);
        opened = true;
      };
      // A transfer-wallet vendor plays with money it holds: the member's main balance goes there before the game opens,
      // in the transaction that records the session.
      if (transfer && q.accountType === launchAccountTypes.REAL) {
        if (!deps.transfers) throw new AppError('game.vendor_maintenance');
        try {
          await deps.transfers.moveAllIn(m.id, auth.member.id, row.v.vassalage, `ln-${randomBytes(16).toString('hex')}`, open);
        } catch (err) {
          if (opened) await repo.endSession(session.tokenHash, now());
          throw err;
        }
      }
      if (!opened) await (adapter.switchable ? repo.transaction(open) : repo.openSession(deps.db, session));
      await catalogue.recordPlay(m, auth.member.id, row.g.id);
      const { nodeId: _n, accountType: _a, ...params } = q;
      // The game's name as the player reads it: the studio titles its page with it, the site its game page.
      const gameName = textOf(row.g.displayName, parseLanguage(q.language ?? language));
      const { gameUrl } = await adapter.launch({
        vendor: row.v.vassalage,
        gameCode: row.g.gameCode,
        token,
        accountType: q.accountType,
        currency: m.row.currencyCode,
        language: q.language ?? language,
        merchantCode: m.code,
        timeZone: m.row.timeZone,
        playerIp,
        game: { name: textOf(row.g.displayName, 'EN'), title: gameName, category: row.g.category, subType: row.g.subType },
        player: transfer ? `${m.id}-${auth.member.id}` : adapter.namesPlayer ? String(auth.member.id) : undefined,
        wallet,
        launchHost: launchHostOf(m.row.launchGameCdns, deps.random),
        params,
      });
      return answer(row, gameUrl, gameName, q.accountType, expiresAt);
    },

    /**
     * A visitor's free play (GCS_gameTrialLaunch): a game whose vendor offers free play and plays it with play money of
     * its own (the adapter says so), never a lottery of ours or the house's games, which play only with real money.
     * No game session is opened: the operator's wallet refuses every call of a mode-0 launch, and the vendor makes
     * none. Refused as a launch is: unknown, disabled, maintenance.
     */
    trial: async (m: MerchantContext, q: TrialLaunchQuery, language: string): Promise<LaunchGameValue> => {
      const row = await repo.gameWithVendor(m.id, q.nodeId);
      if (!row) throw new AppError('game.not_found');
      if (!row.g.enabled || !row.v.enabled) throw new AppError('game.disabled');
      if (lotteryPageOf(row.v.vassalage, row.g.category) || !row.v.freeplay) throw new AppError('game.free_play_unavailable');
      const adapter = await vendors.resolve(row.v.vassalage, m.id);
      if (!adapter.freePlay) throw new AppError('game.free_play_unavailable');
      const at = now();
      await refuseMaintained(row, adapter, at);
      const lang = q.language ?? language;
      const gameName = textOf(row.g.displayName, parseLanguage(lang));
      const { gameUrl } = await adapter.launch({
        vendor: row.v.vassalage,
        gameCode: row.g.gameCode,
        token: randomBytes(32).toString('base64url'),
        accountType: launchAccountTypes.FREE,
        currency: m.row.currencyCode,
        language: lang,
        merchantCode: m.code,
        timeZone: m.row.timeZone,
        game: { name: textOf(row.g.displayName, 'EN'), title: gameName, category: row.g.category, subType: row.g.subType },
        launchHost: launchHostOf(m.row.launchGameCdns, deps.random),
        params: { device: q.device, backUrl: q.backUrl, language: q.language },
      });
      return answer(row, gameUrl, gameName, launchAccountTypes.FREE, new Date(at.getTime() + GAME_SESSION_MS));
    },
  };
};
export type LaunchService = ReturnType<typeof createLaunchService>;
