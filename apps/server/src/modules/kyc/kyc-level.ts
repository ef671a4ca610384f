import type { KycDocumentKind, KycLevel } from '@wl/contracts';

export const levelRank: Record<KycLevel, number> = { NONE: 0, BASIC: 1, VERIFIED: 2, ENHANCED: 3 };

/**
 * The level a member's verification reaches: BASIC with complete identity details, VERIFIED with an approved identity
 * document and proof of address too, ENHANCED with an approved source of funds as well.
 */
export const levelFor = (hasDetails: boolean, approved: readonly string[]): KycLevel => {
  if (!hasDetails) return 'NONE';
  if (!approved.includes('ID') || !approved.includes('ADDRESS')) return 'BASIC';
  return approved.includes('FUNDS') ? 'ENHANCED' : 'VERIFIED';
};

/** The documents the next level needs that are neither approved nor waiting for review. */
export const missingFor = (level: KycLevel, approvedOrPending: readonly string[]): KycDocumentKind[] => {
  const needs: KycDocumentKind[] = levelRank[level] < 2 ? ['ID', 'ADDRESS'] : level === 'VERIFIED' ? ['FUNDS'] : [];
  return needs.filter((k) => !approvedOrPending.includes(k));
};
