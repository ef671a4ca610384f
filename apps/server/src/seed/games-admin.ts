import { and, eq } from 'drizzle-orm';
import { games, members, vendorTransfers } from '../db/schema';
import type { SeedStep } from './step';

const HOUR = 3_600_000;

/**
 * The back office's games and vendors demo (issue 32), on the first merchant: the cockfighting game with a maintenance window
 * scheduled for tomorrow, and a failed call in the transfer-wallet sportsbook's health: a withdrawal it refused
 * yesterday (nothing moved, so the member's wallets are untouched).
 */
export const gamesAdminSeed: SeedStep = async (tx, ctx) => {
  const m = ctx.merchants[0];
  if (!m) return;
  const tomorrow = new Date(Date.now() + 24 * HOUR);
  tomorrow.setUTCHours(21, 0, 0, 0);
  await tx
    .update(games)
    .set({ maintenanceFrom: tomorrow, maintenanceUntil: new Date(tomorrow.getTime() + 2 * HOUR) })
    .where(and(eq(games.merchantId, m.id), eq(games.vassalage, 'DS88')));
  const [player] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, m.id), eq(members.account, 'demo01')))
    .limit(1);
  if (!player) return;
  const at = (msAgo: number) => new Date(Date.now() - msAgo);
  await tx.insert(vendorTransfers).values([
    {
      merchantId: m.id,
      memberId: player.id,
      vendor: 'SPB',
      ref: 'rc-seed-refused-0001',
      direction: 'OUT',
      amount: 2_500_00n,
      state: 'FAILED',
      createdAt: at(20 * HOUR),
      updatedAt: at(20 * HOUR - 2000),
    },
  ]);
};
