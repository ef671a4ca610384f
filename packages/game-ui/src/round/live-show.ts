/**
 * A live table's show: the shared result of a round is dealt (or fought) in the open from the moment it reaches the
 * page, step by step, and its winner is told only once the last step is on the table. Under reduced motion the whole
 * result is there at once.
 */
export type LiveShowPace = { leadMs: number; gapMs: number };

/** Baccarat: a card every 0.55 s after the dealer's reach for the shoe; 4 to 6 cards take 2.5 to 3.6 s. */
export const LIVE_CARD_PACE: LiveShowPace = { leadMs: 250, gapMs: 550 };
/** A cockfight: one step, the fight itself, 2.4 s. */
export const LIVE_FIGHT_PACE: LiveShowPace = { leadMs: 0, gapMs: 2400 };

export type LiveShow = {
  /** Steps on the table (cards dealt face up). */
  shown: number;
  /** Every step shown and given its time: the winner may be told. */
  done: boolean;
  /** When the next step comes (page clock), or null when done. */
  nextAt: number | null;
};

export const liveShowAt = (o: { startedAt: number; steps: number; pace: LiveShowPace; reduced: boolean }, now: number): LiveShow => {
  const { startedAt, steps, pace, reduced } = o;
  if (reduced || steps <= 0) return { shown: Math.max(steps, 0), done: true, nextAt: null };
  const t = now - startedAt - pace.leadMs;
  const shown = t < 0 ? 0 : Math.min(steps, Math.floor(t / pace.gapMs) + 1);
  // The last step is given a whole gap (a card turning over, the fight's end) before the winner is said.
  const endAt = startedAt + pace.leadMs + steps * pace.gapMs;
  if (now >= endAt) return { shown: steps, done: true, nextAt: null };
  return { shown, done: false, nextAt: shown < steps ? startedAt + pace.leadMs + shown * pace.gapMs : endAt };
};

export type BaccaratSide = 'player' | 'banker';

/** The order a coup is dealt in: player, banker, player, banker, then the player's third card and the banker's. */
export const baccaratDealOrder = (player: number, banker: number): BaccaratSide[] => [
  'player',
  'banker',
  'player',
  'banker',
  ...(player > 2 ? (['player'] as const) : []),
  ...(banker > 2 ? (['banker'] as const) : []),
];

/** How many of each hand's cards are on the table once `shown` cards of the coup are dealt. */
export const baccaratShown = (player: number, banker: number, shown: number) => {
  const dealt = baccaratDealOrder(player, banker).slice(0, shown);
  return { player: dealt.filter((s) => s === 'player').length, banker: dealt.filter((s) => s === 'banker').length };
};
