import { AppError } from '../../core/app-error';
import { toBig } from '../../core/sql';
import type { Db } from '../../db/client';
import type { LedgerService } from '../ledger';
import { createPointsRepo } from './points.repo';

/** Rows of a page of the member's redemptions or points history. */
export const PAGE = 20;
/** Points per valid-bet unit of a merchant that set none. */
export const DEFAULT_RATIO = { pointsPerUnit: 1, unit: 10_000n };

/** The payment-password check the withdrawals module owns (a port app.ts fills in). */
export type PasswordCheck = (merchantId: number, memberId: number, password: string) => Promise<void>;
/** What the points service is built from. */
export type PointsDeps = { db: Db; ledger: LedgerService; checkPassword?: PasswordCheck };

/** Everything the points service's parts share, passed to each as one object: the repo, the password check, settings. */
export const createPointsContext = (deps: PointsDeps) => {
  const { db, ledger } = deps;
  const repo = createPointsRepo(db);
  const checkPassword: PasswordCheck =
    deps.checkPassword ??
    (async () => {
      throw new AppError('wallet.payment_password_required');
    });

  const settingsOf = async (merchantId: number) => {
    const s = await repo.settings(merchantId);
    return {
      pointsPerUnit: s?.points_per_unit ?? DEFAULT_RATIO.pointsPerUnit,
      unit: s ? toBig(s.points_unit) : DEFAULT_RATIO.unit,
      exchange: s?.exchange ?? [],
      rules: s?.points_rules ?? {},
    };
  };

  return { db, ledger, repo, checkPassword, settingsOf };
};
export type PointsContext = ReturnType<typeof createPointsContext>;
