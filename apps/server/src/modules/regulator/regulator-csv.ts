import type { RegulatorKind } from '@wl/contracts';
import { canonicalJson, hashServerSeed, type HouseBet, type HouseOutcome, verify } from '@wl/house-games';
import type { MoneyRow, RgRow, RoundRow } from './regulator.repo';

/**
 * The regulator exports' CSV (RFC 4180: comma, CRLF, quotes doubled), a pure function of the rows: the same rows give
 * the same bytes, which is what lets a re-export verify against an earlier signature. Cells are written exactly as
 * stored — no spreadsheet-formula apostrophe as in the player export — because the file is evidence: a client seed or
 * a reason must read back byte for byte.
 */
export const csvCell = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * A moment in both columns, to the millisecond: UTC with its Z, and the merchant's wall clock with the zone's offset
 * at that moment (from the two texts the database wrote for the same instant, so no zone rules are needed here).
 */
export const zoned = (utcText: string | null, localText: string | null) => {
  if (!utcText || !localText) return { utc: '', local: '' };
  const utc = `${utcText.slice(0, 23)}Z`;
  const wall = localText.slice(0, 23);
  const minutes = Math.round((Date.parse(`${wall}Z`) - Date.parse(utc)) / 60_000);
  const abs = Math.abs(minutes);
  const offset = `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return { utc, local: `${wall}${offset}` };
};

/** Minor units as a decimal text with the currency's decimals ("60000000", 2 → "600000.00"). */
export const decimalOf = (minor: string, decimals: number) => {
  const neg = minor.startsWith('-');
  const digits = (neg ? minor.slice(1) : minor).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  return `${neg ? '-' : ''}${whole}${decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : ''}`;
};

export const csvHeaders: Record<RegulatorKind, string[]> = {
  'large-transactions': [
    'type',
    'reference',
    'time_utc',
    'time_merchant',
    'account',
    'member_id',
    'amount_minor',
    'amount',
    'currency',
    'status',
    'channel_or_vendor',
    'game_code',
    'round_id',
  ],
  'rg-events': [
    'event_id',
    'event',
    'account',
    'member_id',
    'requested_at_utc',
    'requested_at_merchant',
    'effective_at_utc',
    'effective_at_merchant',
    'ends_at_utc',
    'ends_at_merchant',
    'limit_kind',
    'limit_period',
    'unit',
    'before',
    'after',
    'actor',
    'details',
  ],
  'game-integrity': [
    'round_id',
    'played_at_utc',
    'played_at_merchant',
    'account',
    'member_id',
    'game_code',
    'status',
    'stake_minor',
    'payout_minor',
    'server_seed_hash',
    'server_seed',
    'client_seed',
    'nonce',
    'bet',
    'outcome',
    'hash_matches',
    'outcome_matches',
  ],
};

export const moneyLine = (type: string, r: MoneyRow, currency: string, decimals: number) => {
  const at = zoned(r.at_utc, r.at_local);
  return csvLine([
    type,
    r.ref,
    at.utc,
    at.local,
    r.account,
    r.member_id,
    r.amount,
    decimalOf(r.amount, decimals),
    currency,
    r.status,
    r.channel,
    r.game_code,
    r.round_id,
  ]);
};

/** The history's kinds in a regulator's words; a pending or confirmed change to no limit is a removal. */
const eventOf = (kind: string, to: unknown) => {
  if (kind === 'LIMIT_PENDING') return to === null ? 'LIMIT_REMOVAL_REQUESTED' : 'LIMIT_INCREASE_REQUESTED';
  if (kind === 'LIMIT_CONFIRMED') return to === null ? 'LIMIT_REMOVED' : 'LIMIT_INCREASE_CONFIRMED';
  if (kind === 'LIMIT_CANCELLED') return 'LIMIT_CHANGE_CANCELLED';
  return { TIMEOUT: 'TIME_OUT', EXCLUSION: 'SELF_EXCLUSION', NATIONAL: 'NATIONAL_REGISTER' }[kind] ?? kind;
};

export const rgLine = (r: RgRow, currency: string) => {
  // The columns hold the limit, its change and its times; what else the history kept (a reason, months) goes in `details`.
  const { kind: limitKind, period, from, to, amount: _a, effectiveAt: _e, until: _u, ...rest } = r.detail as Record<string, unknown>;
  const isLimit = r.kind.startsWith('LIMIT_');
  const at = zoned(r.at_utc, r.at_local);
  const effective = zoned(r.effective_utc, r.effective_local);
  const ends = zoned(r.until_utc, r.until_local);
  return csvLine([
    r.id,
    eventOf(r.kind, to),
    r.account,
    r.member_id,
    at.utc,
    at.local,
    effective.utc,
    effective.local,
    ends.utc,
    ends.local,
    isLimit ? limitKind : '',
    isLimit ? period : '',
    isLimit ? (limitKind === 'session' ? 'minutes' : currency) : '',
    isLimit ? from : '',
    isLimit ? to : '',
    r.actor,
    Object.keys(rest).length ? canonicalJson(rest) : '',
  ]);
};

/** A round with its proof, and two checks recomputed here: the seed hashes to the commitment; the outcome replays. */
export const roundLine = (r: RoundRow) => {
  const at = zoned(r.at_utc, r.at_local);
  const hashMatches = hashOf(r.server_seed) === r.server_seed_hash.toLowerCase();
  const replay =
    r.bet && r.outcome && r.client_seed !== null
      ? verify({
          bet: r.bet as unknown as HouseBet,
          serverSeed: r.server_seed,
          serverSeedHash: r.server_seed_hash,
          clientSeed: r.client_seed,
          nonce: r.nonce,
          outcome: r.outcome as unknown as HouseOutcome,
        }).outcomeMatches
      : null;
  return csvLine([
    `HR${r.id}`,
    at.utc,
    at.local,
    r.account,
    r.member_id,
    r.game_code,
    r.status,
    r.stake,
    r.payout,
    r.server_seed_hash,
    r.server_seed,
    r.client_seed,
    r.nonce,
    r.bet ? canonicalJson(r.bet) : '',
    r.outcome ? canonicalJson(r.outcome) : '',
    hashMatches,
    replay === null ? '' : replay,
  ]);
};

const hashOf = (seed: string) => {
  try {
    return hashServerSeed(seed);
  } catch {
    return '';
  }
};
