import { describe, expect, it } from 'vitest';
import {
  FairRng,
  drawHand,
  hashServerSeed,
  pokerHand,
  pokerPay,
  pokerTableOf,
  shuffleDeck,
} from '../../../packages/studio/src/engines/index';
import { invariants } from './seamless-helpers';
import { betRecords, callStudio, gameOf, launch, mainBalance, player, studioWorldForFile, waitFor } from './studio-helpers';

const t = studioWorldForFile();

type Dealt = {
  roundId: string;
  stake: number;
  cards: number[];
  hand: string | null;
  balance: string;
  fairness: { serverSeedHash: string };
};
type Drawn = {
  roundId: string;
  stake: number;
  payout: number;
  balance: string;
  outcome: { dealt: number[]; hold: boolean[]; cards: number[]; hand: string | null; multiplier: number; abandoned: boolean };
  fairness: { serverSeedHash: string; serverSeed: string; clientSeed: string; nonce: number };
};

describe('video poker through the platform: deal, hold, draw', () => {
  it('the deal takes the stake, the draw pays by the game’s table, and the record’s proof replays both', async () => {
    const p = await player(t, 200_00n);
    const g = await gameOf(t, { vendor: 'JILI', category: 'RNG', subType: 'VP' });
    const l = await launch(t, p, g.id);
    const s = await callStudio(t, l.vendor, 'session', { launch: l.launch });
    const committed = (s.json.value!.next as { serverSeedHash: string }).serverSeedHash;
    expect(s.json.value!.info).toMatchObject({ table: pokerTableOf(g.code).name });

    // drawing before any deal: coded, nothing moved
    const early = await callStudio(t, l.vendor, 'draw', { launch: l.launch, hold: [true, true, true, true, true] });
    expect([early.status, early.json.code]).toEqual([409, 'studio.round_not_open']);

    const d = await callStudio(t, l.vendor, 'play', { launch: l.launch, clientSeed: 'my-seed', bet: { stake: 500 } });
    expect(d.status, JSON.stringify(d.json)).toBe(200);
    const dealt = d.json.value as unknown as Dealt;
    expect(dealt.cards).toHaveLength(5);
    expect(dealt.fairness.serverSeedHash).toBe(committed);
    expect(BigInt(dealt.balance)).toBe(200_00n - 500n);
    expect(await mainBalance(t, p.member.id)).toBe(200_00n - 500n);

    // a second deal while the hand is open, and bad holds: refused, nothing moved
    const again = await callStudio(t, l.vendor, 'play', { launch: l.launch, bet: { stake: 500 } });
    expect([again.status, again.json.code]).toEqual([409, 'studio.round_open']);
    for (const hold of [[true], 'all', [1, 0, 1, 0, 1], null]) {
      const bad = await callStudio(t, l.vendor, 'draw', { launch: l.launch, hold });
      expect([bad.status, bad.json.code]).toEqual([400, 'studio.bet_invalid']);
    }
    expect(await mainBalance(t, p.member.id)).toBe(200_00n - 500n);
    // reopening the page shows the open hand
    const back = await callStudio(t, l.vendor, 'session', { launch: l.launch });
    expect(back.json.value!.openHand).toMatchObject({ roundId: dealt.roundId, cards: dealt.cards });

    const hold = [true, false, true, false, false];
    const r = await callStudio(t, l.vendor, 'draw', { launch: l.launch, roundId: dealt.roundId, hold });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const drawn = r.json.value as unknown as Drawn;
    // the deck behind the deal and the draw is the one the seeds committed to before the deal
    const deck = shuffleDeck(new FairRng(drawn.fairness));
    expect(hashServerSeed(drawn.fairness.serverSeed)).toBe(committed);
    expect(deck.slice(0, 5)).toEqual(dealt.cards);
    expect(drawn.outcome.cards).toEqual(drawHand(deck, hold));
    expect(drawn.outcome.cards[0]).toBe(dealt.cards[0]);
    const table = pokerTableOf(g.code);
    const hand = pokerHand(drawn.outcome.cards);
    expect(drawn.outcome.hand).toBe(hand);
    expect(drawn.outcome.multiplier).toBe(pokerPay(table, hand));
    expect(drawn.payout).toBe(500 * pokerPay(table, hand));
    expect(BigInt(drawn.balance)).toBe(200_00n - 500n + BigInt(drawn.payout));
    expect(await mainBalance(t, p.member.id)).toBe(BigInt(drawn.balance));

    // drawing twice: coded, nothing moved
    const twice = await callStudio(t, l.vendor, 'draw', { launch: l.launch, roundId: dealt.roundId, hold });
    expect([twice.status, twice.json.code]).toEqual([409, 'studio.round_not_open']);
    expect(await mainBalance(t, p.member.id)).toBe(BigInt(drawn.balance));

    const rec = await waitFor(async () => {
      const x = await betRecords(t, p.headers, l.vendor);
      const row = x.list.find((y) => y.roundId === dealt.roundId);
      return row?.proof ? row : null;
    });
    expect(rec).toMatchObject({ stake: '500', payout: String(drawn.payout), status: 'SETTLED' });
    expect(rec.proof).toMatchObject({ serverSeedHash: committed, serverSeed: drawn.fairness.serverSeed, clientSeed: 'my-seed' });
    await invariants(t);
  });

  it('many hands in a row: the balance moves by each stake and payout and the ledger agrees', async () => {
    const p = await player(t, 500_00n);
    const g = await gameOf(t, { vendor: 'PG', category: 'RNG', subType: 'VP' });
    const l = await launch(t, p, g.id);
    const table = pokerTableOf(g.code);
    let expected = 500_00n;
    for (let i = 0; i < 12; i++) {
      const d = (await callStudio(t, l.vendor, 'play', { launch: l.launch, bet: { stake: 100 } })).json.value as unknown as Dealt;
      expected -= 100n;
      expect(BigInt(d.balance)).toBe(expected);
      const hold = d.cards.map((_, j) => (i + j) % 2 === 0);
      const r = (await callStudio(t, l.vendor, 'draw', { launch: l.launch, hold })).json.value as unknown as Drawn;
      const hand = pokerHand(r.outcome.cards);
      expect(r.payout).toBe(100 * pokerPay(table, hand));
      expected += BigInt(r.payout);
      expect(BigInt(r.balance)).toBe(expected);
    }
    expect(await mainBalance(t, p.member.id)).toBe(expected);
    await invariants(t);
  });

  it('a hand left undrawn is settled as dealt when its time is up, once, and a late draw is refused', async () => {
    const p = await player(t, 100_00n);
    const g = await gameOf(t, { vendor: 'JILI', category: 'RNG', subType: 'VP' });
    const l = await launch(t, p, g.id);
    const d = (await callStudio(t, l.vendor, 'play', { launch: l.launch, bet: { stake: 1000 } })).json.value as unknown as Dealt;
    expect(await mainBalance(t, p.member.id)).toBe(100_00n - 1000n);
    await t.studio.settleHands(); // not yet due
    expect(await mainBalance(t, p.member.id)).toBe(100_00n - 1000n);
    t.clock.offset += 11 * 60_000;
    try {
      await Promise.all([t.studio.settleHands(), t.studio.settleHands()]);
      // settled as dealt: the dealt hand's pay
      const pay = BigInt(1000 * pokerPay(pokerTableOf(g.code), pokerHand(d.cards)));
      await waitFor(async () => (await mainBalance(t, p.member.id)) === 100_00n - 1000n + pay);
      const late = await callStudio(t, l.vendor, 'draw', { launch: l.launch, hold: [false, false, false, false, false] });
      expect([late.status, late.json.code]).toEqual([409, 'studio.round_not_open']);
      const rec = await waitFor(async () =>
        (await betRecords(t, p.headers, l.vendor)).list.find((y) => y.roundId === d.roundId && y.proof),
      );
      expect(rec).toMatchObject({ stake: '1000', payout: String(pay), status: 'SETTLED' });
      expect(await mainBalance(t, p.member.id)).toBe(100_00n - 1000n + pay);
    } finally {
      t.clock.offset -= 11 * 60_000;
    }
    await invariants(t);
  });
});
