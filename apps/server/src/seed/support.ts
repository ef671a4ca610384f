import { hashPassword } from '../core/passwords';
import { supportCanned, supportStaff } from '../db/schema';
import type { SeedStep } from './step';

/** The demo support agent of each merchant (README "Demo accounts") and a few canned replies. */
export const supportAgentOf = (code: string) => (code === 'DEMO' ? 'support01' : `${code.toLowerCase()}support01`);
export const SUPPORT_DEMO_PASSWORD = 'support123';

const canned = [
  { title: 'Greeting', body: 'Hello! Thank you for contacting support. How can I help you today?' },
  { title: 'Deposit check', body: 'Please send a screenshot of your deposit slip and we will check it right away.' },
  { title: 'Withdrawal time', body: 'Withdrawals are usually processed within 30 minutes once approved.' },
  { title: 'Closing', body: 'Is there anything else I can help you with? Have a great day!' },
];

export const supportSeed: SeedStep = async (tx, { merchants }) => {
  const passwordHash = await hashPassword(SUPPORT_DEMO_PASSWORD);
  for (const m of merchants) {
    await tx.insert(supportStaff).values([
      { merchantId: m.id, username: supportAgentOf(m.code), displayName: 'Sara (Support)', passwordHash },
      { merchantId: m.id, username: supportAgentOf(m.code).replace(/01$/, '02'), displayName: 'Ali (Support)', passwordHash },
    ]);
    await tx.insert(supportCanned).values(canned.map((c) => ({ merchantId: m.id, ...c })));
  }
};
