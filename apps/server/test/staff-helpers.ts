import { expect } from 'vitest';
import { stepOf, totpAt } from '../src/modules/accounts';
import { STAFF_DEMO_PASSWORD } from '../src/seed/staff';
import type { TestContext } from './harness';

type Headers = Record<string, string>;
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Calls and sign-ins of back-office staff for one test file. A TOTP code is good once, so each sign-in of a staff
 * member takes the step after the one used before (the server accepts one step of drift either side).
 */
export const staffClient = (t: Pick<TestContext, 'app'>) => {
  const lastStep = new Map<string, number>();
  const secrets = new Map<string, string>();
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers = {}, payload?: object, ip?: string) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}), ...(ip ? { remoteAddress: ip } : {}) });
  const codeFor = (who: string) => {
    const step = Math.max(stepOf(Date.now()) - 1, (lastStep.get(who) ?? 0) + 1);
    lastStep.set(who, step);
    return totpAt(secrets.get(who) as string, step);
  };
  /** Signs a staff member in through every step (enrolling TOTP the first time); answers the token and last stage. */
  const signIn = async (username: string, password = STAFF_DEMO_PASSWORD, merchant = 'DEMO') => {
    const who = `${merchant}/${username}`;
    const login = await call('POST', '/bo/v1/login', {}, { merchant, username, password });
    expect(login.statusCode, login.body).toBe(200);
    const v = login.json().value;
    if (v.stage === 'enrol') secrets.set(who, v.enrolment.secret);
    const step = await call('POST', '/bo/v1/login/totp', bearer(v.token), { code: codeFor(who) });
    expect(step.statusCode, step.body).toBe(200);
    return { token: v.token as string, stage: step.json().value.stage as string };
  };
  return { call, codeFor, signIn, secrets, lastStep };
};
