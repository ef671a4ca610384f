import { staffPermissions } from '@wl/contracts';
import { describe, expect, it } from 'vitest';
import { groupOf, homePath, navGroups, navItems, visibleNav } from './nav-items';

const ids = (permissions: readonly string[]) => visibleNav(permissions).map((i) => i.id);

describe('permission-filtered navigation', () => {
  it('lists every page for a role holding every permission', () => {
    expect(ids(staffPermissions)).toEqual(navItems.map((i) => i.id));
  });

  it('lists only their own sessions for a role with no permission', () => {
    expect(ids([])).toEqual(['sessions']);
    expect(homePath([])).toBe('/sessions');
  });

  it('shows staff and roles only to staff.manage', () => {
    expect(ids(['staff.manage'])).toEqual(['staff', 'roles', 'sessions']);
    expect(ids(['players.view', 'players.manage', 'reports.view'])).not.toContain('staff');
  });

  it('shows the queues and approvals to money.view (finance) and audit to audit.view', () => {
    expect(ids(['money.view', 'money.decide', 'balance.adjust'])).toEqual(['deposits', 'withdrawals', 'approvals', 'sessions']);
    expect(ids(['audit.view'])).toEqual(['audit', 'sessions']);
    expect(homePath(['money.view'])).toBe('/deposits');
  });

  it('opens on the dashboard for every role that sees players', () => {
    expect(ids(['players.view'])).toEqual(['dashboard', 'players', 'sessions']);
    expect(homePath(['players.view', 'money.view'])).toBe('/dashboard');
  });

  it('shows the responsible-gambling cases to protection.view (support and risk)', () => {
    expect(ids(['players.view', 'protection.view'])).toEqual(['dashboard', 'players', 'rgCases', 'sessions']);
    expect(homePath(['protection.view'])).toBe('/rg-cases');
  });

  it('shows the document review (verification) to kyc.view, after the cases', () => {
    expect(ids(['players.view', 'protection.view', 'kyc.view', 'kyc.decide'])).toEqual([
      'dashboard',
      'players',
      'rgCases',
      'kyc',
      'riskCases',
      'riskRules',
      'sessions',
    ]);
    expect(ids(['players.view', 'kyc.decide'])).not.toContain('kyc');
    expect(homePath(['kyc.view'])).toBe('/kyc');
  });

  it('shows the risk cases and the fraud rules to kyc.view (risk), after verification', () => {
    expect(ids(['kyc.view', 'kyc.decide'])).toEqual(['kyc', 'riskCases', 'riskRules', 'sessions']);
    expect(ids(['players.view', 'staff.manage'])).not.toContain('riskRules');
    expect(ids(['kyc.decide'])).not.toContain('riskCases');
  });

  it('ignores permissions it does not know', () => {
    expect(ids(['everything', 'staff'])).toEqual(['sessions']);
  });

  it('names only permissions the contracts define', () => {
    for (const item of navItems) for (const p of item.anyOf) expect(staffPermissions).toContain(p);
  });

  it('lists every page in exactly one section, the sections in the table order', () => {
    const grouped = Object.values(navGroups).flat();
    expect([...grouped].sort()).toEqual(navItems.map((i) => i.id).sort());
    // The table's order keeps each section's pages together, so a heading is drawn once per section.
    const order = navItems.map((i) => groupOf(i.id));
    expect(order.filter((g, i) => g !== order[i - 1])).toEqual(Object.keys(navGroups));
  });
});
