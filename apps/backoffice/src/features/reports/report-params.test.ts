import { describe, expect, it } from 'vitest';
import { isPaged, paramsOfView, reportExportUrl, reportQueryOf, viewFromParams } from './report-params';

const today = '2026-03-10';
const view = (q: string) => viewFromParams(new URLSearchParams(q), today);

describe('the report in the address', () => {
  it('defaults to GGR by day over the last seven days, page 1', () => {
    expect(view('')).toEqual({ report: 'ggr', range: { from: '2026-03-04', to: '2026-03-10' }, tz: null, groupBy: 'day', page: 1 });
    expect(paramsOfView(view(''), today)).toEqual({});
  });

  it('reads a report, its grouping, range, zone and page, and writes them back', () => {
    const q = 'report=payments&from=2026-02-01&to=2026-02-28&tz=UTC&group=method&page=3';
    const v = view(q);
    expect(v).toEqual({ report: 'payments', range: { from: '2026-02-01', to: '2026-02-28' }, tz: 'UTC', groupBy: 'method', page: 3 });
    expect(new URLSearchParams(paramsOfView(v, today)).toString()).toBe(q);
    expect(reportQueryOf(v)).toEqual({ from: '2026-02-01', to: '2026-02-28', tz: 'UTC', groupBy: 'method' });
  });

  it('ignores what does not fit: a grouping of another report, a bad range, an unknown zone or page', () => {
    const v = view('report=ftd&group=vendor&from=2026-03-09&to=2026-03-01&tz=Mars/Base&page=0');
    expect(v).toMatchObject({ report: 'ftd', groupBy: 'day', tz: null, page: 1, range: { from: '2026-03-04', to: '2026-03-10' } });
    expect(view('report=nope').report).toBe('ggr');
    expect(view('report=retention&tz=UTC').tz).toBeNull();
    expect(view('report=players&group=day')).toMatchObject({ report: 'players', groupBy: null });
    expect(reportQueryOf(view('report=players'))).toEqual({ from: '2026-03-04', to: '2026-03-10' });
  });

  it('pages the long reports only', () => {
    expect(isPaged({ report: 'ggr', groupBy: 'game' })).toBe(true);
    expect(isPaged({ report: 'ggr', groupBy: 'vendor' })).toBe(false);
    expect(isPaged({ report: 'players', groupBy: null })).toBe(true);
    expect(isPaged({ report: 'retention', groupBy: 'day' })).toBe(false);
  });

  it('exports the same report, range, zone and grouping, with the reason and without paging', () => {
    const v = { ...view('report=ggr&group=vendor&from=2026-03-01&to=2026-03-02&page=4'), tz: 'UTC' };
    expect(reportExportUrl('DEMO', v, '  monthly review ')).toBe(
      '/ops/v1/merchants/DEMO/reports/ggr/export?from=2026-03-01&to=2026-03-02&tz=UTC&groupBy=vendor&reason=monthly+review',
    );
  });
});
