import {
  type LanguageCode,
  languageCodes,
  type LotteryBetType,
  type LotteryFormat,
  type LotteryGame,
  type LotteryPrizeMode,
  MAX_BETS_PER_SLIP,
  MAX_CHASE_DRAWS,
  type OddsEntry,
  lotteryPrizeModes,
} from '@wl/contracts';
import { lotteryRules } from '@wl/house-games';

/**
 * The lottery screens' pure logic: what a bet type's picker takes, the slip's lines and totals, the lobby's groups
 * and the prize-mode rule of spec section 4. No React here, so it is tested on its own (slip.test.ts).
 */

export type SlipLine = { key: string; betType: LotteryBetType; numbers: string[]; stake: string };

/** The picker a bet type gets: a grid of 00–99 / 0–9 / 0–27, a typed number (3 or 4 digits), or a one-tap choice. */
export type PickerKind = 'grid2' | 'grid1' | 'sum' | 'typed' | 'choice';

export const pickerOf = (betType: LotteryBetType): { kind: PickerKind; count: number; digits: number | null } => {
  const shape = lotteryRules.betShape[betType];
  if (shape.count === 0) return { kind: 'choice', count: 0, digits: null };
  if (betType === 'F_SUM') return { kind: 'sum', count: 1, digits: null };
  if (shape.digits === 1) return { kind: 'grid1', count: shape.count, digits: 1 };
  if (shape.digits === 2) return { kind: 'grid2', count: shape.count, digits: 2 };
  return { kind: 'typed', count: shape.count, digits: shape.digits };
};

/** The numbers a grid offers: 00–99, 0–9 or 0–27 as the bet type writes them. */
export const gridNumbers = (kind: PickerKind): string[] => {
  if (kind === 'grid2') return Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
  if (kind === 'grid1') return Array.from({ length: 10 }, (_, i) => String(i));
  if (kind === 'sum') return Array.from({ length: 28 }, (_, i) => String(i));
  return [];
};

/**
 * The lines a pick makes. A single-number type makes one line per picked number (pick 12, 34 and 56 for lô 2 = three
 * lines); a combination type (xiên, đá) is one line of exactly its count; a choice type one line without numbers.
 */
export const linesOfPick = (betType: LotteryBetType, picked: string[]): string[][] => {
  const p = pickerOf(betType);
  if (p.kind === 'choice') return [[]];
  if (p.count === 1) return picked.map((n) => [n]);
  return picked.length === p.count ? [[...picked].sort()] : [];
};

/** The error code a line's numbers would be refused with (the same rule the server applies), or null. */
export const checkLine = (betType: LotteryBetType, numbers: string[]) => lotteryRules.checkNumbers(betType, numbers);

/** A typed 3/4-digit number is kept to digits only, at most its length. */
export const cleanTyped = (text: string, digits: number) => text.replace(/\D/g, '').slice(0, digits);

/** Lines, stake per draw and the whole slip (× the chase's draws), in minor units. */
export const slipTotals = (lines: Pick<SlipLine, 'stake'>[], chaseDraws = 1) => {
  const perDraw = lines.reduce((s, l) => s + BigInt(l.stake), 0n);
  const draws = BigInt(Math.max(1, chaseDraws));
  return { count: lines.length, perDraw, draws: Number(draws), total: perDraw * draws };
};

/** The odds a bet type pays, best rank first (4D pays per rank; the others one line). */
export const oddsOf = (entries: OddsEntry[], betType: LotteryBetType) => entries.filter((e) => e.betType === betType);

/** Thousandths as a multiplier text: 99000 → "99", 1950 → "1.95". */
export const oddsText = (oddsMilli: number) => {
  const whole = Math.floor(oddsMilli / 1000);
  const frac = String(oddsMilli % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
};

/** The most one line can win at its best odds (minor units), before the iBox division. */
export const bestPayout = (stake: string, entries: OddsEntry[]) => {
  const best = entries.reduce((m, e) => Math.max(m, e.oddsMilli), 0);
  return (BigInt(stake) * BigInt(best)) / 1000n;
};

/** Why a slip cannot be sent (a text key), or null. */
export const slipProblem = (lines: SlipLine[], chase: { on: boolean; draws: number }) => {
  if (lines.length === 0) return 'lottery.slip.empty';
  if (lines.length > MAX_BETS_PER_SLIP) return 'lottery.slip.tooMany';
  if (chase.on && (!Number.isInteger(chase.draws) || chase.draws < 2 || chase.draws > MAX_CHASE_DRAWS)) return 'lottery.slip.chaseRange';
  return null;
};

/** Lobby groups, in the order the lobby shows them. */
export const lobbyGroups = ['VN_NORTH', 'VN_SOUTH', 'VN_CENTRAL', 'SEA_4D', 'FAST', 'KENO'] as const satisfies readonly LotteryFormat[];

export const groupGames = (games: LotteryGame[]) =>
  lobbyGroups.map((format) => ({ format, games: games.filter((g) => g.format === format) })).filter((g) => g.games.length > 0);

/** Which lobby a lottery route shows: the VN stations, the SEA 4D games, or the lott/e-lott games by prize mode. */
export type LotteryArea = 'VN' | 'SEA' | 'LOTT';
export const areaOfPath = (pathname: string): LotteryArea => {
  const p = pathname.toLowerCase();
  if (p.startsWith('/vnlottery')) return 'VN';
  if (p.startsWith('/sealottery')) return 'SEA';
  return 'LOTT';
};

/**
 * Spec section 4: the prize mode becomes the e-lott mode when the vendor data has TCG_LOTTO_VN or LOTT under the
 * ELOTT category; otherwise it is the lott mode.
 */
export const prizeModeOf = (lanes: { gameCategory: string; cards: { vassalage: string }[] }[]): LotteryPrizeMode => {
  const elott = lanes.find((l) => l.gameCategory === 'ELOTT');
  return elott?.cards.some((v) => v.vassalage === 'TCG_LOTTO_VN' || v.vassalage === 'LOTT') ? 'ELOTT' : 'LOTT';
};

/** A fresh id for a slip (the server places nothing twice for a retried id). */
export const newRequestId = () => {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `web-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
};

/** Seconds as h:mm:ss or m:ss. */
export const clockText = (seconds: number) => {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
};

/** Seconds left by the server's clock: the answer's countdown less the time since it arrived (not the device's date). */
export const secondsLeft = (countdownSeconds: number, receivedAtMs: number, nowMs: number) =>
  Math.max(0, countdownSeconds - Math.floor((nowMs - receivedAtMs) / 1000));

/** Numbers with a stable key each (a VN prize may repeat a number): the number and its occurrence. */
export const keyed = (numbers: string[]) => {
  const seen = new Map<string, number>();
  return numbers.map((n) => {
    const k = (seen.get(n) ?? 0) + 1;
    seen.set(n, k);
    return { n, key: `${n}#${k}` };
  });
};

/** A draw takes bets while its cut-off is ahead by the server's clock (scheduled or open, as the server accepts). */
export const takesBets = (d: { state: string; countdownSeconds: number }) =>
  (d.state === 'open' || d.state === 'scheduled') && d.countdownSeconds > 0;

/** What a lottery page was opened with: the launch parameters of spec section 7 (or the plain route's gameCode). */
export type LotteryLaunchView = {
  gameCode: string | null;
  lobby: boolean;
  prizeMode: LotteryPrizeMode | null;
  backUrl: string | null;
  language: LanguageCode | null;
};
export const readLotteryLaunch = (q: URLSearchParams): LotteryLaunchView => {
  const gameCode = q.get('gameCode') || q.get('lottoGameCode') || null;
  const mode = q.get('lottoPrizeMode');
  const lang = q.get('language');
  const back = q.get('backUrl');
  return {
    gameCode,
    lobby: !gameCode || q.get('lottoView') === 'lobby',
    // ZY is LOTT (spec section 3); anything else unknown is ignored.
    prizeMode: mode === 'ZY' ? 'LOTT' : (lotteryPrizeModes as readonly string[]).includes(mode ?? '') ? (mode as LotteryPrizeMode) : null,
    // Only a path of this site is a back target (never another origin), and never the lottery page itself.
    backUrl: back?.startsWith('/') && !back.startsWith('//') && !back.startsWith('/\\') && !/^\/(vn|sea)?lotter/i.test(back) ? back : null,
    language: lang && (languageCodes as readonly string[]).includes(lang.toUpperCase()) ? (lang.toUpperCase() as LanguageCode) : null,
  };
};

/** Today's weekday (0 = Sunday) in Vietnam (UTC+7, no daylight saving), the day the VN stations' schedule uses. */
export const vnWeekday = (nowMs: number) => new Date(nowMs + 7 * 3_600_000).getUTCDay();

/** The stations drawing on a weekday (null: every station). */
export const stationsOn = (games: LotteryGame[], day: number | null) =>
  day === null ? games : games.filter((g) => g.weekdays.includes(day));
