import { createReports } from '../modules/reports';
import type { ConsoleDeps, ConsolePart } from './console-types';

/**
 * The operator console's reports (issue 32, decision 028): the consumer that keeps the hourly aggregates from the
 * domain events, and the report, drill-down and export calls that read them.
 */
export const createReportsPart = (deps: ConsoleDeps): ConsolePart => {
  const reports = createReports({ db: deps.db, read: deps.read, now: deps.now });
  deps.outbox.subscribe(reports.subscription);
  return { register: async (app) => reports.register(app), jobs: reports.jobs };
};
