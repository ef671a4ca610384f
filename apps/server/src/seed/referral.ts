import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../core/passwords';
import { createDepositService } from '../modules/deposits';
import { createLedgerService } from '../modules/ledger';
import { members, merchants } from '../db/schema';
import { playHouseRounds } from './house-rounds';
import { actorOf } from './promotions';
import type { SeedStep } from './step';

const DAY = 86_400_000;

/**
 * Invite friends demo data, made the way friends make it: on every merchant whose referral promotion is on, `demo01`
 * has invited three friends (password `demo1234`): `demofriend1` registered twelve days ago and made a qualifying
 * first deposit, `demofriend2` only registered, `demofriend3` deposited and played this week. The deposits' events
 * reach the `referral.rewards` consumer at start, which pays `demo01` the reward of each qualifying friend once.
 */
export const referralSeed: SeedStep = async (tx, ctx) => {
  const pw = await hashPassword('demo1234');
  const ledger = createLedgerService({ db: tx });
  const deposits = createDepositService({ db: tx, ledger });
  for (const [i, m] of ctx.merchants.entries()) {
    const [row] = await tx.select().from(merchants).where(eq(merchants.id, m.id));
    if (!row?.referralEnabled) continue;
    const prefix = i === 0 ? '' : m.code.toLowerCase();
    const [referrer] = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantId, m.id), eq(members.account, `${prefix}demo01`)));
    if (!referrer) continue;
    const friends = [
      { n: 1, daysAgo: 12, deposit: true, play: false },
      { n: 2, daysAgo: 5, deposit: false, play: false },
      { n: 3, daysAgo: 2, deposit: true, play: true },
    ];
    for (const f of friends) {
      const account = `${prefix}demofriend${f.n}`;
      const [friend] = await tx
        .insert(members)
        .values({
          merchantId: m.id,
          account,
          nickname: `Friend ${f.n}`,
          type: 0,
          passwordHash: pw,
          parentId: referrer.id,
          createdAt: new Date(Date.now() - f.daysAgo * DAY),
        })
        .returning();
      if (!friend) continue;
      if (f.deposit) {
        const a = await actorOf(tx, m.id, account);
        if (!a) continue;
        // Above the merchant's minimum first deposit for the reward.
        const amount = (Number(row.referralMinDeposit) * 1.5) / 10 ** row.currencyDecimals;
        const order = await deposits.createGateway(a.actor as never, {
          channelCode: 'FASTPAY',
          amount: amount.toFixed(row.currencyDecimals),
          requestId: `seed-${account}-first`,
        });
        await deposits.approve(m.id, order.id, 'seed');
      }
      if (f.play) await playHouseRounds(tx, m.id, friend, 3, 'referral');
    }
  }
};
