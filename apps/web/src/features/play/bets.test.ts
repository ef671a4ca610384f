import { housePlayBody } from '@wl/contracts';
import { describe, expect, it } from 'vitest';
import { buildBet, isClientSeed, newClientSeed } from './bets';

const body = (bet: unknown) => housePlayBody.safeParse({ token: 'x'.repeat(32), clientSeed: 'seed', bet }).success;

describe('bet panel → play request', () => {
  it('slot: the line bet times the lines is the stake, in minor units', () => {
    const r = buildBet({ game: 'slot', lineBet: '0.40', lines: 25 });
    expect(r).toEqual({ ok: true, bet: { game: 'slot', stake: 1000, lines: 25 }, total: 1000n });
    if (r.ok) expect(body(r.bet)).toBe(true);
    expect(buildBet({ game: 'slot', lineBet: '0.001', lines: 25 })).toEqual({ ok: false, problem: 'amount' });
    expect(buildBet({ game: 'slot', lineBet: '0', lines: 25 })).toEqual({ ok: false, problem: 'amount' });
    expect(buildBet({ game: 'slot', lineBet: '1', lines: 0 })).toEqual({ ok: false, problem: 'amount' });
    expect(buildBet({ game: 'slot', lineBet: '1000000', lines: 25 })).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('dice: the target is a percent with two decimals and the win chance must stay within 1%..98%', () => {
    const r = buildBet({ game: 'dice', stake: '1.5', target: '49.5', direction: 'under' });
    expect(r).toEqual({ ok: true, bet: { game: 'dice', stake: 150, target: 4950, direction: 'under' }, total: 150n });
    if (r.ok) expect(body(r.bet)).toBe(true);
    expect(buildBet({ game: 'dice', stake: '1', target: '99.5', direction: 'under' })).toEqual({ ok: false, problem: 'chance' });
    expect(buildBet({ game: 'dice', stake: '1', target: 'abc', direction: 'over' })).toEqual({ ok: false, problem: 'chance' });
    expect(buildBet({ game: 'dice', stake: '-1', target: '50', direction: 'over' })).toEqual({ ok: false, problem: 'amount' });
  });

  it('baccarat: only the bets with an amount are placed; at least one is needed', () => {
    const r = buildBet({ game: 'baccarat', bets: { player: '2', tie: '', banker: '0.50' } });
    expect(r).toEqual({ ok: true, bet: { game: 'baccarat', bets: { player: 200, banker: 50 } }, total: 250n });
    if (r.ok) expect(body(r.bet)).toBe(true);
    expect(buildBet({ game: 'baccarat', bets: { player: ' ' } })).toEqual({ ok: false, problem: 'noBet' });
    expect(buildBet({ game: 'baccarat', bets: { player: '1,2,3x' } })).toEqual({ ok: false, problem: 'amount' });
  });

  it('makes client seeds the server accepts', () => {
    expect(isClientSeed(newClientSeed())).toBe(true);
    expect(newClientSeed()).not.toBe(newClientSeed());
    expect(isClientSeed('has space')).toBe(false);
    expect(isClientSeed('')).toBe(false);
  });
});
