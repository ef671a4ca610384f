import type { OpsRebateSettings, OpsVipLevels } from '@wl/contracts';
import { decimalOf, hundredthsOf, majorOf, minorOfText, wholeOf } from '../../shared/amount-text';

/** A VIP level as its table row holds it: names per language, money in major units, the wagering multiple. */
export type VipRow = {
  level: string;
  nameEn: string;
  nameUr: string;
  minDeposit: string;
  minValidBet: string;
  upgradeBonus: string;
  monthlyBonus: string;
  turnover: string;
};

export const vipRowsOf = (v: OpsVipLevels): VipRow[] =>
  v.levels.map((l) => ({
    level: String(l.level),
    nameEn: l.names.EN ?? '',
    nameUr: l.names.UR ?? '',
    minDeposit: majorOf(l.minDeposit),
    minValidBet: majorOf(l.minValidBet),
    upgradeBonus: majorOf(l.upgradeBonus),
    monthlyBonus: majorOf(l.monthlyBonus),
    turnover: decimalOf(l.turnoverX100),
  }));

/** A new level after the last: one higher, with the last level's thresholds as a start. */
export const nextVipRow = (rows: VipRow[]): VipRow => {
  const last = rows[rows.length - 1];
  const level = last ? (wholeOf(last.level, 0, 100) ?? rows.length) + 1 : 1;
  return {
    level: String(level),
    nameEn: `VIP ${level}`,
    nameUr: `وی آئی پی ${level}`,
    minDeposit: last?.minDeposit ?? '0.00',
    minValidBet: last?.minValidBet ?? '0.00',
    upgradeBonus: '0.00',
    monthlyBonus: '0.00',
    turnover: '1',
  };
};

export type RowProblem = { row: number; field: string };

/**
 * The table as the server's VIP levels, or the cells it refuses: levels 1–100, each once and rising, names (English
 * required), amounts with up to two decimals, thresholds not falling as the level rises.
 */
export const vipInputOf = (rows: VipRow[]): { ok: true; value: OpsVipLevels } | { ok: false; problems: RowProblem[] } => {
  const problems: RowProblem[] = [];
  const levels = rows.map((r, i) => {
    const money = (field: keyof VipRow) => {
      const m = minorOfText(r[field]);
      if (m === null) problems.push({ row: i, field });
      return m ?? '0';
    };
    const level = wholeOf(r.level, 1, 100);
    if (level === null) problems.push({ row: i, field: 'level' });
    const en = r.nameEn.trim();
    if (!en || en.length > 40) problems.push({ row: i, field: 'nameEn' });
    if (r.nameUr.trim().length > 40) problems.push({ row: i, field: 'nameUr' });
    const turnover = hundredthsOf(r.turnover);
    if (turnover === null || turnover > 10_000) problems.push({ row: i, field: 'turnover' });
    return {
      level: level ?? 0,
      names: (r.nameUr.trim() ? { EN: en, UR: r.nameUr.trim() } : { EN: en }) as Record<string, string>,
      minDeposit: money('minDeposit'),
      minValidBet: money('minValidBet'),
      upgradeBonus: money('upgradeBonus'),
      monthlyBonus: money('monthlyBonus'),
      turnoverX100: turnover ?? 0,
    };
  });
  for (let i = 1; i < levels.length; i++) {
    const [a, b] = [levels[i - 1], levels[i]];
    if (!a || !b) continue;
    if (b.level <= a.level) problems.push({ row: i, field: 'level' });
    if (BigInt(b.minDeposit) < BigInt(a.minDeposit)) problems.push({ row: i, field: 'minDeposit' });
    if (BigInt(b.minValidBet) < BigInt(a.minValidBet)) problems.push({ row: i, field: 'minValidBet' });
  }
  return problems.length ? { ok: false, problems } : { ok: true, value: { levels } };
};

/** The rebate rate table as a grid: category × VIP level → the rate in percent ("" where none is set). */
export type RateGrid = Record<string, Record<number, string>>;

export const rateGridOf = (s: OpsRebateSettings, categories: readonly string[], levels: number[]): RateGrid => {
  const grid: RateGrid = Object.fromEntries(categories.map((c) => [c, Object.fromEntries(levels.map((l) => [l, '']))]));
  for (const r of s.rates) {
    const row = grid[r.category] ?? {};
    row[r.vipLevel] = (r.rateBp / 100).toFixed(2);
    grid[r.category] = row;
  }
  return grid;
};

/** The grid as the server's rate list (empty cells left out; at most 5 %), or the cells it refuses ("RNG:2"). */
export const ratesOf = (grid: RateGrid): { ok: true; rates: OpsRebateSettings['rates'] } | { ok: false; cells: string[] } => {
  const cells: string[] = [];
  const rates: OpsRebateSettings['rates'] = [];
  for (const [category, row] of Object.entries(grid))
    for (const [level, text] of Object.entries(row)) {
      if (text.trim() === '') continue;
      const bp = hundredthsOf(text);
      if (bp === null || bp > 500) cells.push(`${category}:${level}`);
      else rates.push({ category: category as OpsRebateSettings['rates'][number]['category'], vipLevel: Number(level), rateBp: bp });
    }
  return cells.length ? { ok: false, cells } : { ok: true, rates };
};
