/** The reports module's face (decision 028): the aggregates' consumer, the reports, drill-down and CSV export. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { CONSUMER_BATCH, CONSUMER_POLL_MS, type ConsumerSpec } from '../outbox';
import { createReportRows } from './report-rows.service';
import { REPORTS_CONSUMER, handleReportEvents, reportEvents } from './reports.consumer';
import { reportsRoutes } from './reports.routes';
import { createReportsService } from './reports.service';

export { REPORTS_CONSUMER, handleReportEvents, reportEvents } from './reports.consumer';
export { reportsWrite, jsonSource } from './reports-write.repo';
export { reportRange, dayStart, dayIn, addDays } from './range';
export { NO_CATEGORY, NO_GAME } from './report-defs';

export const createReports = (deps: { db: Db; now: () => Date }) => {
  const reports = createReportsService(deps);
  const rows = createReportRows({ db: deps.db, reports });
  const subscription: ConsumerSpec = {
    name: REPORTS_CONSUMER,
    types: reportEvents,
    handle: (event, tx) => handleReportEvents([event], tx),
    handleBatch: handleReportEvents,
    // Every bet comes here: a batch of what arrived in the last second pays the batch's statements once (decision 014).
    batchSize: CONSUMER_BATCH,
    pollMs: CONSUMER_POLL_MS,
  };
  return { reports, subscription, register: (app: FastifyInstance) => app.register(reportsRoutes, { reports, rows }) };
};
