import type { LotteryGame } from '@wl/contracts';
import { describe, expect, it } from 'vitest';
import {
  areaOfPath,
  bestPayout,
  checkLine,
  cleanTyped,
  clockText,
  gridNumbers,
  groupGames,
  keyed,
  linesOfPick,
  oddsText,
  pickerOf,
  prizeModeOf,
  readLotteryLaunch,
  secondsLeft,
  slipProblem,
  slipTotals,
  stationsOn,
  vnWeekday,
} from './slip';

describe('pickers', () => {
  it('give each bet type the picker its numbers need', () => {
    expect(pickerOf('LO2')).toEqual({ kind: 'grid2', count: 1, digits: 2 });
    expect(pickerOf('XIEN3')).toEqual({ kind: 'grid2', count: 3, digits: 2 });
    expect(pickerOf('DAU').kind).toBe('grid1');
    expect(pickerOf('LO3')).toEqual({ kind: 'typed', count: 1, digits: 3 });
    expect(pickerOf('BIG')).toEqual({ kind: 'typed', count: 1, digits: 4 });
    expect(pickerOf('F_BIG').kind).toBe('choice');
    expect(pickerOf('F_SUM').kind).toBe('sum');
  });
  it('offer 00–99, 0–9 and 0–27 as the bet type writes them', () => {
    expect(gridNumbers('grid2')).toHaveLength(100);
    expect(gridNumbers('grid2')[7]).toBe('07');
    expect(gridNumbers('grid1')).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(gridNumbers('sum').at(-1)).toBe('27');
  });
  it('make one line per number for single types, one line of exactly the count for combinations', () => {
    expect(linesOfPick('LO2', ['12', '34'])).toEqual([['12'], ['34']]);
    expect(linesOfPick('XIEN2', ['34', '12'])).toEqual([['12', '34']]);
    expect(linesOfPick('XIEN3', ['12', '34'])).toEqual([]);
    expect(linesOfPick('F_ODD', [])).toEqual([[]]);
  });
  it('refuse what the server refuses, with its codes', () => {
    expect(checkLine('LO2', ['12'])).toBeNull();
    expect(checkLine('LO2', ['123'])).toBe('lottery.numbers_invalid');
    expect(checkLine('DA', ['12', '12'])).toBe('lottery.numbers_duplicate');
    expect(checkLine('F_SUM', ['28'])).toBe('lottery.numbers_invalid');
    expect(checkLine('F_SUM', ['07'])).toBe('lottery.numbers_invalid');
    expect(checkLine('BIG', ['0042'])).toBeNull();
  });
  it('keep a typed number to its digits', () => {
    expect(cleanTyped('12a3-45', 4)).toBe('1234');
    expect(cleanTyped('٩', 3)).toBe('');
  });
});

describe('slip', () => {
  it('sums the stakes per draw and over a chase', () => {
    const t = slipTotals([{ stake: '1000' }, { stake: '250' }], 3);
    expect(t).toEqual({ count: 2, perDraw: 1250n, draws: 3, total: 3750n });
    expect(slipTotals([], 1).total).toBe(0n);
    expect(slipTotals([{ stake: '5' }], 0).total).toBe(5n);
  });
  it('shows the best win of a line from the server odds', () => {
    expect(bestPayout('1000', [{ betType: 'DE', rank: null, oddsMilli: 80_000 }])).toBe(80_000n);
    expect(
      bestPayout('1000', [
        { betType: 'BIG', rank: 'P1', oddsMilli: 2_500_000 },
        { betType: 'BIG', rank: 'P2', oddsMilli: 1_000_000 },
      ]),
    ).toBe(2_500_000n);
    expect(oddsText(99_000)).toBe('99');
    expect(oddsText(1_950)).toBe('1.95');
    expect(oddsText(3_500)).toBe('3.5');
  });
  it('names why a slip cannot go', () => {
    const line = { key: 'a', betType: 'LO2' as const, numbers: ['12'], stake: '100' };
    expect(slipProblem([], { on: false, draws: 1 })).toBe('lottery.slip.empty');
    expect(slipProblem([line], { on: false, draws: 1 })).toBeNull();
    expect(slipProblem([line], { on: true, draws: 1 })).toBe('lottery.slip.chaseRange');
    expect(slipProblem([line], { on: true, draws: 51 })).toBe('lottery.slip.chaseRange');
    expect(slipProblem(Array(51).fill(line), { on: false, draws: 1 })).toBe('lottery.slip.tooMany');
  });
});

describe('lobby and rules', () => {
  const game = (gameCode: string, format: LotteryGame['format']) => ({ gameCode, format }) as LotteryGame;
  it('groups the games VN north, south, central, SEA 4D, fast', () => {
    const groups = groupGames([game('F', 'FAST'), game('S', 'VN_SOUTH'), game('N', 'VN_NORTH'), game('D', 'SEA_4D')]);
    expect(groups.map((g) => g.format)).toEqual(['VN_NORTH', 'VN_SOUTH', 'SEA_4D', 'FAST']);
  });
  it('reads the lobby area from either spelling of the route', () => {
    expect(areaOfPath('/vnLottery')).toBe('VN');
    expect(areaOfPath('/vnlottery')).toBe('VN');
    expect(areaOfPath('/sealottery')).toBe('SEA');
    expect(areaOfPath('/lottert')).toBe('LOTT');
  });
  it('takes the e-lott prize mode when TCG_LOTTO_VN or LOTT is under ELOTT (spec section 4)', () => {
    const lane = (gameCategory: string, ...v: string[]) => ({ gameCategory, cards: v.map((vassalage) => ({ vassalage })) });
    expect(prizeModeOf([lane('ELOTT', 'TCG_LOTTO_VN')])).toBe('ELOTT');
    expect(prizeModeOf([lane('ELOTT', 'LOTT')])).toBe('ELOTT');
    expect(prizeModeOf([lane('ELOTT', 'TCG_SEA'), lane('LOTT', 'LOTT')])).toBe('LOTT');
    expect(prizeModeOf([])).toBe('LOTT');
  });
  it('counts down by the server answer, not the device date', () => {
    expect(secondsLeft(90, 1_000, 31_500)).toBe(60);
    expect(secondsLeft(10, 0, 60_000)).toBe(0);
    expect(clockText(3725)).toBe('1:02:05');
    expect(clockText(65)).toBe('1:05');
  });
  it('keys repeated numbers apart', () => {
    expect(keyed(['12', '12', '3']).map((k) => k.key)).toEqual(['12#1', '12#2', '3#1']);
  });
});

describe('lottery launch parameters', () => {
  const read = (q: string) => readLotteryLaunch(new URLSearchParams(q));
  it('open the game, or the lobby when asked or when no game is named', () => {
    expect(read('gameCode=VN1')).toMatchObject({ gameCode: 'VN1', lobby: false });
    expect(read('lottoGameCode=VN2&lottoView=betting')).toMatchObject({ gameCode: 'VN2', lobby: false });
    expect(read('lottoGameCode=VN2&lottoView=lobby')).toMatchObject({ gameCode: 'VN2', lobby: true });
    expect(read('')).toMatchObject({ gameCode: null, lobby: true });
  });
  it('take the prize mode (ZY reads as LOTT), the language and a back path of this site only', () => {
    expect(read('lottoPrizeMode=ZY').prizeMode).toBe('LOTT');
    expect(read('lottoPrizeMode=SEA').prizeMode).toBe('SEA');
    expect(read('lottoPrizeMode=NOPE').prizeMode).toBeNull();
    expect(read('language=ur').language).toBe('UR');
    expect(read('language=xx').language).toBeNull();
    expect(read('backUrl=%2Felott').backUrl).toBe('/elott');
    expect(read('backUrl=https%3A%2F%2Fevil.example').backUrl).toBeNull();
    expect(read('backUrl=%2F%2Fevil.example').backUrl).toBeNull();
    expect(read('backUrl=%2FvnLottery%3FgameCode%3DX').backUrl).toBeNull();
  });
});

describe('VN weekday schedule', () => {
  it('reads the day in Vietnam and keeps the stations drawing that day', () => {
    // 2026-11-25 is a Wednesday; at 20:00 UTC it is already Thursday in Vietnam.
    expect(vnWeekday(Date.UTC(2026, 10, 25, 10, 0))).toBe(3);
    expect(vnWeekday(Date.UTC(2026, 10, 25, 20, 0))).toBe(4);
    const g = (gameCode: string, weekdays: number[]) => ({ gameCode, weekdays }) as LotteryGame;
    const games = [g('A', [1, 6]), g('B', [2]), g('C', [0, 1, 2, 3, 4, 5, 6])];
    expect(stationsOn(games, 1).map((x) => x.gameCode)).toEqual(['A', 'C']);
    expect(stationsOn(games, 2).map((x) => x.gameCode)).toEqual(['B', 'C']);
    expect(stationsOn(games, null)).toHaveLength(3);
  });
});
