import type { IncomingMessage } from 'node:http';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vendorTransactions } from '../src/db/schema';
import { OPS } from './harness';
import { invariants } from './seamless-helpers';
import { type StudioWorld, callStudio, gameOf, launch, mainBalance, player, studioWorldForFile, waitFor } from './studio-helpers';

/**
 * Issue 34's demo switch: the operator puts DEMO's Pragmatic Play (PP), Evolution (EVO), or the lanes standing in for
 * Caleta (HABANERO), Hub88 (YGG) and Red Tiger (NETENT) on its real protocol, and a launch then goes through the
 * protocol's own launch (answered by the studio with that protocol's simulator), and the studio's game plays through
 * the simulator's wallet calls to /vendor-api/{vendor}/DEMO/…; switched off, the studio path (its own seamless
 * protocol) again.
 */
const t = studioWorldForFile();

const B = '/ops/v1/merchants/DEMO/vendor-protocols';
type Row = { vendor: string; protocol: string; enabled: boolean; settings: Record<string, string> };
const rowOf = async (vendor: string) =>
  ((await t.app.inject({ url: B, headers: OPS })).json().value.items as Row[]).find((r) => r.vendor === vendor)!;
const toggle = async (vendor: string, enabled: boolean) => {
  const row = await rowOf(vendor);
  const r = await t.app.inject({
    method: 'PUT',
    url: `${B}/${vendor}`,
    headers: OPS,
    payload: { protocol: row.protocol, enabled, settings: row.settings },
  });
  expect(r.statusCode, r.body).toBe(200);
};

/** Every request a server received while `f` ran (method and path; the query left out: it may carry a secret). */
const heard = async <T>(w: StudioWorld, f: () => Promise<T>) => {
  const platform: string[] = [];
  const studio: string[] = [];
  const onPlatform = (req: IncomingMessage) => platform.push(`${req.method} ${(req.url ?? '').split('?')[0]}`);
  const onStudio = (req: IncomingMessage) => studio.push(`${req.method} ${(req.url ?? '').split('?')[0]}`);
  w.app.server.on('request', onPlatform);
  w.studio.server.on('request', onStudio);
  try {
    return { value: await f(), platform, studio };
  } finally {
    w.app.server.off('request', onPlatform);
    w.studio.server.off('request', onStudio);
  }
};

const rowsOf = async (vendor: string, memberId: number) =>
  t.dbHandle.db
    .select({
      txId: vendorTransactions.txId,
      kind: vendorTransactions.kind,
      amount: vendorTransactions.amount,
      state: vendorTransactions.state,
    })
    .from(vendorTransactions)
    .where(and(eq(vendorTransactions.vendor, vendor), eq(vendorTransactions.memberId, memberId)))
    .orderBy(asc(vendorTransactions.id));

describe('a demo vendor switched between the studio and its real protocol', () => {
  it('the demo rows point at the studio’s real address, where it answers each vendor’s own API', async () => {
    expect((await rowOf('PP')).settings).toMatchObject({
      apiUrl: `${t.studioUrl}/proto/pragmatic/PP/DEMO`,
      gameServerUrl: `${t.studioUrl}/proto/pragmatic/PP/DEMO`,
    });
    expect((await rowOf('EVO')).settings).toMatchObject({ apiBaseUrl: `${t.studioUrl}/proto/evolution/EVO/DEMO` });
    expect((await rowOf('HABANERO')).settings).toMatchObject({ apiBaseUrl: `${t.studioUrl}/proto/caleta/HABANERO/DEMO` });
    expect((await rowOf('YGG')).settings).toMatchObject({ apiBaseUrl: `${t.studioUrl}/proto/hub88/YGG/DEMO` });
    expect((await rowOf('NETENT')).settings).toMatchObject({ launchUrl: `${t.studioUrl}/proto/redtiger/NETENT/DEMO` });
    for (const v of ['HABANERO', 'YGG', 'NETENT']) expect((await rowOf(v)).enabled).toBe(false);
  });

  it('PP on Pragmatic: the launch goes through its game/url API, a round arrives at /vendor-api/PP/DEMO/*.html; off, the studio path', async () => {
    await toggle('PP', true);
    const p = await player(t, 500_00n);
    const g = await gameOf(t, { vendor: 'PP', category: 'RNG', subType: null });
    const launched = await heard(t, () => launch(t, p, g.id));
    const l = launched.value;
    expect(`${l.url.origin}${l.url.pathname}`).toBe(`${t.studioUrl}/v/PP/play`);
    expect(l.launch).toMatchObject({ proto: 'pragmatic', protoMerchant: 'DEMO', game: g.code, player: String(p.member.id) });
    expect(launched.studio).toEqual(['POST /proto/pragmatic/PP/DEMO/IntegrationService/v3/http/CasinoGameAPI/game/url/']);

    const played = await heard(t, async () => {
      const s = await callStudio(t, 'PP', 'session', { launch: l.launch });
      expect(s.json.value, JSON.stringify(s.json)).toMatchObject({ balance: '50000', engine: { kind: 'slot' } });
      return callStudio(t, 'PP', 'play', { launch: l.launch, clientSeed: 'pp', bet: { stake: 100 } });
    });
    const r = played.value;
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const v = r.json.value as { roundId: string; payout: number; balance: string };
    expect(played.platform).toEqual([
      'POST /vendor-api/PP/DEMO/balance.html',
      'POST /vendor-api/PP/DEMO/bet.html',
      'POST /vendor-api/PP/DEMO/result.html',
    ]);
    expect(BigInt(v.balance)).toBe(500_00n - 100n + BigInt(v.payout));
    expect(await mainBalance(t, p.member.id)).toBe(BigInt(v.balance));
    // Pragmatic's references are the studio's transaction ids; the bet and the win are the ledger's rows under PP.
    expect(await rowsOf('PP', p.member.id)).toEqual([
      { txId: `${v.roundId}B`, kind: 'BET', amount: 100n, state: 'SETTLED' },
      { txId: `${v.roundId}W`, kind: 'WIN', amount: BigInt(v.payout), state: null },
    ]);
    // A stake over the balance is Pragmatic's error 1, shown by the page as its own "not enough balance".
    const poor = await player(t, 50n);
    const pl = await launch(t, poor, g.id);
    const refused = await callStudio(t, 'PP', 'play', { launch: pl.launch, bet: { stake: 100 } });
    expect(refused).toMatchObject({ status: 409, json: { ok: false, code: 'wallet.insufficient_funds', balance: '50' } });
    expect(await mainBalance(t, poor.member.id)).toBe(50n);

    // Switched off: the studio's own launch and seamless protocol again.
    await toggle('PP', false);
    const back = await heard(t, async () => {
      const l2 = await launch(t, p, g.id);
      expect(l2.launch.proto).toBeUndefined();
      return callStudio(t, 'PP', 'play', { launch: l2.launch, clientSeed: 'pp', bet: { stake: 100 } });
    });
    expect(back.value.status, JSON.stringify(back.value.json)).toBe(200);
    expect(back.studio.filter((u) => u.startsWith('POST /proto/'))).toEqual([]);
    expect(back.platform.filter((u) => u.includes('/vendor-api/'))).toEqual([]);
    expect(back.platform).toEqual(expect.arrayContaining(['POST /vendor/PP/seamless/bet', 'POST /vendor/PP/seamless/win']));
    const v2 = back.value.json.value as { payout: number; balance: string };
    expect(await mainBalance(t, p.member.id)).toBe(BigInt(v.balance) - 100n + BigInt(v2.payout));
    await invariants(t);
  });

  it('PP on Pragmatic: a table game opens the studio’s table, its catalogue type carried signed through game/url', async () => {
    await toggle('PP', true);
    const p = await player(t, 100_00n);
    const g = await gameOf(t, { vendor: 'PP', category: 'RNG', subType: 'TG' });
    const l = await launch(t, p, g.id);
    expect(l.launch).toMatchObject({ proto: 'pragmatic', game: g.code, cat: 'RNG', sub: 'TG' });
    const s = await callStudio(t, 'PP', 'session', { launch: l.launch });
    expect(s.json.value, JSON.stringify(s.json)).toMatchObject({ engine: { kind: 'table', table: 'roulette', shared: false } });
    // The type is under the launch's signature: changed on the way, the page refuses it.
    const forged = await callStudio(t, 'PP', 'session', { launch: { ...l.launch, sub: '' } });
    expect(forged.json.ok).toBe(false);
    await toggle('PP', false);
  });

  it.each([
    { vendor: 'HABANERO', protocol: 'caleta', api: '/api/game/url', calls: ['/wallet/balance', '/wallet/bet', '/wallet/win'] },
    {
      vendor: 'YGG',
      protocol: 'hub88',
      api: '/operator/generic/v2/game/url',
      calls: ['/user/balance', '/transaction/bet', '/transaction/win'],
    },
    { vendor: 'NETENT', protocol: 'redtiger', api: null, calls: ['/auth', '/stake', '/payout'] },
  ])('$vendor on $protocol: the launch goes through the vendor, a slot round through its simulator; off, the studio path', async (c) => {
    await toggle(c.vendor, true);
    const p = await player(t, 500_00n);
    const g = await gameOf(t, { vendor: c.vendor, category: 'RNG', subType: null });
    const launched = await heard(t, async () => {
      const l = await launch(t, p, g.id);
      // Red Tiger's launch is an address the browser opens at the vendor: the studio redirects it to its page.
      if (c.api) return l;
      expect(`${l.url.origin}${l.url.pathname}`).toBe(`${t.studioUrl}/proto/redtiger/NETENT/DEMO/${g.code}`);
      const res = await fetch(l.url, { redirect: 'manual' });
      expect(res.status).toBe(302);
      const url = new URL(res.headers.get('location')!);
      return { url, launch: Object.fromEntries(url.searchParams) as Record<string, string> };
    });
    const l = launched.value;
    expect(`${l.url.origin}${l.url.pathname}`).toBe(`${t.studioUrl}/v/${c.vendor}/play`);
    expect(l.launch).toMatchObject({ proto: c.protocol, protoMerchant: 'DEMO', game: g.code, player: String(p.member.id), cat: 'RNG' });
    const at = `/proto/${c.protocol}/${c.vendor}/DEMO`;
    expect(launched.studio).toEqual([c.api ? `POST ${at}${c.api}` : `GET ${at}/${g.code}`]);

    const played = await heard(t, async () => {
      const s = await callStudio(t, c.vendor, 'session', { launch: l.launch });
      expect(s.json.value, JSON.stringify(s.json)).toMatchObject({ balance: '50000', engine: { kind: 'slot' } });
      return callStudio(t, c.vendor, 'play', { launch: l.launch, clientSeed: c.vendor, bet: { stake: 100 } });
    });
    expect(played.value.status, JSON.stringify(played.value.json)).toBe(200);
    const v = played.value.json.value as { payout: number; balance: string };
    expect(played.platform).toEqual(c.calls.map((u) => `POST /vendor-api/${c.vendor}/DEMO${u}`));
    expect(BigInt(v.balance)).toBe(500_00n - 100n + BigInt(v.payout));
    expect(await mainBalance(t, p.member.id)).toBe(BigInt(v.balance));
    expect((await rowsOf(c.vendor, p.member.id)).map((r) => [r.kind, r.amount])).toEqual([
      ['BET', 100n],
      ['WIN', BigInt(v.payout)],
    ]);

    await toggle(c.vendor, false);
    const l2 = await launch(t, p, g.id);
    expect(l2.launch.proto).toBeUndefined();
    await invariants(t);
  });

  it('EVO on Evolution: the launch goes through UserAuthentication, a live table bet is debited and credited through it', async () => {
    await toggle('EVO', true);
    const p = await player(t, 100_00n);
    const g = await gameOf(t, { vendor: 'EVO', category: 'LIVE' });
    const launched = await heard(t, () => launch(t, p, g.id));
    const l = launched.value;
    expect(`${l.url.origin}${l.url.pathname}`).toBe(`${t.studioUrl}/v/EVO/play`);
    expect(l.launch).toMatchObject({ proto: 'evolution', protoMerchant: 'DEMO', game: g.code, player: String(p.member.id) });
    expect(launched.studio).toEqual([expect.stringMatching(/^POST \/proto\/evolution\/EVO\/DEMO\/ua\/v1\/[^/]+\/[^/]+$/)]);

    const played = await heard(t, async () => {
      const s = await callStudio(t, 'EVO', 'session', { launch: l.launch });
      expect(s.json.value, JSON.stringify(s.json)).toMatchObject({ balance: '10000', engine: { kind: 'table', shared: true } });
      // A long shot (a single number, a pair, a tie, a triple): mostly lost, which Evolution settles with a credit of 0.
      const spot = (s.json.value as { info: { spots: string[] } }).info.spots.at(-1)!;
      const open = await waitFor(async () => {
        const x = (await callStudio(t, 'EVO', 'table', { launch: l.launch })).json.value as {
          phase: string;
          closesAt: number;
          now: number;
          round: number;
        };
        return x.phase === 'BETTING' && x.closesAt - x.now > 1000 ? x : null;
      });
      const bet = await callStudio(t, 'EVO', 'table-bet', { launch: l.launch, round: open.round, bets: { [spot]: 200 } });
      expect(bet.status, JSON.stringify(bet.json)).toBe(200);
      // The studio's clock moves past the betting window and the result's display: the table settles at once.
      t.clock.offset += open.closesAt - open.now + 1500;
      return waitFor(async () => {
        const x = (await callStudio(t, 'EVO', 'table', { launch: l.launch })).json.value as {
          lastSettled: { n: number; payout: number } | null;
        };
        return x.lastSettled?.n === open.round ? x.lastSettled : null;
      });
    });
    const paid = played.value;
    const calls = played.platform.filter((u) => u.startsWith('POST /vendor-api/'));
    // Evolution's first call of a session is check (the launch sid for the play sid), then balance, debit, credit.
    expect(calls).toEqual(['check', 'balance', 'debit', 'credit'].map((c) => `POST /vendor-api/EVO/DEMO/${c}`));
    expect(played.platform.filter((u) => u.startsWith('POST /vendor/'))).toEqual([]);
    expect(await mainBalance(t, p.member.id)).toBe(100_00n - 200n + BigInt(paid.payout));
    const rows = await rowsOf('EVO', p.member.id);
    expect(rows.map((r) => [r.kind, r.amount, r.state])).toEqual([
      ['BET', 200n, 'SETTLED'],
      ['WIN', BigInt(paid.payout), null],
    ]);
    await toggle('EVO', false);
    const l2 = await launch(t, p, g.id);
    expect(l2.launch.proto).toBeUndefined();
    await invariants(t);
  });
});
