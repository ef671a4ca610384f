/** The reports module's face (decision 028): the aggregates' consumer, the reports, drill-down and CSV export. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { CONSUMER_BATCH, CONSUMER_POLL_MS, type ConsumerSpec } from '../outbox';
import type { ScheduledJob } from '../jobs';
import { createMemberWindows } from './member-windows.repo';
import { createReportRows } from './report-rows.service';
import { REPORTS_CONSUMER, handleReportEvents, reportEvents } from './reports.consumer';
import { reportsRoutes } from './reports.routes';
import { createReportsService } from './reports.service';

export { REPORTS_CONSUMER, handleReportEvents, reportEvents } from './reports.consumer';
export { reportsWrite, jsonSource } from './reports-write.repo';
export { reportRange, dayStart, addDays } from './range';
export { createMemberWindows } from './member-windows.repo';
export { NO_CATEGORY, NO_GAME } from './report-defs';

/** `read`: where the reports read (a replica when configured); the consumer writes the aggregates on `db`. */
export const createReports = (deps: { db: Db; read?: Db; now: () => Date }) => {
  const read = deps.read ?? deps.db;
  const reports = createReportsService({ db: read, now: deps.now });
  // The rolling windows are built on the primary (the consumer writes there); the reports read them where they read.
  const windows = createMemberWindows(deps.db);
  const jobs: ScheduledJob[] = [{ name: 'report-windows', run: () => windows.keep(deps.now()) }];
  const rows = createReportRows({ db: read, reports });
  const subscription: ConsumerSpec = {
    name: REPORTS_CONSUMER,
    types: reportEvents,
    handle: (event, tx) => handleReportEvents([event], tx),
    handleBatch: handleReportEvents,
    // Every bet comes here: a batch of what arrived in the last second pays the batch's statements once (decision 014).
    batchSize: CONSUMER_BATCH,
    pollMs: CONSUMER_POLL_MS,
  };
  return { reports, subscription, jobs, windows, register: (app: FastifyInstance) => app.register(reportsRoutes, { reports, rows }) };
};
