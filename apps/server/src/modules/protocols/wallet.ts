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
    /** A named game the catalogue does not have (no name: the session's game is the one recorded). */
    const unknownGame = async (vendor: string, gameCode: string | undefined) =>
      gameCode !== undefined &&
      gameCode !== '' &&
      deps.catalogue !== undefined &&
      !(await deps.catalogue.hasGame(merchantId, vendor, gameCode));
    /** A call for a payee: refused before the wallet when the id names no one or the game is unknown. */
    const paid = async <B extends Payee>(
      vendor: string,
      b: B,
      run: (payee: SeamlessPayee, rest: Omit<B, 'token' | 'playerId'>) => Promise<MoneyAnswer>,
      gameCode?: string,
    ): Promise<WalletResult> => {
      const { token: _t, playerId: _p, ...rest } = b;
      const payee = payeeOf(b);
      if (!payee) return refusedWith('vendor.player_unknown');
      if (await unknownGame(vendor, gameCode)) return refusedWith('game.not_found');
      return money(() => run(payee, rest));
    };

    return {
      authenticate: (vendor, token) => reading(() => seamless.authenticate(vendor, { token })),
      balance: async (vendor, who) => {
        const payee = payeeOf(who);
        if (!payee) return { ok: false, refusal: { code: 'vendor.player_unknown' } };
        return reading(() => seamless.balance(vendor, payee));
      },
      bet: async (vendor, b, o = {}) => {
        if (await unknownGame(vendor, b.gameCode)) return refusedWith('game.not_found');
        return money(() => seamless.bet(vendor, { ...b, amount: b.amount.toString() }, { closedRoundRefused: o.closedRoundRefused }));
      },
      win: (vendor, b) =>
        paid(
          vendor,
          b,
          (payee, { gameCode: _g, ...r }) => seamless.win(vendor, { ...r, ...payee, amount: r.amount.toString() }),
          b.gameCode,
        ),
      rollback: (vendor, b) => paid(vendor, b, (payee, r) => seamless.rollback(vendor, { ...r, ...payee })),
      endRound: (vendor, b) => money(() => seamless.endRound(vendor, b)),
      betWin: async (vendor, b) => {
        if (await unknownGame(vendor, b.gameCode)) return refusedWith('game.not_found');
        return money(() => seamless.betWin(vendor, { ...b, stake: b.stake.toString(), payout: b.payout.toString() }));
      },
      credit: (vendor, b) => paid(vendor, b, (payee, r) => seamless.credit(vendor, { ...r, ...payee, amount: r.amount.toString() })),
      winByRound: (vendor, b) =>
        paid(
          vendor,
          b,
          (payee, { gameCode: _g, ...r }) => seamless.winByRound(vendor, { ...r, ...payee, amount: r.amount.toString() }),
          b.gameCode,
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
