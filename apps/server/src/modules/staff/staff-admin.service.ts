import { randomInt } from 'node:crypto';
import type { StaffRoleView, StaffView, staffCreateBody, staffRoleBody } from '@wl/contracts';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { type Clock, systemClock } from '../../core/clock';
import { hashPassword } from '../../core/passwords';
import type { Db } from '../../db/client';
import { demoRoles } from './staff-roles';
import { createStaffRepo, type StaffRoleRow, type StaffRow } from './staff.repo';

// No look-alike characters (0/O, 1/l/I): a one-time password is read aloud or typed from a screen.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A one-time password of 14 characters with at least one letter and one digit (the staff password rule). */
export const oneTimePassword = () => {
  for (;;) {
    const p = Array.from({ length: 14 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (/\d/.test(p) && /[A-Za-z]/.test(p)) return p;
  }
};

const roleView = (r: StaffRoleRow): StaffRoleView => ({
  code: r.code,
  name: r.name,
  permissions: r.permissions as StaffRoleView['permissions'],
  system: r.system,
});
const staffView = (s: StaffRow, role: string, agent: string | null): StaffView => ({
  id: s.id,
  username: s.username,
  displayName: s.displayName,
  role,
  agent,
  status: s.status,
  totpEnrolled: s.totpSecret !== null,
  mustChangePassword: s.mustChangePassword,
  createdAt: s.createdAt.toISOString(),
  lastLoginAt: s.lastLoginAt?.toISOString() ?? null,
});

/**
 * A merchant's staff and roles, as an operator holding `staff.manage` administers them (each call runs inside
 * `operator.act`: authorised and audited there). A new or reset staff member gets a one-time password and enrols TOTP
 * at the next sign-in; reset and disable end their sessions.
 */
export const createStaffAdmin = (d: { db: Db; now?: Clock }) => {
  const repo = createStaffRepo(d.db);
  const now = d.now ?? systemClock;

  const roles = async (merchantId: number) => {
    await repo.ensureRoles(merchantId, demoRoles);
    return (await repo.rolesOf(merchantId)).map(roleView);
  };

  const list = async (merchantId: number) => (await repo.staffOf(merchantId)).map((r) => staffView(r.staff, r.role, r.agent));

  const create = async (merchantId: number, body: z.infer<typeof staffCreateBody>) => {
    await repo.ensureRoles(merchantId, demoRoles);
    const role = await repo.roleByCode(merchantId, body.role);
    if (!role) throw new AppError('staff.role_unknown');
    const agentId = body.agent ? await repo.memberId(merchantId, body.agent) : null;
    if (body.agent && agentId === null) throw new AppError('member.not_found');
    const temporaryPassword = oneTimePassword();
    const row = await repo.addStaff({
      agentId,
      merchantId,
      username: body.username,
      displayName: body.displayName,
      passwordHash: await hashPassword(temporaryPassword),
      roleId: role.id,
      mustChangePassword: true,
    });
    if (!row) throw new AppError('staff.exists');
    return { ...staffView(row, role.code, body.agent ?? null), temporaryPassword };
  };

  /** The staff member of this merchant by id (another merchant's is not found). */
  const own = async (merchantId: number, id: number) => {
    const s = await repo.staffById(id);
    if (!s || s.merchantId !== merchantId) throw new AppError('resource.not_found');
    return s;
  };

  const reset = async (merchantId: number, id: number) => {
    await own(merchantId, id);
    const temporaryPassword = oneTimePassword();
    const row = (await repo.resetStaff(id, await hashPassword(temporaryPassword))) as StaffRow;
    await repo.revokeAll(id, null, now());
    const role = await repo.roleById(row.roleId);
    return { ...staffView(row, role?.code ?? '', await repo.accountOf(row.agentId)), temporaryPassword };
  };

  const disable = async (merchantId: number, id: number) => {
    await own(merchantId, id);
    await repo.disableStaff(id);
    await repo.revokeAll(id, null, now());
  };

  const setRole = async (merchantId: number, code: string, body: z.infer<typeof staffRoleBody>) => {
    await repo.ensureRoles(merchantId, demoRoles);
    await repo.upsertRole(merchantId, code, body.name, [...new Set(body.permissions)], now());
    return roles(merchantId);
  };

  return { roles, list, create, reset, disable, setRole };
};
export type StaffAdmin = ReturnType<typeof createStaffAdmin>;
