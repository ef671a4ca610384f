import { and, eq, isNull } from 'drizzle-orm';
import { hashPassword } from '../core/passwords';
import type { Db } from '../db/client';
import { staffAccounts, staffRoles } from '../db/schema';
import { demoRoles, platformRoles } from '../modules/staff';
import type { SeedStep } from './step';

/**
 * The back office's demo staff (README "Demo accounts"): per merchant one member of each demo role, a second finance
 * member (four-eyes needs two), and a platform administrator. All share a demo password and enrol TOTP at their
 * first sign-in; none is asked to change the password (a new staff member made in the back office is).
 */
export const STAFF_DEMO_PASSWORD = 'Backoffice1';
export const demoStaff = [
  { username: 'admin', displayName: 'Amina Admin', role: 'administrator' },
  { username: 'finance', displayName: 'Farhan Finance', role: 'finance' },
  { username: 'finance2', displayName: 'Fatima Finance', role: 'finance' },
  { username: 'support', displayName: 'Saad Support', role: 'support' },
  { username: 'risk', displayName: 'Rabia Risk', role: 'risk' },
  { username: 'marketing', displayName: 'Maham Marketing', role: 'marketing' },
  { username: 'viewer', displayName: 'Vikram Viewer', role: 'read-only' },
] as const;
export const PLATFORM_DEMO_STAFF = 'root';

const roleId = async (tx: Db, merchantId: number | null, code: string) => {
  const [r] = await tx
    .select({ id: staffRoles.id })
    .from(staffRoles)
    .where(and(merchantId === null ? isNull(staffRoles.merchantId) : eq(staffRoles.merchantId, merchantId), eq(staffRoles.code, code)));
  if (!r) throw new Error(`no role ${code}`);
  return r.id;
};

export const staffSeed: SeedStep = async (tx, { merchants }) => {
  const passwordHash = await hashPassword(STAFF_DEMO_PASSWORD);
  const roles = (merchantId: number | null, list: typeof demoRoles) =>
    tx
      .insert(staffRoles)
      .values(list.map((r) => ({ merchantId, code: r.code, name: r.name, permissions: [...r.permissions], system: true })))
      .onConflictDoNothing();
  await roles(null, platformRoles);
  await tx.insert(staffAccounts).values({
    merchantId: null,
    username: PLATFORM_DEMO_STAFF,
    displayName: 'Platform Root',
    passwordHash,
    roleId: await roleId(tx, null, 'administrator'),
    mustChangePassword: false,
  });
  for (const m of merchants) {
    await roles(m.id, demoRoles);
    const values = [];
    for (const s of demoStaff)
      values.push({
        merchantId: m.id,
        username: s.username,
        displayName: s.displayName,
        passwordHash,
        roleId: await roleId(tx, m.id, s.role),
        mustChangePassword: false,
      });
    await tx.insert(staffAccounts).values(values);
  }
};
