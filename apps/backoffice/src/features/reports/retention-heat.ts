import type { ReportRow } from '@wl/contracts';

/** The retention heat-map's day columns: players of a cohort who bet again 1, 7, 14 and 30 days after registering. */
export const RETENTION_DAYS = ['d1', 'd7', 'd14', 'd30'] as const;

export type HeatCell = { day: (typeof RETENTION_DAYS)[number]; count: number; share: number | null; level: number };

/** Five shades and none: a cell's darkness by its share of the cohort (0 = empty, 5 = half or more came back). */
export const heatLevel = (share: number | null): number => {
  if (share === null || share <= 0) return 0;
  if (share >= 0.5) return 5;
  return Math.min(4, Math.floor(share / 0.1) + 1);
};

/** A cohort's row of the heat map: each day's count, its share of the cohort (none for an empty cohort), and shade. */
export const heatRow = (row: ReportRow): { cohort: number; cells: HeatCell[] } => {
  const cohort = Number(row.values.cohort ?? 0) || 0;
  return {
    cohort,
    cells: RETENTION_DAYS.map((day) => {
      const count = Number(row.values[day] ?? 0) || 0;
      const share = cohort > 0 ? count / cohort : null;
      return { day, count, share, level: heatLevel(share) };
    }),
  };
};
