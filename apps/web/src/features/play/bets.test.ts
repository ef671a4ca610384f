import { housePlayBody } from '@wl/contracts';
import { describe, expect, it } from 'vitest';
import { baccaratBet, clampTarget, diceBet, isClientSeed, LINE_BETS, newClientSeed, playBlock, slotBet } from './bets';

const body = (bet: unknown) => housePlayBody.safeParse({ token: 'x'.repeat(32), clientSeed: 'seed', bet }).success;
const spots = (s: Partial<Record<'player' | 'banker' | 'tie' | 'playerPair' | 'bankerPair', bigint>>) => ({
  player: 0n,
  banker: 0n,
  tie: 0n,
  playerPair: 0n,
  bankerPair: 0n,
  ...s,
});

describe('game controls → play request', () => {
  it('slot: the line bet times the lines is the stake, in minor units', () => {
    const r = slotBet(40, 25);
    expect(r).toEqual({ ok: true, bet: { game: 'slot', stake: 1000, lines: 25 }, total: 1000n });
    if (r.ok) expect(body(r.bet)).toBe(true);
    expect(slotBet(40, 0).ok).toBe(false);
    for (const lineBet of LINE_BETS) expect(slotBet(lineBet, 25).ok).toBe(true);
  });

  it('dice: the target is kept inside a win chance of 1%..98% for its direction', () => {
    const r = diceBet(150, 4950, 'under');
    expect(r).toEqual({ ok: true, bet: { game: 'dice', stake: 150, target: 4950, direction: 'under' }, total: 150n });
    if (r.ok) expect(body(r.bet)).toBe(true);
    expect(clampTarget(9950, 'under')).toBe(9800);
    expect(clampTarget(50, 'over')).toBe(199);
    expect(diceBet(100, 9899, 'over').ok).toBe(true);
    expect(diceBet(0, 5000, 'over').ok).toBe(false);
  });

  it('baccarat: only the spots with chips are bets; at least one is needed', () => {
    const r = baccaratBet(spots({ player: 200n, banker: 50n }));
    expect(r).toEqual({ ok: true, bet: { game: 'baccarat', bets: { player: 200, banker: 50 } }, total: 250n });
    if (r.ok) expect(body(r.bet)).toBe(true);
    expect(baccaratBet(spots({})).ok).toBe(false);
    expect(baccaratBet(spots({ tie: 2_000_000_000n })).ok).toBe(false);
  });

  it('makes client seeds the server accepts', () => {
    expect(isClientSeed(newClientSeed())).toBe(true);
    expect(newClientSeed()).not.toBe(newClientSeed());
    expect(isClientSeed('has space')).toBe(false);
    expect(isClientSeed('')).toBe(false);
  });
});

describe('why play is off', () => {
  const ok = { ready: true, clientSeed: 'seed' };
  it('names the first reason the player can act on, or none', () => {
    expect(playBlock(baccaratBet(spots({})), ok)).toBe('why.chips');
    expect(playBlock(baccaratBet(spots({ player: 2_000_000_000n })), ok)).toBe('why.invalid');
    expect(playBlock(diceBet(500, 5000, 'under'), { ...ok, clientSeed: 'has space' })).toBe('why.seed');
    expect(playBlock(diceBet(500, 5000, 'under'), { ...ok, ready: false })).toBe('why.connecting');
    expect(playBlock(diceBet(500, 5000, 'under'), ok)).toBeNull();
  });
});
