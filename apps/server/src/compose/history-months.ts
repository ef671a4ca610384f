import type { Config } from '../core/config';
import type { ScheduledJob } from '../modules/jobs';

/** A history table's months: made ahead, and its old months retired by its retention setting. */
type Retiring = { makeMonths: () => Promise<unknown>; retireMonths: (months: number) => Promise<string[]> };

/**
 * The leased hourly job `history-months` (issue 37, decision 035): the ledger's, the vendors' transactions' and the
 * audit log's months made three ahead, then the months older than each one's retention (LEDGER_RETENTION_MONTHS,
 * BETS_RETENTION_MONTHS, AUDIT_RETENTION_MONTHS; 0: none) retired to the archive. Hourly is ample: each run is a
 * no-op but once a month.
 */
export const historyMonthsJob = (
  config: Pick<Config, 'LEDGER_RETENTION_MONTHS' | 'BETS_RETENTION_MONTHS' | 'AUDIT_RETENTION_MONTHS'>,
  tables: { ledger: Retiring; seamless: Retiring; audit: Retiring },
): ScheduledJob => ({
  name: 'history-months',
  periodMs: 60 * 60_000,
  run: async () => ({
    made: [await tables.ledger.makeMonths(), await tables.seamless.makeMonths(), await tables.audit.makeMonths()],
    retired: [
      ...(config.LEDGER_RETENTION_MONTHS > 0 ? await tables.ledger.retireMonths(config.LEDGER_RETENTION_MONTHS) : []),
      ...(config.BETS_RETENTION_MONTHS > 0 ? await tables.seamless.retireMonths(config.BETS_RETENTION_MONTHS) : []),
      ...(config.AUDIT_RETENTION_MONTHS > 0 ? await tables.audit.retireMonths(config.AUDIT_RETENTION_MONTHS) : []),
    ],
  }),
});
