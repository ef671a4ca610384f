import {
  type BetRecord,
  type BetRecordsQuery,
  type BetRecordsValue,
  type BetResult,
  type GameCategory,
  type LanguageCode,
  type PersonalProfitValue,
  type ProfitLine,
  gameCategories,
  type historyRanges,
  type RngSubType,
  rngSubTypes,
} from '@wl/contracts';
import type { Db, Reads } from '../../db/client';
import { AppError } from '../../core/app-error';
import { textOf } from '../../core/i18n';
import type { Actor } from '../../core/context';
import { knownZone, rangeOf } from '../wallet';
import { type BetRow, type SumRow, createRecordsRepo } from './records.repo';

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
const categoryOf = (c: string | null): GameCategory | null =>
  (gameCategories as readonly string[]).includes(c ?? '') ? (c as GameCategory) : null;

const subTypeOf = (s: string | null): RngSubType | null =>
  (rngSubTypes as readonly string[]).includes(s ?? '') ? (s as RngSubType) : null;

const resultOf = (r: BetRow): BetResult => {
  if (r.state === 'OPEN') return 'PENDING';
  if (r.state === 'ROLLED_BACK') return 'REFUNDED';
  const payout = BigInt(r.payout ?? '0');
  const stake = BigInt(r.amount);
  return payout > stake ? 'WIN' : payout < stake ? 'LOSS' : 'PUSH';
};

const toRecord = (r: BetRow, lang: LanguageCode): BetRecord => {
  const settled = r.state === 'SETTLED';
  const payout = settled ? BigInt(r.payout ?? '0') : null;
  const played = r.h_status === 'PLAYED';
  return {
    txId: r.tx_id,
    vendor: r.vendor,
    vendorName: r.vendor_name ? textOf(r.vendor_name, lang) || r.vendor : r.vendor,
    roundId: r.round_id,
    gameCode: r.game_code,
    gameName: r.display_name ? textOf(r.display_name, lang) : (r.game_code ?? ''),
    category: categoryOf(r.category),
    gameClassify: subTypeOf(r.sub_type),
    stake: r.amount,
    payout: payout === null ? null : payout.toString(),
    net: payout !== null ? (payout - BigInt(r.amount)).toString() : r.state === 'ROLLED_BACK' ? '0' : null,
    result: resultOf(r),
    status: settled ? 'SETTLED' : r.state === 'OPEN' ? 'PENDING' : 'REFUNDED',
    placedAt: iso(r.created_at) ?? '',
    settledAt: iso(r.settled_at),
    // The server seed is secret until its round is played: an unplayed round shows only its hash.
    // An outside vendor's round report (the demo studio's) carries its details and its revealed seeds.
    proof:
      r.r_id !== null && r.r_proof
        ? {
            roundId: Number(r.r_id),
            serverSeedHash: r.r_proof.serverSeedHash,
            serverSeed: r.r_proof.serverSeed,
            clientSeed: r.r_proof.clientSeed,
            nonce: r.r_proof.nonce,
            bet: (r.r_detail?.bet as Record<string, unknown> | undefined) ?? null,
            outcome: r.r_detail,
          }
        : r.h_id === null || r.server_seed_hash === null
          ? null
          : {
              roundId: Number(r.h_id),
              serverSeedHash: r.server_seed_hash,
              serverSeed: played ? r.server_seed : null,
              clientSeed: r.client_seed,
              nonce: r.nonce ?? 0,
              bet: played ? r.bet : null,
              outcome: played ? r.outcome : null,
            },
  };
};

const lineOf = (s: SumRow): ProfitLine => ({
  stake: s.stake,
  payout: s.payout,
  profit: (BigInt(s.payout) - BigInt(s.stake)).toString(),
  betCount: Number(s.settled),
});
const add = (a: ProfitLine, b: ProfitLine): ProfitLine => ({
  stake: (BigInt(a.stake) + BigInt(b.stake)).toString(),
  payout: (BigInt(a.payout) + BigInt(b.payout)).toString(),
  profit: (BigInt(a.profit) + BigInt(b.profit)).toString(),
  betCount: a.betCount + b.betCount,
});
const zero: ProfitLine = { stake: '0', payout: '0', profit: '0', betCount: 0 };

/** The signed-in member's betting record and profit and loss, read from the seamless wallet's bets. */
export const createRecordsService = (deps: { db: Db; reads?: Reads; now?: () => Date }) => {
  const now = deps.now ?? (() => new Date());
  /**
   * Bets placed a moment ago may not be on a replica yet, and a member looks for the bet just placed: a range that
   * reaches into the fresh window reads the primary, an older one a replica when configured (decision 035).
   */
  const repoUpTo = (to: Date) => createRecordsRepo(deps.reads ? deps.reads.asOf(to, now()) : deps.db);

  const page = async (actor: Actor, who: { memberId?: number; teamOf?: number }, q: BetRecordsQuery, lang: LanguageCode) => {
    const { from, to } = rangeOf(q.range, now(), actor.merchant.row.timeZone);
    const f = { merchantId: actor.merchant.id, ...who, from, to, vendor: q.vendor, category: q.category, status: q.status };
    const { total, sums, rows } = await repoUpTo(to).page(f, q.pageSize, (q.pageNo - 1) * q.pageSize);
    return {
      list: rows.map((r) => ({ ...toRecord(r, lang), account: r.account, level: Number(r.level) })),
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      total,
      totalPages: Math.ceil(total / q.pageSize),
      totals: {
        count: total,
        stake: sums.stake,
        payout: sums.payout,
        net: (BigInt(sums.payout) - BigInt(sums.stake)).toString(),
        pendingStake: sums.pending,
      },
      currencyDecimals: actor.merchant.row.currencyDecimals,
    };
  };

  return {
    bets: async (actor: Actor, q: BetRecordsQuery, lang: LanguageCode): Promise<BetRecordsValue> => {
      const v = await page(actor, { memberId: actor.member.id }, q, lang);
      return { ...v, list: v.list.map(({ account: _a, level: _l, ...r }) => r) };
    },

    /**
     * Team betting: the bets of an agent's team (every level), or of one downline in it (the caller checked it is), each
     * with its account and level; the same filters, paging and totals as the member's record. A page past the last
     * is refused.
     */
    teamBets: async (actor: Actor, who: { memberId?: number }, q: BetRecordsQuery, lang: LanguageCode) => {
      const v = await page(actor, { teamOf: actor.member.id, ...who }, q, lang);
      if (q.pageNo > Math.max(1, v.totalPages)) throw new AppError('game.page_out_of_range');
      return v;
    },

    profit: async (actor: Actor, q: { range: (typeof historyRanges)[number] }): Promise<PersonalProfitValue> => {
      const { from, to } = rangeOf(q.range, now(), actor.merchant.row.timeZone);
      const { byDay, byCategory } = await repoUpTo(to).profit(
        { merchantId: actor.merchant.id, memberId: actor.member.id, from, to },
        knownZone(actor.merchant.row.timeZone),
      );
      const days = byDay.map((d) => ({ date: d.day, ...lineOf(d) }));
      return {
        byDay: days,
        byCategory: byCategory.map((c) => ({ category: categoryOf(c.category), ...lineOf(c) })),
        totals: days.reduce<ProfitLine>((s, d) => add(s, d), zero),
        currencyDecimals: actor.merchant.row.currencyDecimals,
      };
    },
  };
};
export type RecordsService = ReturnType<typeof createRecordsService>;
