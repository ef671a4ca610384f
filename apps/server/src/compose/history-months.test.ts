import { describe, expect, it } from 'vitest';
import { historyMonthsJob } from './history-months';

const tables = () => {
  const calls: string[] = [];
  const made = (name: string) => ({ makeMonths: async () => calls.push(`${name}.make`) });
  return {
    calls,
    tables: {
      ledger: {
        ...made('ledger'),
        retireMonths: async (n: number) => {
          calls.push(`ledger.retire ${n}`);
          return ['ledger_postings_p202001'];
        },
      },
      seamless: made('seamless'),
      audit: made('audit'),
    },
  };
};

describe('the history-months job', () => {
  it('makes every table’s months and retires none of the ledger’s while its retention is 0', async () => {
    const t = tables();
    const out = await historyMonthsJob({ LEDGER_RETENTION_MONTHS: 0 }, t.tables).run();
    expect(t.calls).toEqual(['ledger.make', 'seamless.make', 'audit.make']);
    expect(out).toMatchObject({ retired: [] });
  });

  it('retires the ledger’s months past LEDGER_RETENTION_MONTHS once they are made', async () => {
    const t = tables();
    const out = await historyMonthsJob({ LEDGER_RETENTION_MONTHS: 24 }, t.tables).run();
    expect(t.calls).toEqual(['ledger.make', 'seamless.make', 'audit.make', 'ledger.retire 24']);
    expect(out).toMatchObject({ retired: ['ledger_postings_p202001'] });
  });
});
