/** The small SQL helpers the agents repo's parts share. */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';

/** A PostgreSQL array literal of values (quotes and backslashes dropped). */
export const arr = (xs: (string | number | bigint)[]) => `{${xs.map((x) => `"${String(x).replace(/["\\]/g, '')}"`).join(',')}}`;
/** The first row of a raw query's answer, or undefined. */
export const one = <T>(res: unknown) => rowsOf<T>(res)[0];

/**
 * First-day rows (decision 016) that count a member once in the days `from` … `to`: those in the range whose gap
 * since the member's previous day reaches back before `from`.
 */
export const firstIn = (from: string, to: string) => sql`period >= ${from} AND period <= ${to} AND gap > period::date - ${from}::date`;

/** The play figures every stats row carries (member, team and level rows), in their column order. */
export const STAT_FIGURES = ['valid_bet', 'stake', 'payout', 'bonus', 'rebate', 'deposit', 'withdrawal', 'bets'] as const;
/** The figures as a raw query answers them (bigint and sums as text). */
export type StatSums = Record<(typeof STAT_FIGURES)[number], string>;

/** An upsert's `DO UPDATE SET` that adds the batch to the row: `c = <table>.c + excluded.c` for each figure and `extra`. */
export const addedOnConflict = (table: string, extra: string[] = []) =>
  sql.raw([...STAT_FIGURES, ...extra].map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', '));
