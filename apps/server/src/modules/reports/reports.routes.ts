import { reportsOpsApi as api } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint';
import type { createReportRows } from './report-rows.service';
import { reportCsv } from './reports-csv';
import type { ReportsService } from './reports.service';

/** The reports' calls: reads need reports.view; the CSV export needs reports.export and is audited with its reason. */
export const reportsRoutes = async (app: FastifyInstance, opts: { reports: ReportsService; rows: ReturnType<typeof createReportRows> }) => {
  const { reports, rows } = opts;
  route(app, api.report, ({ operator, params, query }) =>
    operator.act('read', params.code, 'reports.view', { report: params.report }, ({ merchantId, timeZone, currency }) =>
      reports.report(merchantId, { ...query, report: params.report }, { time_zone: timeZone, currency_code: currency }),
    ),
  );
  route(app, api.rows, ({ operator, params, query }) =>
    operator.act('read', params.code, 'reports.view', { report: params.report, key: query.key }, ({ merchantId }) =>
      rows(merchantId, { ...query, report: params.report }),
    ),
  );
  route(app, api.export, async ({ operator, params, query, reply }) => {
    const { reason, ...ask } = query;
    // The audit record is written after the work: the row count joins its payload.
    const record: { report: string; query: typeof ask; reason: string; rows?: number } = { report: params.report, query: ask, reason };
    const out = await operator.act('admin', params.code, 'reports.export', record, async ({ merchantId }) => {
      const all = await reports.all(merchantId, { ...ask, report: params.report });
      record.rows = all.rows.length;
      return reportCsv(params.report, all.range, all.rows, all.totals);
    });
    const name = `${params.report}-${params.code.toUpperCase()}-${query.from}-${query.to}.csv`;
    return reply
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .type('text/csv; charset=utf-8')
      .send(out);
  });
};
