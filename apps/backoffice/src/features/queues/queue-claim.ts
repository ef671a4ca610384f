import type { QueueItem } from '@wl/contracts';

export type ClaimState = 'free' | 'mine' | 'held' | 'other';

/** The names the server records the signed-in staff member's actions under (merchant staff, platform staff). */
export const selfNames = (username: string) => [`staff:${username}`, `platform:${username}`];

/** Who works on an item: nobody, me, someone else, or it is on hold (a hold outranks whose claim it is). */
export const claimState = (claim: QueueItem['claim'], self: readonly string[]): ClaimState => {
  if (!claim) return 'free';
  if (claim.held) return 'held';
  return self.includes(claim.by) ? 'mine' : 'other';
};

/** A claimant as people know them: the username, without the server's `staff:`/`platform:` prefix. */
export const claimantName = (by: string) => by.replace(/^(staff|platform):/, '');
