import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/core/sql';
import { createLedgerService } from '../src/modules/ledger';
import { createLotteryService } from '../src/modules/lottery';
import type { TestContext } from './harness';

const vendorOf: Record<string, string> = { SEA_4D: 'TCG_SEA', FAST: 'LOTT', KENO: 'QQKENO' };

/** A game of its own per test (so seeded draws never interfere) and a draw on it whose times the test chooses. */
export const makeGame = async (
  t: Pick<TestContext, 'dbHandle'>,
  opts: { merchant?: string; format: string; official?: boolean; maxPerNumber?: bigint; maxPerDraw?: bigint; vassalage?: string },
) => {
  const code = `T${randomBytes(5).toString('hex').toUpperCase()}`;
  const res =
    await t.dbHandle.db.execute(sql`INSERT INTO lottery_games (merchant_id, game_code, name_en, name_ur, format, prize_mode, vassalage,
      region, interval_minutes, weekdays, draw_time, cutoff_seconds, official, min_stake, max_stake_per_number, max_stake_per_draw)
    SELECT id, ${code}, ${code}, ${code}, ${opts.format}, 'ELOTT', ${opts.vassalage ?? vendorOf[opts.format] ?? 'TCG_LOTTO_VN'},
      ${opts.format.startsWith('VN') ? 'NORTH' : null}, ${opts.format === 'FAST' || opts.format === 'KENO' ? 1 : null}, '{0,1,2,3,4,5,6}', '11:00', 30, ${opts.official ?? false},
      100, ${(opts.maxPerNumber ?? 10_000_000n).toString()}::bigint, ${(opts.maxPerDraw ?? 100_000_000n).toString()}::bigint
    FROM merchants WHERE code = ${opts.merchant ?? 'DEMO'} RETURNING id::int AS id, merchant_id`);
  const row = rowsOf<{ id: number; merchant_id: number }>(res)[0]!;
  return { code, id: Number(row.id), merchantId: Number(row.merchant_id) };
};

/** A draw on the game closing `closesInMs` from the database's clock (negative: already past its cut-off). */
export const makeDraw = async (
  t: Pick<TestContext, 'dbHandle'>,
  game: { id: number; merchantId: number },
  closesInMs = 3_600_000,
  numero?: string,
) => {
  const seed = randomBytes(32).toString('hex');
  const { hashServerSeed } = await import('@wl/house-games');
  const res =
    await t.dbHandle.db.execute(sql`INSERT INTO lottery_draws (merchant_id, game_id, numero, state, opens_at, closes_at, draw_at, seed_hash, server_seed)
    VALUES (${game.merchantId}, ${game.id}, ${numero ?? `N${randomBytes(4).toString('hex')}`}, 'open', clock_timestamp() - interval '1 hour',
      clock_timestamp() + ${closesInMs} * interval '1 millisecond', clock_timestamp() + ${closesInMs + 60_000} * interval '1 millisecond',
      ${hashServerSeed(seed)}, ${seed})
    RETURNING id::int AS id`);
  return Number(rowsOf<{ id: number }>(res)[0]!.id);
};

/** Moves a draw past its cut-off and draw time (as if the clock had run on). */
export const pastDraw = async (t: Pick<TestContext, 'dbHandle'>, drawId: number) => {
  await t.dbHandle.db.execute(sql`UPDATE lottery_draws SET closes_at = clock_timestamp() - interval '2 minutes',
    draw_at = clock_timestamp() - interval '1 minute', state = 'closed' WHERE id = ${drawId}`);
};

export const lotteryOf = (t: Pick<TestContext, 'dbHandle'>, now?: () => Date) =>
  createLotteryService({ db: t.dbHandle.db, ledger: createLedgerService({ db: t.dbHandle.db }), now });

export const count = async (t: Pick<TestContext, 'dbHandle'>, q: ReturnType<typeof sql>) =>
  Number(rowsOf<{ n: number | string }>(await t.dbHandle.db.execute(q))[0]?.n ?? 0);

export const balanceOf = async (t: Pick<TestContext, 'dbHandle'>, memberId: number) =>
  BigInt(
    rowsOf<{ b: string }>(
      await t.dbHandle.db.execute(
        sql`SELECT coalesce(sum(balance), 0)::text AS b FROM ledger_accounts WHERE member_id = ${memberId} AND code = 'MAIN'`,
      ),
    )[0]?.b ?? '0',
  );

/** Places a slip as the member (headers) through the lottery gateway; a fresh request id unless the body has one. */
export const lotteryBet = (t: Pick<TestContext, 'app'>, headers: Record<string, string>, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/lgw/bets', headers, payload: { requestId: randomBytes(8).toString('hex'), ...body } });
