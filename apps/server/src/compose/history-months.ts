import type { Config } from '../core/config';
import type { ScheduledJob } from '../modules/jobs';

/** A history table's months: made ahead, and, where it has a retention setting, its old months retired. */
type Months = { makeMonths: () => Promise<unknown> };
type Retiring = Months & { retireMonths: (months: number) => Promise<string[]> };

/**
 * The leased hourly job `history-months` (issue 37, decision 035): the ledger's, the vendors' transactions' and the
 * audit log's months made three ahead, then the ledger's months older than LEDGER_RETENTION_MONTHS and the vendors'
 * transactions' older than BETS_RETENTION_MONTHS retired to the archive (0: none). Hourly is ample: each run is a no-op but once a month.
 */
export const historyMonthsJob = (
  config: Pick<Config, 'LEDGER_RETENTION_MONTHS' | 'BETS_RETENTION_MONTHS'>,
  tables: { ledger: Retiring; seamless: Retiring; audit: Months },
): ScheduledJob => ({
  name: 'history-months',
  periodMs: 60 * 60_000,
  run: async () => ({
    made: [await tables.ledger.makeMonths(), await tables.seamless.makeMonths(), await tables.audit.makeMonths()],
    retired: [
      ...(config.LEDGER_RETENTION_MONTHS > 0 ? await tables.ledger.retireMonths(config.LEDGER_RETENTION_MONTHS) : []),
      ...(config.BETS_RETENTION_MONTHS > 0 ? await tables.seamless.retireMonths(config.BETS_RETENTION_MONTHS) : []),
    ],
  }),
});
