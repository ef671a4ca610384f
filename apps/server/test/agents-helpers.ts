import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/core/sql';
import { AGENTS_CONSUMER, createAgents } from '../src/modules/agents';
import { createLedgerService } from '../src/modules/ledger';
import { createOutbox } from '../src/modules/outbox';
import { OPS, type TestContext } from './harness';

/** The agents module as app.ts builds it, on its own outbox (tests run the consumer by hand with `drain`). */
export const agentsModule = (t: TestContext, opts: { now?: () => Date; ledger?: ReturnType<typeof createLedgerService> } = {}) => {
  const db = t.dbHandle.db;
  const agents = createAgents({ db, ledger: opts.ledger ?? createLedgerService({ db }), now: opts.now });
  const outbox = createOutbox({ db, log: { error: (o, m) => console.error(m, o) } });
  outbox.subscribe(agents.subscription);
  return {
    agents,
    drain: async () => {
      const r = await outbox.drain(AGENTS_CONSUMER);
      const row = rowsOf<{ last_error: string | null }>(
        await db.execute(sql`SELECT last_error FROM outbox_consumers WHERE name = ${AGENTS_CONSUMER}`),
      );
      if (row[0]?.last_error) throw new Error(`agents consumer: ${row[0].last_error}`);
      return r;
    },
    rewind: () => db.execute(sql`UPDATE outbox_consumers SET last_tx = '0'::xid8, last_id = 0 WHERE name = ${AGENTS_CONSUMER}`),
  };
};

export const q = async <T>(t: TestContext, query: ReturnType<typeof sql>) => rowsOf<T>(await t.dbHandle.db.execute(query));

/** An operator template of a kind with its tiers. */
export const template = async (t: TestContext, body: Record<string, unknown>, merchant = 'DEMO') => {
  const r = await t.app.inject({ method: 'POST', url: `/ops/v1/merchants/${merchant}/agent-templates`, headers: OPS, payload: body });
  if (r.statusCode !== 200) throw new Error(`template: ${r.body}`);
  return r.json().value as { id: number };
};

export const mainBalance = async (t: TestContext, memberId: number) =>
  BigInt(
    (
      await q<{ b: string }>(
        t,
        sql`SELECT COALESCE(sum(balance), 0)::text AS b FROM ledger_accounts WHERE member_id = ${memberId} AND code = 'MAIN'`,
      )
    )[0]?.b ?? '0',
  );
