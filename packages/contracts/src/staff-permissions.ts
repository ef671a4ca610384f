/**
 * The function permissions of the back office's roles and of scoped operator keys (decision 025), and the permission
 * each operator action needs.
 */
/** Function permissions a role can hold; every operator action needs exactly one (`permissionOf`). */
export const staffPermissions = [
  'players.view',
  'players.manage',
  'players.unmask',
  'protection.view',
  'protection.manage',
  'kyc.view',
  'kyc.decide',
  'balance.adjust',
  'approvals.decide',
  'money.view',
  'money.decide',
  'audit.view',
  'audit.verify',
  'staff.manage',
  'promotions.view',
  'promotions.manage',
  'loyalty.view',
  'loyalty.manage',
  'lottery.view',
  'lottery.manage',
  'agents.view',
  'agents.manage',
  'messages.view',
  'messages.manage',
  'reports.view',
  'reports.export',
  'content.view',
  'content.manage',
  'games.view',
  'games.manage',
  'brand.view',
  'brand.manage',
] as const;
export type StaffPermission = (typeof staffPermissions)[number];

/** The coarse level an operator action declares (read, move money, administer). */
export type ActionLevel = 'read' | 'money' | 'admin';

/** The area of an action by the first part of its audit name; the level picks `.view` or `.manage`/`.decide`. */
const areas: Record<string, string> = {
  agents: 'agents',
  lottery: 'lottery',
  promotion: 'promotions',
  points: 'loyalty',
  vip: 'loyalty',
  rebate: 'loyalty',
  missions: 'loyalty',
  message: 'messages',
  notices: 'messages',
  feedback: 'messages',
  member: 'players',
  members: 'players',
  players: 'players',
  audit: 'audit',
  deposit: 'money',
  withdrawal: 'money',
  deposits: 'money',
  withdrawals: 'money',
  queue: 'money',
  protection: 'protection',
  rgcase: 'protection',
  content: 'content',
  games: 'games',
  vendors: 'games',
  brand: 'brand',
};
/** Actions whose permission the area rule does not give. */
const exact: Record<string, StaffPermission> = {
  'audit.verify': 'audit.verify',
  'audit.checkpoint': 'audit.verify',
  'audit.list': 'audit.view',
  'approval.approve': 'approvals.decide',
  'approval.reject': 'approvals.decide',
  'approvals.list': 'money.view',
  'balance.adjust': 'balance.adjust',
  'bonus.grant': 'balance.adjust',
  'players.unmask': 'players.unmask',
  // Documents: reading them (and the queue) needs kyc.view; deciding needs kyc.decide.
  'kyc.queue': 'kyc.view',
  'kyc.review': 'kyc.view',
  'kyc.file': 'kyc.view',
  'kyc.player': 'kyc.view',
  'kyc.next': 'kyc.decide',
  'kyc.decide': 'kyc.decide',
  // Risk cases are read and worked by whoever reviews documents.
  'risk.list': 'kyc.view',
  'risk.view': 'kyc.view',
  'risk.claim': 'kyc.decide',
  'risk.note': 'kyc.decide',
  'risk.close': 'kyc.decide',
  'risk.graph': 'players.view',
  'risk.rules': 'kyc.view',
  'risk.rules_set': 'staff.manage',
  // Every role sees its merchant's dashboard.
  'dashboard.view': 'players.view',
  // Saved filters are each staff member's own.
  'filters.list': 'players.view',
  'filters.save': 'players.view',
  'filters.delete': 'players.view',
  'players.export': 'reports.export',
  // Regulator exports (their kinds and key too): whoever may take exports.
  'regulator.overview': 'reports.export',
  'regulator.key': 'reports.export',
  'regulator.export': 'reports.export',
  'regulator.signature': 'reports.export',
  'reports.view': 'reports.view',
  'reports.export': 'reports.export',
  // A vendor's reconciliation is read with games.view (its area); its export, like every export, needs reports.export.
  'vendors.reconciliation_export': 'reports.export',
  'four_eyes.view': 'money.view',
  'four_eyes.set': 'staff.manage',
  'staff.list': 'staff.manage',
  'staff.create': 'staff.manage',
  'staff.reset': 'staff.manage',
  'staff.disable': 'staff.manage',
  'roles.list': 'staff.manage',
  'roles.set': 'staff.manage',
  // Merchant configuration through the operator API's own calls: the back office's brand settings.
  'merchant.module': 'brand.manage',
  'merchant.maintenance': 'brand.manage',
  'merchant.region_rules': 'brand.manage',
  'merchant.region_rules_list': 'brand.view',
  'merchant.auth_settings': 'brand.manage',
  'merchant.register_settings': 'brand.manage',
};

/**
 * The permission an operator action needs: by its exact name, else by its area and level (read → `<area>.view`,
 * money or admin → `<area>.manage`, or `money.decide` for the money area). An action of no known area needs
 * `staff.manage` to change and `reports.view` to read, so nothing unlisted is open by default.
 */
export const permissionOf = (action: string, level: ActionLevel): StaffPermission => {
  const known = exact[action];
  if (known) return known;
  const area = areas[action.split('.')[0] ?? ''];
  if (!area) return level === 'read' ? 'reports.view' : 'staff.manage';
  if (level === 'read') return `${area}.view` as StaffPermission;
  return (area === 'money' ? 'money.decide' : `${area}.manage`) as StaffPermission;
};
