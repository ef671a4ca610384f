import { randomBytes } from 'node:crypto';
import { REFERRAL_ACTIVE_DAYS, type ReferralStatus, maskAccount, referralPath } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { MerchantContext } from '../../core/context';
import type { Db } from '../../db/client';
import type { LedgerService } from '../ledger';
import type { DomainEvent } from '../outbox';
import { createReferralRepo, rewardKey } from './referral.repo';

const FRIENDS_SHOWN = 200;
const newCode = () => randomBytes(6).toString('base64url').replace(/[-_]/g, 'x').slice(0, 8).toUpperCase();

/**
 * Invite friends: the member's own invitation code (given on first use to a member created without one), the link a
 * friend registers through (registration records the referrer as the friend's parent), the friends and their
 * progress, and the referral rewards credited. Everything answers only while the referral promotion is enabled.
 * The reward itself is paid by the `referral.rewards` consumer of `deposit.credited` (`onDepositCredited`).
 */
export const createReferralService = (deps: { db: Db; ledger: LedgerService; now?: () => Date }) => {
  const repo = createReferralRepo(deps.db);
  const now = deps.now ?? (() => new Date());

  const codeOf = async (merchantId: number, memberId: number) => {
    const row = await repo.inviteCodeOf(merchantId, memberId);
    if (!row) throw new AppError('login.not.session');
    if (row.inviteCode) return row.inviteCode;
    for (let i = 0; i < 5; i++) {
      try {
        const set = await repo.setInviteCode(merchantId, memberId, newCode());
        if (set?.inviteCode) return set.inviteCode;
        const again = await repo.inviteCodeOf(merchantId, memberId);
        if (again?.inviteCode) return again.inviteCode;
      } catch {
        // a code another member holds: try another
      }
    }
    throw new AppError('system.error');
  };

  const mine = async (merchant: MerchantContext, memberId: number) => {
    if (!merchant.row.referralEnabled) throw new AppError('function.not.available');
    const code = await codeOf(merchant.id, memberId);
    const since = new Date(now().getTime() - REFERRAL_ACTIVE_DAYS * 86_400_000);
    const rows = await repo.friends(merchant.id, memberId, since, FRIENDS_SHOWN);
    const friends = rows.map((r) => {
      const status: ReferralStatus = r.active ? 'active' : r.deposited ? 'deposited' : 'registered';
      return { account: maskAccount(r.account), registeredAt: new Date(r.createdAt).toISOString(), status, reward: String(r.reward) };
    });
    const path = referralPath(code);
    return {
      code,
      path,
      link: `https://${merchant.row.mainDomain}${path}`,
      friends,
      totals: {
        registered: friends.length,
        deposited: rows.filter((r) => r.deposited || r.active).length,
        active: rows.filter((r) => r.active).length,
      },
      rewards: await repo.rewards(merchant.id, memberId),
      terms: { reward: String(merchant.row.referralReward), minDeposit: String(merchant.row.referralMinDeposit) },
    };
  };

  /**
   * The outbox consumer's handler for `deposit.credited`: when the depositor was referred, the promotion is on, the
   * merchant has a reward, and this is the friend's first credited deposit and at least the minimum, the referrer is
   * paid the reward from PROMOTION_EXPENSE in the consumer's transaction (so it commits with the checkpoint). The
   * key `referral:<friend>` pays each friend's reward once, whatever replays or second consumers do.
   */
  const onDepositCredited = async (e: DomainEvent, tx: Db) => {
    const friendId = e.subjectId;
    const depositId = Number(e.payload.depositId);
    const transferId = Number(e.payload.transferId);
    if (friendId == null || !Number.isSafeInteger(depositId) || !Number.isSafeInteger(transferId)) return;
    const f = await repo.rewardFacts(tx, e.merchantId, friendId, depositId, transferId);
    if (!f?.enabled || f.paid || !f.first || f.parent_id == null || f.amount == null) return;
    const reward = BigInt(f.reward);
    if (reward <= 0n || BigInt(f.amount) < BigInt(f.min_deposit)) return;
    await deps.ledger.transferIn(tx, {
      idempotencyKey: rewardKey(friendId),
      merchantId: e.merchantId,
      kind: 'REFERRAL_REWARD',
      ref: String(depositId),
      meta: { friendId, depositId },
      postings: [
        { account: { system: 'PROMOTION_EXPENSE' }, amount: -reward },
        { account: { memberId: Number(f.parent_id) }, amount: reward },
      ],
    });
  };

  return { mine, onDepositCredited };
};
export type ReferralService = ReturnType<typeof createReferralService>;
