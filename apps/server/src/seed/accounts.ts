import { hashPassword } from '../core/passwords';
import { memberLoginIps, members } from '../db/schema';
import type { SeedStep } from './step';

/** The authenticator secret of the demo TOTP account (add it to any authenticator app to sign in from a new IP). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

/**
 * Demo accounts per merchant (README lists them): an agent with an invitation code, a plain member, one still on the
 * default password (forced change), one with an expired password, and one with an authenticator that has signed in
 * before only from 203.0.113.10 (so any other address asks for the TOTP code).
 */
export const seedAccounts: SeedStep = async (tx, ctx) => {
  const [agentPw, demoPw, weakPw, totpPw, expiredPw] = await Promise.all(
    ['agent123', 'demo1234', '123456', 'totp1234', 'expire123'].map((p) => hashPassword(p)),
  );
  for (const [i, m] of ctx.merchants.entries()) {
    const prefix = i === 0 ? '' : m.code.toLowerCase();
    const rows = await tx
      .insert(members)
      .values([
        {
          merchantId: m.id,
          account: `${prefix}agent01`,
          nickname: 'Agent One',
          type: 1,
          passwordHash: agentPw,
          inviteCode: `${m.code}AG1`,
          mobile: `0300000100${i}`,
          email: `agent01@${m.code.toLowerCase()}.example`,
        },
        {
          merchantId: m.id,
          account: `${prefix}demo01`,
          nickname: 'Demo Player',
          type: 0,
          passwordHash: demoPw,
          inviteCode: `${m.code}DM1`,
          mobile: `0300123456${i}`,
          email: `demo01@${m.code.toLowerCase()}.example`,
          payeeName: 'Demo Player',
        },
        {
          merchantId: m.id,
          account: `${prefix}weakpass`,
          nickname: 'Weak Password',
          type: 0,
          passwordHash: weakPw,
          inviteCode: `${m.code}WP1`,
        },
        {
          merchantId: m.id,
          account: `${prefix}expired01`,
          nickname: 'Expired Password',
          type: 0,
          passwordHash: expiredPw,
          passwordExpired: true,
          inviteCode: `${m.code}EX1`,
        },
        {
          merchantId: m.id,
          account: `${prefix}totp01`,
          nickname: 'Authenticator User',
          type: 0,
          passwordHash: totpPw,
          totpSecret: DEMO_TOTP_SECRET,
          inviteCode: `${m.code}TP1`,
          lastLoginAt: new Date(),
        },
      ])
      .returning({ id: members.id, account: members.account });
    const totp = rows.find((r) => r.account.endsWith('totp01'));
    if (totp) await tx.insert(memberLoginIps).values({ memberId: totp.id, ip: '203.0.113.10' });
  }
};
