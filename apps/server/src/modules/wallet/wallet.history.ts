import type { historyRanges, historyTypes } from '@wl/contracts';

type HistoryType = (typeof historyTypes)[number];

/** Which ledger transfer kinds each history filter shows. */
export const kindsOf: Record<HistoryType, string[] | null> = {
  ALL: null,
  DEPOSIT: ['DEPOSIT'],
  WITHDRAWAL: ['WITHDRAWAL', 'WITHDRAWAL_RETURN', 'WITHDRAWAL_REFUND'],
  TRANSFER: ['TRANSFER_UPLINE', 'TRANSFER_DOWNLINE', 'WALLET_TRANSFER'],
  GAME: ['GAME_BET', 'GAME_WIN', 'GAME_ROLLBACK', 'BET', 'WIN', 'ROLLBACK', 'VENDOR_SYNC'],
  ADJUST: ['ADJUST'],
  PROMOTION: ['PROMOTION', 'COMMISSION'],
};

/** A vendor's display name ({ EN, UR, … }) in the asked language, English when that one is missing. */
export const nameIn = (names: unknown, language: string): string | null => {
  if (!names || typeof names !== 'object') return null;
  const n = names as Record<string, string | undefined>;
  return n[language] ?? n.EN ?? null;
};

export const typeOfKind = (kind: string): HistoryType => {
  for (const [type, kinds] of Object.entries(kindsOf)) if (kinds?.includes(kind)) return type as HistoryType;
  return 'ALL';
};

const DAY = 86_400_000;

/** Date filters in UTC days: today, yesterday, and the last 7 or 30 days including today. */
export const rangeOf = (range: (typeof historyRanges)[number], now: Date): { from: Date; to: Date } => {
  const startOfToday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const end = new Date(now.getTime() + 1000);
  if (range === 'today') return { from: startOfToday, to: end };
  if (range === 'yesterday') return { from: new Date(startOfToday.getTime() - DAY), to: startOfToday };
  return { from: new Date(startOfToday.getTime() - (range === '7d' ? 6 : 29) * DAY), to: end };
};
