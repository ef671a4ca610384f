import { describe, expect, it } from 'vitest';
import { agentPages, visibleAgentPages } from '../features/agent/pages';
import { memberPageModule, memberPages, visibleMemberPages } from '../features/member/pages';
import { findRoute } from '../shared/route-table';

/** Menus follow the switches the server reports: a page shows only while its module is reported on. */
describe('pages of modules reported off', () => {
  const allOn = Object.fromEntries([...agentPages.map((p) => p.module), ...Object.values(memberPageModule)].map((m) => [m, true]));

  it('agent pages show only when their module is on (unknown counts as off)', () => {
    expect(visibleAgentPages({})).toEqual([]);
    expect(visibleAgentPages(allOn)).toEqual(agentPages);
    expect(visibleAgentPages({ ...allOn, AGEREV3: false }).map((p) => p.id)).not.toContain('agentRevenueReport');
  });

  it('member pages of the inbox, rewards, referral and fund transfer follow their modules; the rest always show', () => {
    expect(visibleMemberPages(allOn)).toEqual([...memberPages]);
    const off = visibleMemberPages({});
    for (const p of ['messageV2', 'rewardCenter', 'referral', 'transferFund', 'manualRebate']) expect(off).not.toContain(p);
    expect(off).toEqual(expect.arrayContaining(['securityCenter', 'depositv2', 'withdraw', 'personalHistoryCopy']));
  });

  it('the point mall route belongs to the points system', () => {
    expect(findRoute('pointMall')?.module).toBe('PTSYS3');
  });
});
