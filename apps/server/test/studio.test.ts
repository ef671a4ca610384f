import { rankListValue } from '@wl/contracts';
import { describe, expect, it } from 'vitest';
import { createBook, settleSlip } from '../../../packages/studio/src/engines/index';
import { invariants, vendorCall } from './seamless-helpers';
import { betRecords, callStudio, gameOf, launch, mainBalance, player, studioWorldForFile, waitFor } from './studio-helpers';

const t = studioWorldForFile();

describe('the demo studio behind the vendor adapters', () => {
  it('a game opened in Urdu carries its catalogue name in Urdu to the site and the studio; the engine is still the English name (issue 36 item 7)', async () => {
    const p = await player(t, 10_00n);
    const g = await gameOf(t, { vendor: 'KY', category: 'PVP', name: /Teen Patti/ });
    const res = await t.app.inject({ url: `/wps/game/launchGame?nodeId=${g.id}&accountType=1&language=UR`, headers: p.headers });
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json().value as { gameName: string; content: { game_url: string } };
    expect(v.gameName).toMatch(/[\u0600-\u06ff]/);
    const q = new URL(v.content.game_url).searchParams;
    expect([q.get('title'), q.get('name')]).toEqual([v.gameName, g.name]);
    const s = await callStudio(t, 'KY', 'session', { launch: Object.fromEntries(q) });
    expect(s.status).toBe(200);
    expect(s.json.value).toMatchObject({ game: { title: v.gameName, name: g.name }, engine: { table: 'teenPatti' } });
  });

  it('a slot launches at the studio, plays through the seamless wallet and shows in the betting record with its proof', async () => {
    const p = await player(t, 500_00n);
    const g = await gameOf(t, { vendor: 'PG', category: 'RNG', subType: null });
    const l = await launch(t, p, g.id);
    expect(l.url.origin).toBe(t.studioUrl);
    expect(l.url.pathname).toBe('/v/PG/play');
    const s = await callStudio(t, 'PG', 'session', { launch: l.launch });
    expect(s.status).toBe(200);
    expect(s.json.value).toMatchObject({ balance: '50000', engine: { kind: 'slot' } });
    const hash = (s.json.value!.next as { serverSeedHash: string }).serverSeedHash;
    const r = await callStudio(t, 'PG', 'play', { launch: l.launch, clientSeed: 'mine', bet: { stake: 100 } });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const v = r.json.value as { payout: number; stake: number; balance: string; fairness: { serverSeedHash: string } };
    expect(v.fairness.serverSeedHash).toBe(hash);
    expect(BigInt(v.balance)).toBe(500_00n - 100n + BigInt(v.payout));
    expect(await mainBalance(t, p.member.id)).toBe(BigInt(v.balance));
    const rec = await waitFor(async () => {
      const x = await betRecords(t, p.headers, 'PG');
      return x.list[0]?.proof ? x : null;
    });
    expect(rec.list[0]).toMatchObject({ stake: '100', payout: String(v.payout), status: 'SETTLED', gameName: g.name });
    expect(rec.list[0]!.proof).toMatchObject({ serverSeedHash: hash, clientSeed: 'mine' });
    await invariants(t);
  });

  it('refuses a tampered launch and stakes outside the table limits, moving nothing', async () => {
    const p = await player(t, 100_00n);
    const g = await gameOf(t, { vendor: 'KY', category: 'PVP' });
    const l = await launch(t, p, g.id);
    const forged = { ...l.launch, token: `${l.launch.token!.slice(0, -2)}xx` };
    expect((await callStudio(t, 'KY', 'session', { launch: forged })).json.code).toBe('studio.session_invalid');
    expect((await callStudio(t, 'KY', 'session', { launch: { ...l.launch, cat: 'RNG' } })).json.code).toBe('studio.session_invalid');
    expect((await callStudio(t, 'JILI', 'session', { launch: l.launch })).json.code).toBe('studio.session_invalid');
    const spot = g.name.match(/Andar/) ? 'andar' : 'player';
    for (const stake of [150, 50, 100_100, -100]) {
      const r = await callStudio(t, 'KY', 'play', { launch: l.launch, bet: { bets: { [spot]: stake } } });
      expect(r.status).toBe(400);
      expect(['studio.stake_out_of_limits', 'studio.bet_invalid']).toContain(r.json.code);
    }
    expect(await mainBalance(t, p.member.id)).toBe(100_00n);
  });

  it('every instant category plays one round with the balance moving by stake and payout', async () => {
    const cases: { vendor: string; category: string; subType?: string | null; name?: RegExp; bet: Record<string, unknown> }[] = [
      { vendor: 'JILI', category: 'RNG', subType: 'SC', bet: { stake: 100 } },
      { vendor: 'JILI', category: 'RNG', subType: 'JP', bet: { stake: 100 } },
      { vendor: 'JILI', category: 'RNG', subType: 'TG', bet: { bets: { red: 100 } } },
      { vendor: 'JILI', category: 'RNG', subType: 'AC', bet: { stake: 100, target: 200 } },
      { vendor: 'PG', category: 'RNG', subType: 'BG', bet: { stake: 100 } },
      { vendor: 'JDB', category: 'FISH', bet: { stake: 100, fishId: 0 } },
      { vendor: 'KY', category: 'PVP', name: /Teen Patti/, bet: { bets: { player: 100 } } },
    ];
    const p = await player(t, 1000_00n);
    let expected = 1000_00n;
    for (const c of cases) {
      const g = await gameOf(t, c);
      const l = await launch(t, p, g.id);
      const r = await callStudio(t, l.vendor, 'play', { launch: l.launch, bet: c.bet });
      expect(r.status, `${g.code} ${JSON.stringify(r.json)}`).toBe(200);
      const v = r.json.value as { stake: number; payout: number; balance: string };
      expected += BigInt(v.payout - v.stake);
      expect(BigInt(v.balance), g.code).toBe(expected);
    }
    expect(await mainBalance(t, p.member.id)).toBe(expected);
    await invariants(t);
  });

  it('a shared live table: 20 players betting at once see the same round and each is settled once', async () => {
    const g = await gameOf(t, { vendor: 'EVO', category: 'LIVE', name: /Roulette/ });
    const ps = await Promise.all(Array.from({ length: 20 }, () => player(t, 100_00n)));
    const ls = await Promise.all(ps.map((p) => launch(t, p, g.id)));
    // Wait for a fresh betting window.
    const first = await waitFor(async () => {
      const s = (await callStudio(t, 'EVO', 'table', { launch: ls[0]!.launch })).json.value as {
        phase: string;
        closesAt: number;
        now: number;
        round: number;
      };
      return s.phase === 'BETTING' && s.closesAt - s.now > 2000 ? s : null;
    });
    const spots = ['red', 'black', 'odd', 'n17', 'dozen2'];
    const placed = await Promise.all(
      ls.map((l, i) =>
        callStudio(t, 'EVO', 'table-bet', { launch: l.launch, round: first.round, bets: { [spots[i % spots.length]!]: 200 } }),
      ),
    );
    for (const r of placed) expect(r.status, JSON.stringify(r.json)).toBe(200);
    const states = await Promise.all(ls.map((l) => callStudio(t, 'EVO', 'table', { launch: l.launch })));
    expect(new Set(states.map((s) => (s.json.value as { serverSeedHash: string }).serverSeedHash)).size).toBe(1);
    const settled = await waitFor(async () => {
      const s = await Promise.all(ls.map((l) => callStudio(t, 'EVO', 'table', { launch: l.launch })));
      const mine = s.map((x) => (x.json.value as { lastSettled: { n: number; payout: number } | null }).lastSettled);
      return mine.every((m) => m?.n === first.round) ? mine : null;
    });
    const now = (await callStudio(t, 'EVO', 'table', { launch: ls[0]!.launch })).json.value as {
      round: number;
      result: { number: number } | null;
      history: { round: number; summary: string }[];
    };
    const n = now.round === first.round ? now.result!.number : Number(now.history.find((h) => h.round === first.round)!.summary);
    for (const [i, p] of ps.entries()) {
      expect(await mainBalance(t, p.member.id)).toBe(100_00n - 200n + BigInt(settled[i]!.payout));
      const rec = await betRecords(t, p.headers, 'EVO');
      expect(rec.list).toHaveLength(1);
      expect(rec.list[0]).toMatchObject({ status: 'SETTLED', payout: String(settled[i]!.payout) });
    }
    // n17 pays 36× on 17 only; red/black/odd follow the number
    expect(settled[3]!.payout).toBe(n === 17 ? 7200 : 0);
    await invariants(t);
  });

  it('sportsbook: a parlay with an abandoned leg settles on the other legs; a transfer vendor plays on the money moved in', async () => {
    // SPB is a transfer-wallet vendor: the launch moves the whole main balance to the studio.
    const p = await player(t, 300_00n);
    const g = await gameOf(t, { vendor: 'SPB', category: 'SPORTS' });
    const l = await launch(t, p, g.id);
    expect(await mainBalance(t, p.member.id)).toBe(0n);
    expect(t.studio.transferBalance('SPB', `${p.member.merchantId}-${p.member.id}`)).toBe(300_00n);
    const s = await callStudio(t, 'SPB', 'session', { launch: l.launch });
    expect(s.json.value).toMatchObject({ balance: '30000', wallet: 'transfer' });

    // Find, with the studio's own schedule, a match that will be abandoned and one that will not, kicking off together.
    const book = createBook({ secret: t.secret, vendor: 'SPB', sport: 'SPORTS', slotSeconds: 3, matchSeconds: 6 });
    const base = Math.floor(Date.now() / 3000) + 5;
    let slot = base;
    while (
      !(book.timeline(book.fixture('premier', slot)).abandonedAt !== null && book.timeline(book.fixture('cup', slot)).abandonedAt === null)
    )
      slot++;
    const abandoned = book.fixture('premier', slot);
    const other = book.fixture('cup', slot);
    t.clock.offset = abandoned.kickoffMs - 1000 - Date.now();
    const board = (await callStudio(t, 'SPB', 'book', { launch: l.launch })).json.value as {
      fixtures: { id: string; odds: Record<string, Record<string, number>> }[];
    };
    const oddsOf = (id: string, m: string, pick: string) => board.fixtures.find((f) => f.id === id)!.odds[m]![pick]!;
    const otherFinal = book.stateAt(other, other.endMs + 1);
    const pick = otherFinal.home > otherFinal.away ? 'home' : otherFinal.home < otherFinal.away ? 'away' : 'draw';
    const legs = [
      { fixtureId: abandoned.id, market: '1X2', pick: 'home', odds: oddsOf(abandoned.id, '1X2', 'home') },
      { fixtureId: other.id, market: '1X2', pick, odds: oddsOf(other.id, '1X2', pick) },
    ];
    const bet = await callStudio(t, 'SPB', 'book-bet', { launch: l.launch, stake: 1000, legs });
    expect(bet.status, JSON.stringify(bet.json)).toBe(200);
    expect(t.studio.transferBalance('SPB', `${p.member.merchantId}-${p.member.id}`)).toBe(300_00n - 1000n);
    // Odds asked above what is offered are refused with the offer.
    const greedy = await callStudio(t, 'SPB', 'book-bet', {
      launch: l.launch,
      stake: 1000,
      legs: [{ ...legs[1]!, odds: legs[1]!.odds + 500 }],
    });
    expect(greedy.json.code).toBe('studio.odds_changed');

    t.clock.offset = Math.max(abandoned.endMs, other.endMs) + 1000 - Date.now();
    await t.studio.settleSlips();
    const after = (await callStudio(t, 'SPB', 'book', { launch: l.launch })).json.value as {
      slips: { state: string; payout: number; results: string[] }[];
    };
    expect(after.slips[0]).toMatchObject({ state: 'SETTLED', results: ['VOID', 'WON'], payout: Math.floor((1000 * legs[1]!.odds) / 100) });
    t.clock.offset = 0;
    // The round never passed the seamless wallet; the vendor's report puts it in the betting record, with its proof.
    const rec = await waitFor(async () => {
      const x = await betRecords(t, p.headers, 'SPB');
      return x.list.length > 0 ? x : null;
    });
    expect(rec.list[0]).toMatchObject({ stake: '1000', payout: String(after.slips[0]!.payout), status: 'SETTLED' });
    expect(rec.list[0]!.proof).toMatchObject({ serverSeedHash: abandoned.serverSeedHash, clientSeed: abandoned.id });

    // Closing the game: the money comes back to MAIN through the transfer protocol.
    const held = t.studio.transferBalance('SPB', `${p.member.merchantId}-${p.member.id}`);
    expect(held).toBe(300_00n - 1000n + BigInt(after.slips[0]!.payout));
    const back = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: p.headers,
      payload: { from: 'SPB', to: 'MAIN', amount: (Number(held) / 100).toFixed(2), requestId: 'rq-close-0001' },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await mainBalance(t, p.member.id)).toBe(held);
    expect(t.studio.transferBalance('SPB', `${p.member.merchantId}-${p.member.id}`)).toBe(0n);
    await invariants(t);
  });

  it('cockfight and esports: a shared cockfight round and an esports single settle', async () => {
    const p = await player(t, 200_00n);
    const cf = await gameOf(t, { vendor: 'SV3', category: 'COCKFIGHT' });
    const lc = await launch(t, p, cf.id);
    const open = await waitFor(async () => {
      const s = (await callStudio(t, 'SV3', 'table', { launch: lc.launch })).json.value as {
        phase: string;
        closesAt: number;
        now: number;
        round: number;
      };
      return s.phase === 'BETTING' && s.closesAt - s.now > 800 ? s : null;
    });
    expect((await callStudio(t, 'SV3', 'table-bet', { launch: lc.launch, bets: { meron: 1000 } })).status).toBe(200);
    const done = await waitFor(async () => {
      const s = (await callStudio(t, 'SV3', 'table', { launch: lc.launch })).json.value as {
        lastSettled: { n: number; payout: number } | null;
      };
      return s.lastSettled?.n === open.round ? s.lastSettled : null;
    });
    expect(await mainBalance(t, p.member.id)).toBe(200_00n - 1000n + BigInt(done.payout));

    const es = await gameOf(t, { vendor: 'IMES', category: 'ESPORTS' });
    const le = await launch(t, p, es.id);
    const board = (await callStudio(t, 'IMES', 'book', { launch: le.launch })).json.value as {
      sport: string;
      fixtures: { id: string; endMs: number; state: { status: string }; odds: Record<string, Record<string, number>> | null }[];
    };
    expect(board.sport).toBe('ESPORTS');
    const [f, f2] = board.fixtures.filter((x) => x.odds && x.state.status === 'PRE');
    // esports has its own markets: a football market is not offered
    const football = await callStudio(t, 'IMES', 'book-bet', {
      launch: le.launch,
      stake: 500,
      legs: [{ fixtureId: f!.id, market: 'TOTAL', pick: 'over', odds: 101 }],
    });
    expect(football.json.code).toBe('studio.bet_invalid');
    const legs = [
      { fixtureId: f!.id, market: 'MAPS', pick: 'over', odds: f!.odds!.MAPS!.over! },
      { fixtureId: f2!.id, market: 'WINNER', pick: 'home', odds: f2!.odds!.WINNER!.home! },
    ];
    const r = await callStudio(t, 'IMES', 'book-bet', { launch: le.launch, stake: 500, legs });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const before = await mainBalance(t, p.member.id);
    t.clock.offset = Math.max(f!.endMs, f2!.endMs) + 1000 - Date.now();
    await t.studio.settleSlips();
    t.clock.offset = 0;
    const slip = ((await callStudio(t, 'IMES', 'book', { launch: le.launch })).json.value as { slips: { state: string; payout: number }[] })
      .slips[0]!;
    expect(slip.state).toBe('SETTLED');
    // the parlay pays by the maps each series had, as the book's seeds decide them
    const book = createBook({ secret: t.secret, vendor: 'IMES', sport: 'ESPORTS', slotSeconds: 3, matchSeconds: 6 });
    const results = legs.map((l) => {
      const fx = book.byId(l.fixtureId)!;
      return { odds: l.odds, result: book.outcomeOf(l.market as 'MAPS', l.pick, book.stateAt(fx, fx.endMs + 1)) };
    });
    expect(slip.payout).toBe(settleSlip(500, results));
    expect(await mainBalance(t, p.member.id)).toBe(before + BigInt(slip.payout));
    await invariants(t);
  });

  it('winners come from studio wins too: a transfer-wallet vendor’s reported win reaches the winner board, once', async () => {
    const p = await player(t, 100_00n);
    const g = await gameOf(t, { vendor: 'DS88', category: 'COCKFIGHT' });
    const l = await launch(t, p, g.id);
    const board = async () =>
      rankListValue.parse(
        (await t.app.inject({ url: '/wps/relay/GCSGAME_getRankList?category=COCKFIGHT&language=EN&limit=50', headers: p.headers })).json()
          .value,
      ).list;
    // A win bigger than any the seeded seamless rounds hold, so it tops the board.
    const top = BigInt((await board())[0]?.winAmount ?? '0') + 123_45n;
    const proof = { serverSeedHash: 'a'.repeat(64), serverSeed: 'b'.repeat(64), clientSeed: 'c', nonce: 1 };
    const report = (roundId: string, payout: bigint, token = l.launch.token!) =>
      vendorCall(
        t,
        'round',
        { token, roundId, gameCode: g.code, stake: '1000', payout: String(payout), detail: {}, proof },
        { vendor: 'DS88' },
      );
    expect((await report('ds88-win-1', top)).status).toBe(200);
    // Its retry and a lost round add nothing.
    expect((await report('ds88-win-1', top)).status).toBe(200);
    expect((await report('ds88-lost-1', 0n)).status).toBe(200);
    const list = await board();
    expect(list[0]).toMatchObject({ winAmount: String(top), gameName: g.name, gameType: 'COCKFIGHT' });
    expect(list[0]!.customerName).toMatch(/\*\*\*/);
    expect(list.filter((w) => w.winAmount === String(top))).toHaveLength(1);
    expect(list.some((w) => w.winAmount === '0')).toBe(false);

    // A seamless vendor’s report is the same bet as its BET row: the board does not count it a second time.
    const pg = await gameOf(t, { vendor: 'PG', category: 'RNG', subType: null });
    const lp = await launch(t, p, pg.id);
    const big = top + 1_000_00n;
    expect(
      (
        await vendorCall(
          t,
          'round',
          { token: lp.launch.token!, roundId: 'pg-report-only', gameCode: pg.code, stake: '100', payout: String(big), detail: {}, proof },
          { vendor: 'PG' },
        )
      ).status,
    ).toBe(200);
    const all = rankListValue.parse(
      (await t.app.inject({ url: '/wps/relay/GCSGAME_getRankList?category=ALL&language=EN&limit=50', headers: p.headers })).json().value,
    ).list;
    expect(all.some((w) => w.winAmount === String(big))).toBe(false);
    expect(all.some((w) => w.winAmount === String(top))).toBe(true);
  });

  it('a vendor that does not answer is maintenance at launch, never a blank frame', async () => {
    const p = await player(t, 10_00n);
    const g = await gameOf(t, { vendor: 'NETENT', category: 'RNG' });
    const { vendorAdapters } = await import('../src/db/schema');
    const { eq } = await import('drizzle-orm');
    await t.dbHandle.db.update(vendorAdapters).set({ baseUrl: 'http://127.0.0.1:9/v/NETENT' }).where(eq(vendorAdapters.vendor, 'NETENT'));
    await new Promise((r) => setTimeout(r, 5100)); // the adapters' cache
    const res = await t.app.inject({ url: `/wps/game/launchGame?nodeId=${g.id}&accountType=1`, headers: p.headers });
    expect(res.json().code).toBe('game.vendor_maintenance');
  });
});
