import type { QueueTicket } from '@wl/contracts';

export type PrecheckCheck = QueueTicket['precheck']['checks'][number];

/** How a check is put in words: its name, what the rule asks, and what was measured (a pack key and its values). */
export type PrecheckLine = {
  code: PrecheckCheck['code'];
  ok: boolean;
  nameKey: string;
  ruleKey: string;
  valueKey: string;
  params: Record<string, string>;
};

/** The number formats a line needs, in the interface language. */
export type PrecheckFormat = {
  count: (n: number) => string;
  /** A ratio or a multiple, two decimals. */
  decimal: (n: number) => string;
  /** Minor units as money in the merchant's currency. */
  money: (minor: string) => string;
};

const WHOLE = /^-?\d+$/;
const finite = (value: string) => value.trim() !== '' && Number.isFinite(Number(value));

/**
 * One check in words. The server measures: wagering left (minor units), a withdrawn-to-deposited ratio and a
 * multiple of the last deposit (`∞` when nothing was deposited), hours since a payee or password change (empty
 * when none), the player's KYC level (its name), and plain counts for the rest.
 */
export const precheckLine = (check: PrecheckCheck, f: PrecheckFormat): PrecheckLine => {
  const base = `queues.checks.${check.code}`;
  const line = (valueKey: string, params: Record<string, string> = {}): PrecheckLine => ({
    code: check.code,
    ok: check.ok,
    nameKey: `${base}.name`,
    ruleKey: `${base}.rule`,
    valueKey,
    params,
  });
  const v = check.value;
  switch (check.code) {
    case 'wagering':
      return WHOLE.test(v) ? line(`${base}.value`, { amount: f.money(v) }) : line('queues.checks.raw', { value: v });
    case 'ratio':
    case 'win_multiple':
      return finite(v) ? line(`${base}.value`, { value: f.decimal(Number(v)) }) : line(`${base}.none`);
    case 'kyc_level':
      return ['NONE', 'BASIC', 'VERIFIED', 'ENHANCED'].includes(v) ? line(`${base}.${v}`) : line('queues.checks.raw', { value: v });
    case 'profile_change':
      if (!finite(v)) return line(`${base}.none`);
      return Number(v) < 1 ? line(`${base}.recent`) : line(`${base}.value`, { hours: f.count(Number(v)) });
    default:
      return finite(v) ? line(`${base}.value`, { count: f.count(Number(v)) }) : line('queues.checks.raw', { value: v });
  }
};

/** The ticket's checks in words, flagged ones first (each group in the server's order). */
export const precheckLines = (checks: readonly PrecheckCheck[], f: PrecheckFormat): PrecheckLine[] =>
  [...checks.filter((c) => !c.ok), ...checks.filter((c) => c.ok)].map((c) => precheckLine(c, f));
