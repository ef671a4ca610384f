import { parseToMinor } from '@wl/contracts';
import {
  BACCARAT_BETS,
  type BaccaratBetKind,
  type BaccaratBets,
  type HouseBet,
  MAX_LINES,
  validateBaccaratBets,
  validateDiceBet,
  validateSlotBet,
} from '@wl/house-games';

/** What the bet panel holds: amounts as typed (major units, e.g. "2.50"), the dice target as a percent. */
export type BetForm =
  | { game: 'slot'; lineBet: string; lines: number }
  | { game: 'dice'; stake: string; target: string; direction: 'under' | 'over' }
  | { game: 'baccarat'; bets: Partial<Record<BaccaratBetKind, string>> };

/** Why a bet cannot be sent; the text is `play.errors.<reason>`. */
export type BetProblem = 'amount' | 'tooLarge' | 'chance' | 'noBet';
export type BetCheck = { ok: true; bet: HouseBet; total: bigint } | { ok: false; problem: BetProblem };

/** The play endpoint's largest stake per bet (contracts housePlayBody), in minor units. */
export const MAX_STAKE = 1_000_000_000n;

const amount = (text: string, decimals: number): bigint | null => {
  const v = parseToMinor(text, decimals);
  return v === null || v <= 0n ? null : v;
};

/**
 * Turns the panel's fields into the engine's bet, checked with the engine's own validators so the server is only
 * asked for rounds it can play. Amounts never pass through floats.
 */
export const buildBet = (form: BetForm, decimals = 2): BetCheck => {
  switch (form.game) {
    case 'slot': {
      const line = amount(form.lineBet, decimals);
      if (line === null || !Number.isInteger(form.lines) || form.lines < 1 || form.lines > MAX_LINES)
        return { ok: false, problem: 'amount' };
      const total = line * BigInt(form.lines);
      if (total > MAX_STAKE) return { ok: false, problem: 'tooLarge' };
      validateSlotBet(Number(total), form.lines);
      return { ok: true, bet: { game: 'slot', stake: Number(total), lines: form.lines }, total };
    }
    case 'dice': {
      const stake = amount(form.stake, decimals);
      if (stake === null) return { ok: false, problem: 'amount' };
      if (stake > MAX_STAKE) return { ok: false, problem: 'tooLarge' };
      // the target is a percent with two decimals: 49.5 → 4950 hundredths
      const target = parseToMinor(form.target, 2);
      const bet = { game: 'dice' as const, stake: Number(stake), target: Number(target ?? -1n), direction: form.direction };
      try {
        validateDiceBet(bet);
      } catch {
        return { ok: false, problem: 'chance' };
      }
      return { ok: true, bet, total: stake };
    }
    case 'baccarat': {
      const bets: BaccaratBets = {};
      let total = 0n;
      for (const kind of BACCARAT_BETS) {
        const text = form.bets[kind]?.trim();
        if (!text) continue;
        const v = amount(text, decimals);
        if (v === null) return { ok: false, problem: 'amount' };
        if (v > MAX_STAKE) return { ok: false, problem: 'tooLarge' };
        bets[kind] = Number(v);
        total += v;
      }
      if (total === 0n) return { ok: false, problem: 'noBet' };
      validateBaccaratBets(bets);
      return { ok: true, bet: { game: 'baccarat', bets }, total };
    }
  }
};

/** A fresh client seed: 16 random hex characters (the player may type their own). */
export const newClientSeed = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The play endpoint's client-seed rule: 1-64 printable ASCII characters without spaces. */
export const isClientSeed = (s: string) => /^[\x21-\x7e]{1,64}$/.test(s);
