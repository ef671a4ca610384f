import { describe, expect, it } from 'vitest';
import { loadConfig } from '../core/config';
import { historyMonthsJob } from './history-months';

const tables = () => {
  const calls: string[] = [];
  const made = (name: string) => ({
    makeMonths: async () => calls.push(`${name}.make`),
    retireMonths: async (n: number) => {
      calls.push(`${name}.retire ${n}`);
      return [`${name}_p202001`];
    },
  });
  return {
    calls,
    tables: {
      ledger: made('ledger'),
      seamless: made('seamless'),
      audit: made('audit'),
    },
  };
};

describe('the history-months job', () => {
  it('makes every table’s months and retires none while the retentions are 0', async () => {
    const t = tables();
    const out = await historyMonthsJob({ LEDGER_RETENTION_MONTHS: 0, BETS_RETENTION_MONTHS: 0, AUDIT_RETENTION_MONTHS: 0 }, t.tables).run();
    expect(t.calls).toEqual(['ledger.make', 'seamless.make', 'audit.make']);
    expect(out).toMatchObject({ retired: [] });
  });

  it('retires each table’s months past its own retention once they are made', async () => {
    const t = tables();
    const out = await historyMonthsJob(
      { LEDGER_RETENTION_MONTHS: 24, BETS_RETENTION_MONTHS: 6, AUDIT_RETENTION_MONTHS: 84 },
      t.tables,
    ).run();
    expect(t.calls).toEqual(['ledger.make', 'seamless.make', 'audit.make', 'ledger.retire 24', 'seamless.retire 6', 'audit.retire 84']);
    expect(out).toMatchObject({ retired: ['ledger_p202001', 'seamless_p202001', 'audit_p202001'] });
    const bets = tables();
    await historyMonthsJob({ LEDGER_RETENTION_MONTHS: 0, BETS_RETENTION_MONTHS: 4, AUDIT_RETENTION_MONTHS: 0 }, bets.tables).run();
    expect(bets.calls).toEqual(['ledger.make', 'seamless.make', 'audit.make', 'seamless.retire 4']);
  });

  it('takes BETS_RETENTION_MONTHS of 0 or at least 4: a tombstone outlives its late bet', () => {
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };
    expect(loadConfig({ ...env, BETS_RETENTION_MONTHS: '4', LEDGER_RETENTION_MONTHS: '84' })).toMatchObject({
      BETS_RETENTION_MONTHS: 4,
      LEDGER_RETENTION_MONTHS: 84,
    });
    expect(loadConfig(env)).toMatchObject({ BETS_RETENTION_MONTHS: 0, LEDGER_RETENTION_MONTHS: 0 });
    expect(() => loadConfig({ ...env, BETS_RETENTION_MONTHS: '3' })).toThrow(/BETS_RETENTION_MONTHS/);
    expect(() => loadConfig({ ...env, LEDGER_RETENTION_MONTHS: '-1' })).toThrow(/LEDGER_RETENTION_MONTHS/);
  });
});
