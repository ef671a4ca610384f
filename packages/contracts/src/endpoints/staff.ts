import { z } from 'zod';
import { defineEndpoints } from '../endpoint';
import {
  staffCreateBody,
  staffCreatedValue,
  staffListValue,
  staffLoginBody,
  staffMeValue,
  staffPasswordBody,
  staffRoleBody,
  staffRoleCode,
  staffRolesValue,
  staffSessionsValue,
  staffStepValue,
  staffTotpBody,
} from '../staff';
import { opsCodeParams as code, opsItemParams as item, pathId } from './ops-params';

const tags = ['backoffice'];

/**
 * The staff realm (decision 025): sign-in in steps (password, then TOTP enrolment or code, then a forced password
 * change), the signed-in staff member and their sessions. The session token then works on the operator API
 * (`auth: 'ops'`) with the role's permissions, and on nothing a member calls.
 */
export const staffApi = defineEndpoints('staff', {
  login: {
    method: 'POST',
    path: '/bo/v1/login',
    auth: 'public',
    body: staffLoginBody,
    value: staffStepValue,
    summary: 'Sign in with a password: answers the session token and the next step (enrol TOTP, or a TOTP code)',
    tags,
  },
  totp: {
    method: 'POST',
    path: '/bo/v1/login/totp',
    auth: 'staffPending',
    body: staffTotpBody,
    value: staffStepValue,
    summary: 'Confirm the TOTP code (the first one enrols the secret): the session is signed in, or a password change is due',
    tags,
  },
  password: {
    method: 'POST',
    path: '/bo/v1/password',
    auth: 'staffPending',
    body: staffPasswordBody,
    value: staffStepValue,
    summary: "Change one's password (forced at the first sign-in); other sessions are signed out",
    tags,
  },
  me: {
    method: 'GET',
    path: '/bo/v1/me',
    auth: 'staff',
    value: staffMeValue,
    summary: 'The signed-in staff member, role and permissions',
    tags,
  },
  logout: { method: 'POST', path: '/bo/v1/logout', auth: 'staffPending', value: z.null(), summary: 'End this session', tags },
  sessions: {
    method: 'GET',
    path: '/bo/v1/sessions',
    auth: 'staff',
    value: staffSessionsValue,
    summary: "The signed-in staff member's open sessions",
    tags,
  },
  revoke: {
    method: 'DELETE',
    path: '/bo/v1/sessions/:id',
    auth: 'staff',
    params: z.object({ id: pathId }),
    value: z.null(),
    summary: 'End one of my sessions',
    tags,
  },
});

/** Staff and roles of a merchant, administered by staff holding `staff.manage` (audited like every operator action). */
export const staffOpsApi = defineEndpoints('staffOps', {
  list: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/staff',
    auth: 'ops',
    params: code,
    value: staffListValue,
    summary: "A merchant's staff",
    tags,
  },
  create: {
    method: 'POST',
    path: '/ops/v1/merchants/:code/staff',
    auth: 'ops',
    params: code,
    body: staffCreateBody,
    value: staffCreatedValue,
    summary: 'Add a staff member: answers a one-time password; TOTP is enrolled at the first sign-in',
    tags,
  },
  reset: {
    method: 'POST',
    path: '/ops/v1/merchants/:code/staff/:id/reset',
    auth: 'ops',
    params: item,
    value: staffCreatedValue,
    summary: "Reset a staff member's password and TOTP (a new one-time password; their sessions end)",
    tags,
  },
  disable: {
    method: 'POST',
    path: '/ops/v1/merchants/:code/staff/:id/disable',
    auth: 'ops',
    params: item,
    value: z.null(),
    summary: 'Disable a staff member (their sessions end)',
    tags,
  },
  roles: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/roles',
    auth: 'ops',
    params: code,
    value: staffRolesValue,
    summary: "A merchant's roles",
    tags,
  },
  setRole: {
    method: 'PUT',
    path: '/ops/v1/merchants/:code/roles/:role',
    auth: 'ops',
    params: code.extend({ role: staffRoleCode }),
    body: staffRoleBody,
    value: staffRolesValue,
    summary: 'Create or change a role (its name and permissions)',
    tags,
  },
});
