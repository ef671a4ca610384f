import { reportColumnsOf, reportGroupingsOf, reportKinds, type ReportRow } from '@wl/contracts';
import { describe, expect, it } from 'vitest';
import { axisWidth, barChartHeight, chartFrame, chartPoints, chartSpecOf, MAX_BARS, shortLabel } from './report-charts';

const row = (key: string, values: Record<string, string>, label = key): ReportRow => ({ key, label, values });

describe('report charts', () => {
  it('draw only columns each report has, a line over time and bars otherwise', () => {
    for (const report of reportKinds) {
      const groupings = reportGroupingsOf[report].length ? reportGroupingsOf[report] : [null];
      for (const g of groupings) {
        const spec = chartSpecOf(report, g);
        const columns = Object.keys(reportColumnsOf[report]);
        for (const s of spec.series) expect(columns, `${report}/${g}/${s}`).toContain(s);
        if (spec.per) expect(columns).toContain(spec.per);
        expect(spec.kind, `${report}/${g}`).toBe(g === 'day' ? 'line' : 'bar');
      }
    }
    expect(chartSpecOf('ggr', 'day').series).toEqual(['ggr', 'ngr']);
  });

  it('fill every day of the range, a missing day as zero, money in major units', () => {
    const spec = chartSpecOf('ggr', 'day');
    const points = chartPoints(spec, [row('2026-03-02', { ggr: '12345', ngr: '-50' })], { from: '2026-03-01', to: '2026-03-03' }, true);
    expect(points.map((p) => p.key)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    expect(points[0]).toMatchObject({ ggr: 0, ngr: 0 });
    expect(points[1]).toMatchObject({ ggr: 123.45, ngr: -0.5 });
  });

  it('show the largest bars first (by size, losses too), at most MAX_BARS', () => {
    const spec = chartSpecOf('ggr', 'vendor');
    const rows = Array.from({ length: 20 }, (_, i) => row(`V${i}`, { ggr: String(i * 100) }, `Vendor ${i}`));
    rows.push(row('LOSS', { ggr: '-5000' }));
    const points = chartPoints(spec, rows, { from: '2026-03-01', to: '2026-03-03' }, false);
    expect(points).toHaveLength(MAX_BARS);
    expect(points[0]).toMatchObject({ key: 'LOSS', ggr: -50 });
    expect(points[1]).toMatchObject({ key: 'V19', label: 'Vendor 19', ggr: 19 });
  });

  it('draw retention as the share of each cohort, nothing for an empty cohort', () => {
    const spec = chartSpecOf('retention', 'day');
    const points = chartPoints(
      spec,
      [
        row('2026-03-01', { cohort: '8', d1: '4', d7: '2', d14: '0', d30: '0' }),
        row('2026-03-02', { cohort: '0', d1: '0', d7: '0', d14: '0', d30: '0' }),
      ],
      { from: '2026-03-01', to: '2026-03-02' },
      true,
    );
    expect(points[0]).toMatchObject({ d1: 0.5, d7: 0.25, d14: 0 });
    expect(points[1]).toMatchObject({ d1: 0 });
  });

  it('mirror for right to left: time reversed, values and labels on the right', () => {
    expect(chartFrame('ltr')).toMatchObject({ timeReversed: false, valueSide: 'left', barValueReversed: false, labelSide: 'left' });
    const rtl = chartFrame('rtl');
    expect(rtl).toMatchObject({ timeReversed: true, valueSide: 'right', barValueReversed: true, labelSide: 'right' });
    // The spare room moves to the far (left) end.
    expect(rtl.margin.left).toBeGreaterThan(rtl.margin.right);
  });

  it('size axes and bars to their text', () => {
    expect(axisWidth([])).toBe(40);
    expect(axisWidth(['PKR 1.2M', '-PKR 12.5K'])).toBe(80);
    expect(axisWidth(['x'.repeat(40)])).toBe(110);
    expect(barChartHeight(1)).toBe(120);
    expect(barChartHeight(10)).toBe(340);
    expect(shortLabel('Sweet Bonanza Xmas Deluxe')).toBe('Sweet Bonanza X…');
    expect(shortLabel('Aviator')).toBe('Aviator');
  });
});
