import type { ReconciliationDay } from '@wl/contracts';
import { describe, expect, it } from 'vitest';
import { hasNextPage, RECON_PAGE_SIZE, reconExportUrl, reconQueryOf, totalsOf, typedRange } from './recon-params';
import { reconVendorOf } from './vendor-protocols-keys';

const day = (d: string, n: string): ReconciliationDay => ({
  day: d,
  rounds: n,
  bets: n,
  stake: `${n}00`,
  wins: '1',
  payout: '50',
  rollbacks: '0',
  refunded: '0',
  credits: '0',
  credited: '0',
  net: `${Number(n) * 100 - 50}`,
  openRounds: '3',
  openStake: '900',
});

describe('the reconciliation panel’s view', () => {
  it('asks for the server’s default range and zone until one is chosen', () => {
    expect(reconQueryOf({ range: null, tz: null, page: 1 })).toEqual({ page: 1, pageSize: RECON_PAGE_SIZE });
    expect(reconQueryOf({ range: { from: '2026-11-01', to: '2026-11-30' }, tz: 'UTC', page: 2 })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      tz: 'UTC',
      page: 2,
      pageSize: RECON_PAGE_SIZE,
    });
  });

  it('takes a typed date only when the range stays real, in order and not after today', () => {
    const r = { from: '2026-11-20', to: '2026-11-22' };
    expect(typedRange(r, { from: '2026-11-01' }, '2026-11-29')).toEqual({ from: '2026-11-01', to: '2026-11-22' });
    expect(typedRange(r, { from: '2026-11-23' }, '2026-11-29')).toBeNull();
    expect(typedRange(r, { to: '2026-11-30' }, '2026-11-29')).toBeNull();
    expect(typedRange(r, { to: '' }, '2026-11-29')).toBeNull();
    expect(typedRange(r, { from: '2026-02-30' }, '2026-11-29')).toBeNull();
    // Only the two dates are kept, whatever else the current range carried.
    expect(typedRange({ ...r, vendor: 'PP' } as typeof r, {}, '2026-11-29')).toEqual(r);
  });

  it('pages and totals the days (the open figures are never summed)', () => {
    expect(hasNextPage({ page: 1, pageSize: 31, totalDays: 31 })).toBe(false);
    expect(hasNextPage({ page: 1, pageSize: 31, totalDays: 32 })).toBe(true);
    const totals = totalsOf([day('2026-11-20', '2'), day('2026-11-21', '3')]);
    expect(totals).toEqual({
      rounds: '5',
      bets: '5',
      stake: '500',
      wins: '2',
      payout: '100',
      rollbacks: '0',
      refunded: '0',
      credits: '0',
      credited: '0',
      net: '400',
    });
    expect(totals).not.toHaveProperty('openRounds');
  });

  it('exports the answered range and zone with the reason', () => {
    const url = reconExportUrl('DEMO', 'PP', { from: '2026-11-01', to: '2026-11-30', tz: 'Asia/Karachi' }, ' month end ');
    expect(url).toBe(
      '/ops/v1/merchants/DEMO/vendors/PP/reconciliation/export?from=2026-11-01&to=2026-11-30&tz=Asia%2FKarachi&reason=month+end',
    );
  });

  it('reads the open vendor from the address', () => {
    expect(reconVendorOf(new URLSearchParams('vendor=pp'))).toBe('PP');
    expect(reconVendorOf(new URLSearchParams('vendor=a-b'))).toBeNull();
    expect(reconVendorOf(new URLSearchParams(''))).toBeNull();
  });
});
