import type { VendorBalanceValue } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import { appErrorOfSql } from '../../core/sql-errors';
import type { SeamlessPayee, SeamlessService } from '../vendors';
import type { BalanceResult, Payee, ProtocolWallet, ProtocolWalletOf, WalletRefusal, WalletResult } from './kit';

/** A seamless money answer: the balance after the call and the call's id; `replayed` once the ledger reports it. */
type MoneyAnswer = VendorBalanceValue & { txId?: string; replayed?: boolean; account?: string; tombstone?: boolean };

type Seamless = Pick<
  SeamlessService,
  'authenticate' | 'balance' | 'bet' | 'win' | 'rollback' | 'endRound' | 'betWin' | 'credit' | 'winByRound'
>;

/** The balance a refusal carries (insufficient funds: the seamless service's value is the balance answer). */
const balanceIn = (value: unknown): bigint | undefined => {
  const b = (value as { balance?: unknown } | undefined)?.balance;
  return typeof b === 'string' && /^-?\d+$/.test(b) ? BigInt(b) : undefined;
};

/** A coded refusal of the seamless service as the protocols see it; anything else is the server's own failure. */
const refusalOf = (err: unknown): WalletRefusal => {
  const e = err instanceof AppError ? err : appErrorOfSql(err);
  if (!e) throw err;
  const balance = balanceIn(e.opts.value);
  return balance === undefined ? { code: e.code } : { code: e.code, balance };
};

const money = async (call: () => Promise<MoneyAnswer>): Promise<WalletResult> => {
  try {
    const a = await call();
    return {
      ok: true,
      answer: {
        playerId: a.playerId,
        currency: a.currency,
        balance: BigInt(a.balance),
        txId: a.txId ?? '',
        replayed: a.replayed === true,
        ...(a.tombstone === true ? { tombstone: true } : {}),
      },
    };
  } catch (err) {
    return { ok: false, refusal: refusalOf(err) };
  }
};

const reading = async (call: () => Promise<MoneyAnswer>): Promise<BalanceResult> => {
  try {
    const a = await call();
    return {
      ok: true,
      answer: { playerId: a.playerId, currency: a.currency, balance: BigInt(a.balance), account: a.account ?? a.playerId },
    };
  } catch (err) {
    return { ok: false, refusal: refusalOf(err) };
  }
};

/** What the wallet asks of the catalogue: whether the merchant's catalogue has a game of the vendor (cached there). */
export type GameCatalogue = { hasGame: (merchantId: number, vendor: string, gameCode: string) => Promise<boolean> };

/** A player id as the launch gives it to a vendor (the member's id): digits, no sign, no leading zero, an exact number. */
const MEMBER_ID = /^[1-9]\d{0,14}$/;

const refusedWith = (code: WalletRefusal['code']): WalletResult => ({ ok: false, refusal: { code } });

/**
 * The one wallet every vendor protocol calls, over the seamless service (the seamless_* SQL functions): amounts in
 * minor units as bigint here and decimal strings there; a coded refusal becomes `{ok: false, refusal}` (insufficient
 * funds with the balance); a failure of the server itself is thrown (the mount answers 500, the vendor retries).
 * One wallet per merchant (the mount hands each call its configuration's): a player a vendor names by id is looked
 * up among that merchant's members, and a game code a bet or a win names must be in that merchant's catalogue for the
 * vendor (`game.not_found`, nothing moves; the platform's own /vendor/:code/seamless/* calls are not checked).
 */
export const createProtocolWallet = (seamless: Seamless, deps: { catalogue?: GameCatalogue } = {}): ProtocolWalletOf => {
  const of = (merchantId: number): ProtocolWallet => {
    /** The seamless service's payee: the token, or the merchant's member the id names (null: no such id shape). */
    const payeeOf = (b: Payee): SeamlessPayee | null => {
      if (b.token !== undefined) return { token: b.token };
      return MEMBER_ID.test(b.playerId) ? { player: { merchantId, memberId: Number(b.playerId) } } : null;
    };
    /** A named game the catalogue does not have (no name: the session's game is the one recorded; nothing to ask). */
    const asksGame = (gameCode: string | undefined): gameCode is string =>
      gameCode !== undefined && gameCode !== '' && deps.catalogue !== undefined;
    const unknownGame = async (vendor: string, gameCode: string) => !(await deps.catalogue?.hasGame(merchantId, vendor, gameCode));
    /**
     * A call for a payee: refused before the wallet when the id names no one or the named game is unknown. Each call
     * builds its body for the seamless service field by field (the hot path: no rest or spread of the vendor's body).
     */
    const paid = async (
      vendor: string,
      who: Payee,
      gameCode: string | undefined,
      run: (payee: SeamlessPayee) => Promise<MoneyAnswer>,
    ): Promise<WalletResult> => {
      const payee = payeeOf(who);
      if (!payee) return refusedWith('vendor.player_unknown');
      if (asksGame(gameCode) && (await unknownGame(vendor, gameCode))) return refusedWith('game.not_found');
      return money(() => run(payee));
    };
    /** The seamless service's payee fields: the token or the member, nothing else. */
    const withPayee = <T extends object>(payee: SeamlessPayee, body: T): T & SeamlessPayee =>
      payee.token !== undefined ? { ...body, token: payee.token } : { ...body, player: payee.player };

    return {
      authenticate: (vendor, token) => reading(() => seamless.authenticate(vendor, { token })),
      balance: async (vendor, who) => {
        const payee = payeeOf(who);
        if (!payee) return { ok: false, refusal: { code: 'vendor.player_unknown' } };
        return reading(() => seamless.balance(vendor, payee));
      },
      bet: async (vendor, b, o = {}) => {
        if (asksGame(b.gameCode) && (await unknownGame(vendor, b.gameCode))) return refusedWith('game.not_found');
        const body = { token: b.token, txId: b.txId, roundId: b.roundId, gameCode: b.gameCode, amount: b.amount.toString() };
        return money(() => seamless.bet(vendor, body, { closedRoundRefused: o.closedRoundRefused }));
      },
      win: (vendor, b) =>
        paid(vendor, b, b.gameCode, (payee) =>
          seamless.win(
            vendor,
            withPayee(payee, {
              txId: b.txId,
              betTxId: b.betTxId,
              roundId: b.roundId,
              amount: b.amount.toString(),
              endRoundTxId: b.endRoundTxId,
            }),
          ),
        ),
      rollback: (vendor, b) =>
        paid(vendor, b, undefined, (payee) =>
          seamless.rollback(vendor, withPayee(payee, { txId: b.txId, betTxId: b.betTxId, roundId: b.roundId })),
        ),
      endRound: (vendor, b) => money(() => seamless.endRound(vendor, b)),
      betWin: async (vendor, b) => {
        if (asksGame(b.gameCode) && (await unknownGame(vendor, b.gameCode))) return refusedWith('game.not_found');
        return money(() => seamless.betWin(vendor, { ...b, stake: b.stake.toString(), payout: b.payout.toString() }));
      },
      credit: (vendor, b) =>
        paid(vendor, b, undefined, (payee) =>
          seamless.credit(
            vendor,
            withPayee(payee, {
              txId: b.txId,
              roundId: b.roundId,
              gameCode: b.gameCode,
              amount: b.amount.toString(),
              reason: b.reason,
            }),
          ),
        ),
      winByRound: (vendor, b) =>
        paid(vendor, b, b.gameCode, (payee) =>
          seamless.winByRound(
            vendor,
            withPayee(payee, { txId: b.txId, roundId: b.roundId, amount: b.amount.toString(), endRoundTxId: b.endRoundTxId }),
          ),
        ),
    };
  };
  const wallets = new Map<number, ProtocolWallet>();
  return (merchantId) => {
    let w = wallets.get(merchantId);
    if (!w) {
      w = of(merchantId);
      wallets.set(merchantId, w);
    }
    return w;
  };
};
