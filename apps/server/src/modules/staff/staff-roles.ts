import { type StaffPermission, staffPermissions } from '@wl/contracts';

// Identity documents are not for every reader: kyc.view is given on purpose, never with the other views.
const views = staffPermissions.filter((p) => p.endsWith('.view') && p !== 'kyc.view');
const all = [...staffPermissions];

/**
 * The roles every merchant starts with (the demo roles), added to a merchant's list when missing; an operator
 * edits them like any role. The platform's staff get the administrator and read-only roles platform-wide.
 */
export const demoRoles: { code: string; name: string; permissions: readonly StaffPermission[] }[] = [
  { code: 'administrator', name: 'Administrator', permissions: all },
  {
    code: 'finance',
    name: 'Finance',
    permissions: [...views, 'balance.adjust', 'approvals.decide', 'money.decide', 'reports.export'],
  },
  {
    code: 'support',
    name: 'Support',
    permissions: [
      'players.view',
      'players.manage',
      'protection.view',
      'protection.manage',
      'money.view',
      'messages.view',
      'messages.manage',
    ],
  },
  {
    code: 'risk',
    name: 'Risk',
    permissions: [
      'players.view',
      'players.manage',
      'players.unmask',
      'protection.view',
      'protection.manage',
      'kyc.view',
      'kyc.decide',
      'money.view',
      'audit.view',
      'audit.verify',
      'reports.view',
    ],
  },
  {
    code: 'marketing',
    name: 'Marketing',
    permissions: [
      'players.view',
      'promotions.view',
      'promotions.manage',
      'loyalty.view',
      'loyalty.manage',
      'messages.view',
      'messages.manage',
      'content.view',
      'content.manage',
      'reports.view',
    ],
  },
  { code: 'read-only', name: 'Read-only', permissions: views },
];

export const platformRoles = demoRoles.filter((r) => r.code === 'administrator' || r.code === 'read-only');
