import { allEndpoints } from '@wl/contracts';
import { describe, expect, it } from 'vitest';
import { OPS, appForFile } from './harness';
import { bearer, staffClient } from './staff-helpers';

/**
 * Every operator read of a merchant's data, asked by staff who may not: a member of another merchant's staff (an
 * administrator there), and a member of this merchant holding a role with no permission at all. Each is refused —
 * 403 from the gate, or 401 for the few calls only operator keys make — none answers data.
 */
const t = appForFile({ ledgerChecked: false });
const { call, signIn } = staffClient(t);

/** Path values that exist on the demo merchant, and the query fields some reads require. */
const values: Record<string, string> = {
  code: 'DEMO',
  id: '1',
  account: 'demo01',
  kind: 'withdrawals',
  noticeKind: 'banner',
  tab: 'transactions',
  role: 'finance',
  drawId: '1',
  exportKind: 'rg-events',
  report: 'ggr',
};
/** The query fields some reads require (nothing else: a stray field would be refused as bad input first). */
const queries: Record<string, string> = {
  'playersOps.savedFilters': '?page=players',
  'playersOps.export': '?reason=permission%20sweep',
  'regulatorOps.export': '?from=2026-11-01&to=2026-11-02&reason=permission%20sweep',
  'regulatorOps.signature': '?from=2026-11-01&to=2026-11-02&reason=permission%20sweep',
  'agentsOps.bills': '?kind=DAILY&period=2026-11-01',
  'agentsOps.periods': '?kind=DAILY',
  'agentsOps.preview': '?kind=DAILY&period=2026-11-01',
  'reportsOps.report': '?from=2026-11-01&to=2026-11-02',
  'reportsOps.rows': '?from=2026-11-01&to=2026-11-02&key=2026-11-01',
  'reportsOps.export': '?from=2026-11-01&to=2026-11-02&reason=permission%20sweep',
  'vendorProtocols.reconciliationExport': '?from=2026-11-01&to=2026-11-02&reason=permission%20sweep',
};
const reads = () => allEndpoints().filter((e) => e.auth === 'ops' && e.method === 'GET' && e.path.startsWith('/ops/v1/merchants/:code'));
const urlOf = (e: { name: string; path: string }) =>
  e.path.replace(/:(\w+)/g, (_, k: string) => values[k] ?? '1') + (queries[e.name] ?? '');

describe('staff never read what their role or merchant does not allow', () => {
  it('every merchant read is refused to another merchant’s administrator and to a role without permissions', async () => {
    const none = await call('PUT', '/ops/v1/merchants/DEMO/roles/nothing', OPS, { name: 'Nothing', permissions: [] });
    expect(none.statusCode, none.body).toBe(200);
    const made = await call('POST', '/ops/v1/merchants/DEMO/staff', OPS, { username: 'nobody', displayName: 'No Body', role: 'nothing' });
    const otp = made.json().value.temporaryPassword as string;
    const first = await signIn('nobody', otp);
    await call('POST', '/bo/v1/password', bearer(first.token), { current: otp, next: 'Nothing-at-all-1' });
    const { token: stranger } = await signIn('admin', undefined, 'ACME');
    const endpoints = reads();
    expect(endpoints.length).toBeGreaterThan(30);
    const open: string[] = [];
    for (const e of endpoints) {
      for (const [who, token] of [
        ['ACME admin', stranger],
        ['no permission', first.token],
      ] as const) {
        const res = await call('GET', urlOf(e), bearer(token));
        // 403: the gate refused the role or the merchant; 401: a call only operator keys make (merchant settings).
        if (res.statusCode !== 403 && res.statusCode !== 401) open.push(`${who} ${e.name} ${urlOf(e)} → ${res.statusCode}`);
      }
    }
    expect(open).toEqual([]);
  });
});
