import { reportColumnsOf } from '@wl/contracts';
import { describe, expect, it } from 'vitest';
import { rowNameOf, tableColumnsOf } from './report-columns';

const columnsOf = (report: keyof typeof reportColumnsOf) =>
  Object.entries(reportColumnsOf[report]).map(([key, kind]) => ({ key, kind: kind as 'count' | 'money' }));

describe('report tables', () => {
  it("leave out GGR's day-only columns when grouped otherwise", () => {
    const ggr = columnsOf('ggr');
    expect(tableColumnsOf({ report: 'ggr', groupBy: 'day', columns: ggr }).map((c) => c.key)).toContain('ngr');
    expect(tableColumnsOf({ report: 'ggr', groupBy: 'vendor', columns: ggr }).map((c) => c.key)).toEqual([
      'bets',
      'rollbacks',
      'stake',
      'payout',
      'ggr',
    ]);
    expect(tableColumnsOf({ report: 'agents', groupBy: null, columns: columnsOf('agents') })).toHaveLength(8);
  });

  it('name a row by its label, its code beside it, and an empty one in words', () => {
    expect(rowNameOf({ key: 'LOTTO_5D_A', label: 'Lotto 5D' }, 'game', '?')).toEqual({ name: 'Lotto 5D', code: 'LOTTO_5D_A' });
    expect(rowNameOf({ key: 'HOUSE', label: 'HOUSE' }, 'vendor', '?')).toEqual({ name: 'HOUSE', code: null });
    expect(rowNameOf({ key: '42', label: 'teamplayer6' }, null, '?')).toEqual({ name: 'teamplayer6', code: null });
    expect(rowNameOf({ key: '', label: '' }, 'game', 'Unknown')).toEqual({ name: 'Unknown', code: null });
  });
});
