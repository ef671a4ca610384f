/**
 * The player's session in one game (UKGC RTS 14: net position and time played are shown in the game). A session is
 * one launch; it lives in sessionStorage under the launch's key, so a reload keeps it and a new launch starts fresh.
 * Amounts are minor units kept as strings (bigint does not survive JSON).
 */
export interface SessionStats {
  startedAt: number;
  rounds: number;
  staked: string;
  returned: string;
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

const storageKey = (key: string) => `gu.session.${key}`;

const fresh = (now: number): SessionStats => ({ startedAt: now, rounds: 0, staked: '0', returned: '0' });

const valid = (v: unknown): v is SessionStats => {
  const s = v as SessionStats;
  return (
    !!s &&
    Number.isFinite(s.startedAt) &&
    Number.isInteger(s.rounds) &&
    s.rounds >= 0 &&
    /^\d+$/.test(String(s.staked)) &&
    /^\d+$/.test(String(s.returned))
  );
};

export function loadSession(store: Store | null, key: string, now: number): SessionStats {
  try {
    const raw = store?.getItem(storageKey(key));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (valid(parsed) && parsed.startedAt <= now) return parsed;
  } catch {
    // unreadable or private mode: a fresh session
  }
  const s = fresh(now);
  saveSession(store, key, s);
  return s;
}

function saveSession(store: Store | null, key: string, s: SessionStats) {
  try {
    store?.setItem(storageKey(key), JSON.stringify(s));
  } catch {
    // storage full or refused: the session still counts on this page
  }
}

/** Adds one settled round (as the server answered it). */
export function recordRound(store: Store | null, key: string, s: SessionStats, round: { stake: bigint; payout: bigint }): SessionStats {
  const next = {
    ...s,
    rounds: s.rounds + 1,
    staked: (BigInt(s.staked) + round.stake).toString(),
    returned: (BigInt(s.returned) + round.payout).toString(),
  };
  saveSession(store, key, next);
  return next;
}

export const netOf = (s: SessionStats) => BigInt(s.returned) - BigInt(s.staked);

/** 75 s → "01:15"; an hour or more → "1:02:05". */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
