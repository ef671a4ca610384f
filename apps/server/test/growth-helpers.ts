import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { createGrowth, GROWTH_CONSUMER } from '../src/modules/growth';
import { createLedgerService, gameBetsOf } from '../src/modules/ledger';
import { createOutbox, writeEvent } from '../src/modules/outbox';
import { OPS, type TestContext, appForFile, createTestApp, multipartBody } from './harness';

type Member = { id: number; merchantId: number };

/** The growth consumer as app.ts subscribes it, on its own outbox (tests run it by hand with `drain`). */
export const growthConsumer = (t: TestContext) => {
  const db = t.dbHandle.db;
  const growth = createGrowth({ db, ledger: createLedgerService({ db }) });
  const outbox = createOutbox({ db, log: { error: (o, m) => console.error(m, o) } });
  outbox.subscribe(growth.subscription);
  return {
    growth,
    /** Runs the consumer until it is caught up; a handler failure (left for a retry) fails the test at once. */
    drain: async () => {
      const r = await outbox.drain(GROWTH_CONSUMER);
      // An event committed a moment ago can still sit behind the consumer's horizon (on PostgreSQL, a transaction of
      // another test file's database that ended between the horizon's snapshot and its look at pg_stat_activity): the
      // drain goes on until nothing is pending, so a test never checks before its own events are applied.
      for (let i = 0; i < 200 && (await outbox.lag(GROWTH_CONSUMER)).pending > 0; i++) {
        await new Promise((done) => setTimeout(done, 10));
        const more = await outbox.drain(GROWTH_CONSUMER);
        r.handled += more.handled;
        r.parked += more.parked;
      }
      const row = (await db.execute(sql`SELECT last_error FROM outbox_consumers WHERE name = ${GROWTH_CONSUMER}`)) as unknown as {
        rows: { last_error: string | null }[];
      };
      if (row.rows[0]?.last_error) throw new Error(`growth consumer: ${row.rows[0].last_error}`);
      return r;
    },
    /** Rewinds the checkpoint to the start, as if every event were delivered again. */
    rewind: () => db.execute(sql`UPDATE outbox_consumers SET last_tx = '0'::xid8, last_id = 0 WHERE name = ${GROWTH_CONSUMER}`),
  };
};

/** The app (see `appForFile`) and its growth consumer for a whole test file: both filled in before its first test. */
export const growthAppForFile = () => {
  const g = {} as ReturnType<typeof growthConsumer>;
  const t = appForFile({
    make: async () => {
      const app = await createTestApp();
      Object.assign(g, growthConsumer(app));
      return app;
    },
  });
  return { t, g };
};

/** A credited deposit as the deposits module books it: money and its `deposit.credited` event in one transfer. */
export const depositCredited = (t: TestContext, m: Member, amount: bigint, depositId = Math.floor(Math.random() * 1e9)) =>
  createLedgerService({ db: t.dbHandle.db }).transfer({
    idempotencyKey: `deposit:${depositId}`,
    merchantId: m.merchantId,
    kind: 'DEPOSIT',
    ref: String(depositId),
    postings: [
      { account: { system: 'DEPOSIT_CLEARING' }, amount: -amount },
      { account: { memberId: m.id }, amount },
    ],
    event: {
      merchantId: m.merchantId,
      type: 'deposit.credited',
      subjectId: m.id,
      aggregateId: `deposit:${depositId}`,
      payload: { depositId, amount: amount.toString() },
    },
  });

/**
 * One settled round as the seamless wallet books it: the stake from MAIN to GAME_BETS, then the payout back with the
 * `bet.settled` event (stake, payout, valid bet = stake) in the same transaction as the settlement.
 */
export const playRound = async (t: TestContext, m: Member, stake: bigint, payout: bigint, category = 'RNG') => {
  const ledger = createLedgerService({ db: t.dbHandle.db });
  const tx = randomUUID();
  await ledger.transfer({
    idempotencyKey: `TEST:${tx}`,
    merchantId: m.merchantId,
    kind: 'GAME_BET',
    postings: [
      { account: { memberId: m.id }, amount: -stake },
      { account: gameBetsOf(m.id), amount: stake },
    ],
  });
  const event = {
    merchantId: m.merchantId,
    type: 'bet.settled' as const,
    subjectId: m.id,
    aggregateId: `TEST:${tx}`,
    payload: {
      vendor: 'TEST',
      txId: `${tx}w`,
      betTxId: tx,
      category,
      stake: stake.toString(),
      payout: payout.toString(),
      validBet: stake.toString(),
    },
  };
  if (payout > 0n)
    await ledger.transfer({
      idempotencyKey: `TEST:${tx}w`,
      merchantId: m.merchantId,
      kind: 'GAME_WIN',
      postings: [
        { account: gameBetsOf(m.id), amount: -payout },
        { account: { memberId: m.id }, amount: payout },
      ],
      event,
    });
  else await t.dbHandle.db.transaction(async (txDb) => writeEvent(txDb as unknown as Db, event));
};

export const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const texts = (en: string) => ({ EN: en, UR: `${en} (UR)` });

/** Creates a promotion through the operator API; answers its id. */
export const createPromotion = async (t: TestContext, over: Record<string, unknown> = {}, merchant = 'DEMO') => {
  const code = `P${Math.floor(Math.random() * 1e9)}`;
  const res = await t.app.inject({
    method: 'POST',
    url: `/ops/v1/merchants/${merchant}/promotions`,
    headers: OPS,
    payload: {
      code,
      category: null,
      title: texts(`Promo ${code}`),
      summary: texts('Summary'),
      contentHtml: texts('<p>Terms</p><script>alert(1)</script>'),
      startsAt: iso(-3_600_000),
      endsAt: iso(30 * 86_400_000),
      audience: { kind: 'ALL' },
      kind: 'DEPOSIT_MATCH',
      trigger: 'FIRST_DEPOSIT',
      matchBp: 10_000,
      maxBonus: '50000',
      turnoverX100: 1000,
      ...over,
    },
  });
  if (res.statusCode !== 200) throw new Error(`promotion create: ${res.body}`);
  return res.json().value.id as number;
};

/** A promotion members apply for: a fixed bonus without turnover (`over` sets the title and the rest); answers its id. */
export const createApplyPromotion = (t: TestContext, fixedAmount: string, over: Record<string, unknown> = {}) =>
  createPromotion(t, { kind: 'FIXED_BONUS', trigger: 'APPLY', fixedAmount, turnoverX100: 0, ...over });

/** A member's application for a promotion: the multipart form's text fields and image files, with these headers. */
export const applyForPromotion = (
  t: TestContext,
  headers: Record<string, string>,
  id: number,
  fields: Record<string, string>,
  files: Parameters<typeof multipartBody>[1] = [],
) => {
  const body = multipartBody(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `/wps/promotions/${id}/apply`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};
