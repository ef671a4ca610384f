import type { KycLevel } from '@wl/contracts';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import { protectionRepo } from './protection.repo';

/**
 * The KYC side of the protection row (issue 31): the level the guard reads, the deposits it counts, the merchant's
 * thresholds, and the withdrawal check that runs in the withdrawal's ledger transaction.
 */
export const kycProtection = {
  setLevel: (tx: Db, merchantId: number, memberId: number, level: KycLevel) => protectionRepo.setKycLevel(tx, merchantId, memberId, level),
  levelOf: async (db: Db, memberId: number): Promise<KycLevel> => ((await protectionRepo.kycLevel(db, memberId)) ?? 'NONE') as KycLevel,
  depositsTotal: (db: Db, memberId: number) => protectionRepo.depositsTotal(db, memberId),
  thresholds: (db: Db, merchantId: number) => protectionRepo.thresholds(db, merchantId),

  /** A withdrawal above the merchant's threshold needs VERIFIED (or ENHANCED): refused with `kyc.required`. */
  guardWithdrawal: async (tx: Db, merchantId: number, memberId: number, amount: bigint) => {
    const r = await protectionRepo.withdrawalKyc(tx, merchantId, memberId);
    if (r?.threshold == null || amount <= BigInt(r.threshold)) return;
    if (r.level !== 'VERIFIED' && r.level !== 'ENHANCED') throw new AppError('kyc.required');
  },
};
