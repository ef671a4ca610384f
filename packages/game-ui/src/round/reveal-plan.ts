/**
 * When each step of a round's presentation is shown (a reel stopping, a card turned, the dice landing), as times on
 * the same clock as the stake (performance.now()). Pure, so the rules below are tested without a browser:
 *
 * - nothing is shown before the server answered (every step is at or after `answerAt`);
 * - the last step, which is the result, is never before `stakeAt + floorMs` (UKGC RTS 14: a slot round lasts at
 *   least 2.5 s from stake to result) — a quick-stop or reduced motion shortens the show, never the floor;
 * - steps come in order.
 */
export interface PacingConfig {
  /** Steps of the presentation (5 reels, 4–6 cards, 1 roll). */
  steps: number;
  /** The regulated minimum from stake to result; 0 where no floor applies. */
  floorMs: number;
  /** The first step comes at least this long after the answer (the spin settles) … */
  leadMs: number;
  /** … and at least this long after the stake (a spin that looks like a spin, however fast the server). */
  minFirstMs: number;
  /** Between steps in the natural presentation. */
  gapMs: number;
  /** Between steps after a quick-stop. */
  quickGapMs: number;
}

export interface RevealInput {
  stakeAt: number;
  answerAt: number;
  /** When the player asked to stop (null: natural pace). A stop asked before the answer applies from the answer. */
  quickAt: number | null;
  /** prefers-reduced-motion: every step at once, as soon as the floor allows. */
  reduced: boolean;
}

/** The regulated slot floor (RTS 14): 2.5 seconds from stake to result. */
export const SLOT_FLOOR_MS = 2500;

export const slotPacing = (reels: number): PacingConfig => ({
  steps: reels,
  floorMs: SLOT_FLOOR_MS,
  leadMs: 500,
  minFirstMs: 1400,
  gapMs: 400,
  quickGapMs: 110,
});

/** Dice: one step, the roll landing; no regulated floor. */
export const dicePacing: PacingConfig = { steps: 1, floorMs: 0, leadMs: 150, minFirstMs: 900, gapMs: 0, quickGapMs: 0 };

/**
 * A fishing shot: one step, the net closing on the fish; the shell's flight and the net take at least 1.2 s from the
 * stake, so a catch is always seen being made (the floor holds under reduced motion and a quick-stop too).
 */
export const FISH_FLOOR_MS = 1200;
export const fishPacing: PacingConfig = { steps: 1, floorMs: FISH_FLOOR_MS, leadMs: 250, minFirstMs: 700, gapMs: 0, quickGapMs: 0 };

/** Cards dealt one by one (baccarat deals 4 to 6); no regulated floor. */
export const cardPacing = (cards: number): PacingConfig => ({
  steps: cards,
  floorMs: 0,
  leadMs: 150,
  minFirstMs: 350,
  gapMs: 520,
  quickGapMs: 0,
});

export function planReveal(cfg: PacingConfig, input: RevealInput): number[] {
  const { steps, floorMs, leadMs, minFirstMs, gapMs, quickGapMs } = cfg;
  const { stakeAt, reduced } = input;
  // A clock can report an answer "before" the stake (tests, coarse timers): the answer is never earlier than the stake.
  const answerAt = Math.max(input.answerAt, stakeAt);
  const floorAt = stakeAt + floorMs;
  if (steps <= 0) return [];
  if (reduced) return Array.from({ length: steps }, () => Math.max(answerAt, floorAt));
  const firstAt = Math.max(answerAt + leadMs, stakeAt + minFirstMs);
  const natural = Array.from({ length: steps }, (_, i) => Math.max(firstAt + i * gapMs, floorAt - (steps - 1 - i) * gapMs));
  const quickFrom = input.quickAt === null ? null : Math.max(input.quickAt, answerAt);
  // Steps already shown when the stop was asked stay as they were; the rest follow at the quick spacing, the last of
  // them still no sooner than the floor.
  const waiting = quickFrom === null ? steps : natural.filter((t) => t > quickFrom).length;
  const times: number[] = [];
  for (let i = 0; i < steps; i++) {
    let at = natural[i]!;
    if (quickFrom !== null && at > quickFrom) {
      const j = i - (steps - waiting);
      at = Math.min(at, Math.max(quickFrom + j * quickGapMs, floorAt - (steps - 1 - i) * quickGapMs));
    }
    times.push(Math.max(at, i > 0 ? times[i - 1]! : answerAt, answerAt));
  }
  return times;
}

/** How many steps are shown at `now`. */
export const revealedAt = (times: readonly number[], now: number): number => {
  let n = 0;
  while (n < times.length && times[n]! <= now) n++;
  return n;
};
