import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProtocolSim } from '@wl/vendor-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from './harness';
import { answerErrors } from './openapi-subset';
import { configureProtocol } from './protocol-harness';
import { P, bet, placed, win } from './protocol-rgs-calls';
import { type RgsCase, rgsOpenCases } from './protocol-rgs-cases';
import { rgsSettleCases } from './protocol-rgs-cases-settle';
import { statementsDuring } from './statements-during';
import { type RgsKit, rgsSchemas } from './protocol-rgs-kit';

/**
 * The conformance suite of the Caleta/Hub88 family, run by one file per protocol (one app each): the valkyrie cases
 * (protocol-rgs-cases*.ts) with the protocol's own, the edges beyond them (syntax, replays, 20 concurrent copies of a
 * bet and of a win, a round closed by its bet), and the launch through the vendor's game URL endpoint, answered by the
 * simulator behind a local HTTP server.
 */
/** The test functions of provider/caleta/test/caleta_integration_test.go, in its order. */
export const VALKYRIE_CASES = [
  'Check',
  'Check_Invalid_Session',
  'Check_New_Session',
  'Balance',
  'Balance_Invalid_Session',
  'Balance_Invalid_Signature',
  'Bet',
  'Bet_One_Cent',
  'Bet_One_Milli',
  'Bet_Ten_Micro',
  'Bet_Multiple',
  'Bet_Invalid_Session',
  'Bet_Expired_Session',
  'Bet_Negative',
  'Bet_Exceeding_Balance',
  'Bet_Blatantly_Exceeding_Balance',
  'Bet_Invalid_Game',
  'Bet_Wrong_Currency',
  'Bet_Invalid_Currency',
  'Bet_Invalid_Signature',
  'Bet_Duplicate_TransactionId',
  'Bet_Duplicate_TransactionId_For_Different_Users',
  'PromoBet',
  'PromoBet_Wrong_Currency',
  'PromoBet_Invalid_Currency',
  'PromoBet_Expired_Session',
  'PromoBet_Exceeding_Balance',
  'Win',
  'Win_Missing_Bet',
  'Win_One_Cent',
  'Win_One_Milli',
  'Win_Ten_Micro',
  'Win_Negative',
  'Win_Invalid_Game',
  'Win_Wrong_Currency',
  'Win_Invalid_Currency',
  'Win_Invalid_Signature',
  'Win_Duplicate_TransactionId',
  'Win_Duplicate_TransactionId_For_Different_Users',
  'PromoWin',
  'PromoWin_Wrong_Currency',
  'PromoWin_Invalid_Currency',
  'PromoWin_Missing_Bet',
  'Rollback',
  'Rollback_Multiple_Bet',
  'Rollback_Missing_Referenced_Transaction',
  'Rollback_Then_Win',
  'PromoRollback',
  'PromoRollback_Then_Win',
  'Win_Using_Expired_Session',
  'PromoWin_Using_Expired_Session',
  'PromoRollback_Using_Expired_Session',
  'Bet_Blocked',
  'PromoBet_Blocked',
  'Win_Not_Blocked',
  'PromoWin_Not_Blocked',
  'Rollback_Not_Blocked',
  'PromoRollback_Not_Blocked',
].map((n) => `Test_${n}`);

export const rgsConformance = (t: TestContext, k: RgsKit, o: { sim: ProtocolSim; own?: RgsCase[]; expected: string[] }) => {
  const label = k.protocol === 'caleta' ? 'Caleta' : 'Hub88';
  const cases = [...rgsOpenCases, ...rgsSettleCases].filter((c) => !c.only || c.only === k.protocol);
  beforeAll(() => k.configure());

  describe(`${label}: the valkyrie integration cases`, () => {
    it(`rewrites each of the ${o.expected.length} it serves once`, () => {
      expect(VALKYRIE_CASES).toHaveLength(58);
      expect(cases.map((c) => c.spec).sort()).toEqual([...o.expected].sort());
    });
    for (const c of [...cases, ...(o.own ?? [])]) it(`${c.spec}: ${c.name}${c.differs ? ` (ours: ${c.differs})` : ''}`, () => c.run(k));
  });

  describe(`${label}: edges beyond the suite`, () => {
    it('answers a body that is not JSON RS_ERROR_WRONG_SYNTAX, and an amount given as text RS_ERROR_WRONG_TYPES', async () => {
      await k.expectRefused(await k.send('bet', '{"token":'), 'RS_ERROR_WRONG_SYNTAX');
      const p = await P(k);
      const body = p.bodies.bet({ txId: k.uuid(), roundId: k.uuid(), gameCode: p.gameCode, units: 100_000n });
      await k.expectRefused(await k.send('bet', { ...body, amount: '100000' }), 'RS_ERROR_WRONG_TYPES');
      expect(await k.ledger(p)).toBe(p.start);
    });

    it('replays a repeated bet or win with the first answer (RS_OK), moving once', async () => {
      const p = await P(k);
      const b = { round: k.uuid(), tx: k.uuid() };
      const first = await bet(k, p, b);
      const payout = { round: b.round, ref: b.tx, tx: k.uuid(), units: 300_000n };
      const won = await win(k, p, payout);
      expect({ ...(await bet(k, p, b)), request_uuid: '' }).toEqual({ ...first, request_uuid: '' });
      expect({ ...(await win(k, p, payout)), request_uuid: '' }).toEqual({ ...won, request_uuid: '' });
      expect(await k.ledger(p)).toBe(p.start - 100n + 300n);
    });

    it('takes 20 concurrent copies of a bet and of a win as one move each', async () => {
      const p = await P(k);
      const round = k.uuid();
      const betBody = p.bodies.bet({ txId: k.uuid(), roundId: round, gameCode: p.gameCode, units: 250_000n });
      const bets = await Promise.all(Array.from({ length: 20 }, () => k.send('bet', betBody)));
      expect(bets.map((j) => j.status)).toEqual(Array(20).fill('RS_OK'));
      expect(new Set(bets.map((j) => j.balance))).toEqual(new Set([Number((p.start - 250n) * 1000n)]));
      expect(await k.ledger(p)).toBe(p.start - 250n);
      const winBody = p.bodies.win({
        txId: k.uuid(),
        betTxId: String(betBody.transaction_uuid),
        roundId: round,
        gameCode: p.gameCode,
        units: 1_000_000n,
      });
      const wins = await Promise.all(Array.from({ length: 20 }, () => k.send('win', winBody)));
      expect(wins.map((j) => j.status)).toEqual(Array(20).fill('RS_OK'));
      expect(await k.ledger(p)).toBe(p.start - 250n + 1000n);
    });

    it('settles a bet that closes its round: a later rollback of it is refused', async () => {
      const p = await P(k);
      const b = await placed(k, p);
      const closing = { round: b.round, tx: k.uuid(), closed: true };
      expect((await bet(k, p, closing)).status).toBe('RS_OK');
      const late = await k.send(
        'rollback',
        p.bodies.rollback({ txId: k.uuid(), betTxId: closing.tx, roundId: b.round, gameCode: p.gameCode }),
      );
      await k.expectRefused(late, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      expect(await k.ledger(p)).toBe(p.start - 200n);
    });

    it('a win closing its round ends it in the same statement: the round’s other bets are lost; a refused win ends nothing', async () => {
      const p = await P(k);
      const a = await placed(k, p);
      const other = { round: a.round, tx: k.uuid() };
      const spare = { round: a.round, tx: k.uuid() };
      for (const b of [other, spare]) expect((await bet(k, p, b)).status).toBe('RS_OK');
      // A win naming a bet never placed is refused, and its round_closed ends nothing: a bet of the round still rolls back.
      await k.expectRefused(await win(k, p, { round: a.round, ref: k.uuid(), closed: true }), 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      const back = p.bodies.rollback({ txId: k.uuid(), betTxId: spare.tx, roundId: a.round, gameCode: p.gameCode });
      expect((await k.send('rollback', back)).status).toBe('RS_OK');
      const closing = { round: a.round, ref: a.tx, tx: k.uuid(), units: 300_000n, closed: true };
      let won: Record<string, unknown> = {};
      expect(await statementsDuring(t, async () => (won = await win(k, p, closing)), 'seamless_')).toBe(1);
      expect(won.status).toBe('RS_OK');
      expect({ ...(await win(k, p, closing)), request_uuid: '' }).toEqual({ ...won, request_uuid: '' });
      // The other bet counted as lost with the round's end: its rollback is refused and nothing comes back.
      const late = await k.send(
        'rollback',
        p.bodies.rollback({ txId: k.uuid(), betTxId: other.tx, roundId: a.round, gameCode: p.gameCode }),
      );
      await k.expectRefused(late, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      expect(await k.ledger(p)).toBe(p.start - 200n + 300n);
    });
  });

  describe(`${label}: the simulator's wallet over HTTP`, () => {
    it('plays rounds as the studio would: balance, bet, win, a lost round closed, a rollback', async () => {
      const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
      const p = await P(k);
      const sim = o.sim.wallet({ operatorUrl: address, vendor: k.vendor, merchantCode: 'DEMO', settings: {}, secrets: {} });
      try {
        const who = p.who;
        expect(await sim.balance(who)).toEqual({ ok: true, balance: String(p.start), currency: 'PKR' });
        const [r1, r2, r3] = [k.uuid(), k.uuid(), k.uuid()];
        expect(await sim.bet(who, { txId: `${r1}B`, roundId: r1, gameCode: p.gameCode, amount: 150 })).toMatchObject({ ok: true });
        expect(await sim.win(who, { txId: `${r1}W`, betTxId: `${r1}B`, roundId: r1, amount: 400 })).toMatchObject({
          ok: true,
          balance: String(p.start + 250n),
        });
        await sim.bet(who, { txId: `${r2}B`, roundId: r2, gameCode: p.gameCode, amount: 100 });
        expect(await sim.endRound(who, { txId: `${r2}E`, roundId: r2 })).toMatchObject({ ok: true, balance: String(p.start + 150n) });
        // The lost round is settled: its bet can no longer be rolled back.
        expect(await sim.rollback(who, { txId: `${r2}R`, betTxId: `${r2}B`, roundId: r2 })).toMatchObject({
          ok: false,
          code: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
        });
        await sim.bet(who, { txId: `${r3}B`, roundId: r3, gameCode: p.gameCode, amount: 100 });
        expect(await sim.rollback(who, { txId: `${r3}R`, betTxId: `${r3}B`, roundId: r3 })).toMatchObject({
          ok: true,
          balance: String(p.start + 150n),
        });
        expect(await sim.bet(who, { txId: k.uuid(), roundId: k.uuid(), gameCode: p.gameCode, amount: 1_000_000_000 })).toMatchObject({
          ok: false,
          code: 'RS_ERROR_NOT_ENOUGH_MONEY',
        });
        expect(await k.ledger(p)).toBe(p.start + 150n);
      } finally {
        sim.close();
      }
    });
  });

  describe(`${label}: launch through ${k.dialect.launchPath}`, () => {
    let server: http.Server;
    let base = '';
    beforeAll(async () => {
      server = http.createServer((req, res) => {
        let raw = '';
        req.on('data', (c) => {
          raw += c;
        });
        req.on('end', async () => {
          const headers = Object.fromEntries(Object.entries(req.headers).map(([h, v]) => [h, Array.isArray(v) ? v.join(',') : v]));
          const reply = await o.sim.vendorApi!(
            { method: req.method ?? 'GET', path: req.url ?? '/', headers, rawBody: raw, query: {} },
            {
              operatorUrl: 'http://unused',
              vendor: k.vendor,
              merchantCode: 'DEMO',
              settings: { operatorId: '42' },
              secrets: {},
              playUrl: (q) =>
                `https://studio.test/v/${k.vendor}/play?game=${q.game}&token=${q.token}&currency=${q.currency}&lang=${q.lang}`,
            },
          );
          // The vendor's own answers are held to its schema too.
          expect(answerErrors(rgsSchemas[k.protocol], `POST ${k.dialect.launchPath}`, reply.status, reply.body)).toEqual([]);
          res.writeHead(reply.status, reply.headers).end(reply.body);
        });
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((r) => server.close(() => r())));

    const launch = async (operatorPrivateKey: string) => {
      await configureProtocol(t, {
        vendor: k.vendor,
        protocol: k.protocol,
        settings: { apiBaseUrl: base, operatorId: '42' },
        secrets: { vendorPublicKey: k.keys.vendor.publicKey, operatorPrivateKey },
      });
      const p = await P(k);
      const res = await t.app.inject({ url: `/wps/game/launchGame?nodeId=${p.nodeId}&accountType=1`, headers: p.headers });
      return { p, res };
    };

    it('opens the url the vendor answers a request signed with the operator key', async () => {
      const { p, res } = await launch(k.keys.operator.privateKey);
      expect(res.statusCode, res.body).toBe(200);
      const url = new URL(res.json().value.content.game_url);
      expect(url.origin).toBe('https://studio.test');
      expect(url.searchParams.get('game')).toBe(p.gameCode);
      expect(url.searchParams.get('currency')).toBe('PKR');
      expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    });

    it('shows the game as under maintenance when the vendor refuses the signature', async () => {
      const { res } = await launch(k.keys.vendor.privateKey);
      expect(res.json()).toMatchObject({ success: false, code: 'game.vendor_maintenance' });
    });
  });
};
