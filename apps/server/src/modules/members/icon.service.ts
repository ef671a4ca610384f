import { defaultAvatar } from '@wl/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../core/app-error';
import { createMembersRepo } from './members.repo';

/** A member's avatar: the picture chosen, or the one the member's id picks by default. */
export const createIconService = (deps: { db: Db }) => {
  const repo = createMembersRepo(deps.db);
  return {
    current: async (merchantId: number, memberId: number) => {
      const row = await repo.icon(merchantId, memberId);
      if (!row) throw new AppError('login.not.session');
      return row.icon ?? defaultAvatar(memberId);
    },
    choose: async (merchantId: number, memberId: number, icon: number) => {
      await repo.setIcon(merchantId, memberId, icon);
    },
  };
};
export type IconService = ReturnType<typeof createIconService>;
