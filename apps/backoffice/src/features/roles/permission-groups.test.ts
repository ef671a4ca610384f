import { staffPermissions } from '@wl/contracts';
import { describe, expect, it } from 'vitest';
import { areaOf, permissionGroups } from './permission-groups';

describe('permission groups', () => {
  it('hold every permission exactly once, under its area', () => {
    const groups = permissionGroups();
    expect(groups.flatMap((g) => g.permissions).sort()).toEqual([...staffPermissions].sort());
    for (const g of groups) for (const p of g.permissions) expect(areaOf(p)).toBe(g.area);
  });

  it('group by the part before the dot, in first-seen order', () => {
    expect(permissionGroups(['players.view', 'money.view', 'players.manage'])).toEqual([
      { area: 'players', permissions: ['players.view', 'players.manage'] },
      { area: 'money', permissions: ['money.view'] },
    ]);
  });
});
