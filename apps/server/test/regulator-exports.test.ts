import { createHash, createPublicKey, verify } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { signGatewayBody } from '../src/modules/deposits';
import { createRegulatorService } from '../src/modules/regulator';
import { createReportsPlain } from '../src/modules/reports/reports-plain.repo';
import { createSeamlessService } from '../src/modules/vendors';
import { demoGatewaySecret } from '../src/seed/wallet';
import { OPS, appForFile, signIn } from './harness';
import { protectionCalls } from './protection-helpers';
import { player } from './seamless-helpers';
import { bearer, staffClient } from './staff-helpers';

/**
 * Regulator exports (issue 32): each kind's rows are exactly what the test made through the real paths (a gateway
 * deposit and a withdrawal, limit changes and a self-exclusion, house rounds); the signature file verifies with the
 * merchant's public key and fails on a changed byte; refusals are coded and audited.
 */
const t = appForFile();
const p = protectionCalls(t);
const staff = staffClient(t);
const DAY = 86_400_000;
const from = new Date(Date.now() - DAY).toISOString().slice(0, 10);
const to = new Date(Date.now() + DAY).toISOString().slice(0, 10);
const reason = 'quarterly regulator return';
const base = '/ops/v1/merchants/DEMO/regulator-exports';

const get = (url: string, headers: Record<string, string> = OPS) => t.app.inject({ method: 'GET', url, headers });
const exportUrl = (kind: string, extra: Record<string, string> = {}) =>
  `${base}/${kind}?${new URLSearchParams({ from, to, reason, ...extra })}`;
/** The CSV's rows as objects by the header's names (RFC 4180: quoted cells, doubled quotes, CRLF). */
const rowsOfCsv = (csv: string) => {
  const lines: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i];
    if (quoted && c === '"' && csv[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\r' && csv[i + 1] === '\n') {
      lines.push([...cells, cell]);
      cells = [];
      cell = '';
      i++;
    } else cell += c;
  }
  const [names = [], ...rows] = lines;
  return rows.map((l) => Object.fromEntries(l.map((v, i) => [names[i], v])) as Record<string, string>);
};
const q = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await t.dbHandle.db.execute(text));
const isoOf = (v: unknown) => new Date(String(v)).toISOString();

const webhook = (body: object) => {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/wps/pay/webhook',
    headers: { 'content-type': 'application/json', 'x-signature': signGatewayBody(demoGatewaySecret, raw) },
    payload: raw,
  });
};
/** A gateway deposit of `amount` (decimal text) paid and credited through the signed webhook. */
const deposit = async (who: { headers: Record<string, string> }, amount: string) => {
  const d = (await p.gatewayDeposit(who, amount)).value;
  const orderId = d.payUrl.split('/').pop();
  const minor = String(Math.round(Number(amount) * 100));
  expect((await webhook({ orderId, status: 'SUCCESS', amount: minor })).json().value.status).toBe('CREDITED');
  return Number(orderId.replace(/\D/g, '')) || orderId;
};

describe('regulator exports', () => {
  it('large transactions: the deposits, withdrawals, stakes and payouts at or above the threshold, and nothing below', async () => {
    const a = await signIn(t);
    await deposit(a, '150000.00');
    await deposit(a, '1000.00');
    await p.call(a, 'PUT', '/wps/member/paymentPassword', { newPassword: '135790' });
    const payee = (
      await p.call(a, 'POST', '/wps/member/payee', { bankName: 'HBL', accountNo: `5${Date.now()}`, payeeName: 'A Khan' })
    ).json().value.list[0].id;
    const w = await p.call(a, 'POST', '/wps/withdrawal', {
      payeeId: payee,
      amount: '150000.00',
      paymentPassword: '135790',
      requestId: `w${Date.now()}`,
    });
    expect(w.json().code, w.body).toBeNull();

    const res = await get(exportUrl('large-transactions', { threshold: '15000000' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="large-transactions-DEMO-${from}-${to}.csv"`);
    const mine = rowsOfCsv(res.body).filter((r) => r.account === a.member.account);
    const d = await q<{ id: string; created_at: string }>(
      sql`SELECT id::text, created_at FROM deposits WHERE member_id = ${a.member.id} AND amount = 15000000`,
    );
    const wd = await q<{ id: string; created_at: string; status: string }>(
      sql`SELECT id::text, created_at, status FROM withdrawals WHERE member_id = ${a.member.id}`,
    );
    expect(mine).toEqual([
      {
        type: 'DEPOSIT',
        reference: d[0]?.id,
        time_utc: isoOf(d[0]?.created_at),
        time_merchant: expect.stringMatching(/\+05:00$/),
        account: a.member.account,
        member_id: String(a.member.id),
        amount_minor: '15000000',
        amount: '150000.00',
        currency: 'PKR',
        status: 'CREDITED',
        channel_or_vendor: 'FASTPAY',
        game_code: '',
        round_id: '',
      },
      expect.objectContaining({ type: 'WITHDRAWAL', reference: wd[0]?.id, amount_minor: '15000000', status: wd[0]?.status }),
    ]);
    // The merchant's wall clock is the same instant, in Karachi's zone.
    expect(Date.parse(mine[0]?.time_merchant ?? '')).toBe(Date.parse(mine[0]?.time_utc ?? ''));

    // The profile's default (EUR 2,000 at 300 PKR) is above both: neither is listed.
    const byDefault = rowsOfCsv((await get(exportUrl('large-transactions'))).body).filter((r) => r.account === a.member.account);
    expect(byDefault).toEqual([]);

    // A house round's stake and payout are single stakes and payouts: listed at a threshold they reach.
    const h = await player(t, 100_000n);
    const round = (await playHouse(h)).json().value;
    const low = rowsOfCsv((await get(exportUrl('large-transactions', { threshold: '1' }))).body).filter(
      (r) => r.account === h.member.account,
    );
    const houseRows = [
      ['STAKE', `HR${round.roundId}B`, round.stake, 'HOUSE', `HR${round.roundId}`],
      ...(BigInt(round.payout) > 0n ? [['PAYOUT', `HR${round.roundId}B`, round.payout, 'HOUSE', `HR${round.roundId}`]] : []),
    ];
    expect(low.map((r) => [r.type, r.reference, r.amount_minor, r.channel_or_vendor, r.round_id])).toEqual(houseRows);

    // A vendor's credit with no bet (a jackpot, issue 34) is a payout of its own: listed at a threshold it reaches, and
    // in the reports' GGR as a payout with no bet, in the aggregates and in the plain query alike.
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Karachi' });
    const ggrHouse = async () => {
      const drained = await t.app.inject({ method: 'POST', url: '/ops/v1/events/consumers/reports.rollup/drain', headers: OPS });
      expect(drained.statusCode, drained.body).toBe(200);
      const res = await get(`/ops/v1/merchants/DEMO/reports/ggr?from=${today}&to=${today}&groupBy=vendor&tz=Asia/Karachi`);
      const agg = res.json().value.rows.find((r: { key: string }) => r.key === 'HOUSE')?.values ?? {};
      const start = new Date(Date.parse(`${today}T00:00:00Z`) - 5 * 3_600_000);
      const merchantId = (await q<{ id: number }>(sql`SELECT id FROM merchants WHERE code = 'DEMO'`))[0]!.id;
      const plain = (
        await createReportsPlain(t.dbHandle.db).ggr(
          { merchantId, start, end: new Date(start.getTime() + DAY), tz: 'Asia/Karachi' },
          'vendor',
        )
      ).find((r) => r.key === 'HOUSE');
      const cols = ['bets', 'stake', 'payout', 'ggr'] as const;
      const pick = (v: Record<string, string> | undefined) => Object.fromEntries(cols.map((c) => [c, v?.[c] ?? '0']));
      expect(pick(agg), 'the aggregates equal the plain query').toEqual(pick(plain));
      return pick(plain);
    };
    const before = await ggrHouse();
    const jackpot = `jp-${Date.now()}`;
    await createSeamlessService({ db: t.dbHandle.db }).credit('HOUSE', {
      token: h.gameToken,
      txId: jackpot,
      amount: '2500000',
      reason: 'JACKPOT',
    });
    const withCredit = rowsOfCsv((await get(exportUrl('large-transactions', { threshold: '2500000' }))).body).filter(
      (r) => r.account === h.member.account,
    );
    expect(withCredit.map((r) => [r.type, r.reference, r.amount_minor, r.status, r.channel_or_vendor, r.round_id])).toEqual([
      ['PAYOUT', jackpot, '2500000', 'SETTLED', 'HOUSE', ''],
    ]);
    const above = rowsOfCsv((await get(exportUrl('large-transactions', { threshold: '2500001' }))).body);
    expect(above.filter((r) => r.reference === jackpot)).toEqual([]);
    const after = await ggrHouse();
    expect(after).toEqual({
      bets: before.bets,
      stake: before.stake,
      payout: String(BigInt(before.payout ?? '0') + 2_500_000n),
      ggr: String(BigInt(before.ggr ?? '0') - 2_500_000n),
    });
  });

  it('rg events: every limit change with before and after, requested and effective times, and the self-exclusion', async () => {
    const b = await signIn(t);
    await p.setLimit(b, 'deposit', 'day', '500000');
    await p.setLimit(b, 'deposit', 'day', '300000');
    await p.setLimit(b, 'deposit', 'day', '800000');
    expect((await p.exclude(b, 6)).code).toBeNull();
    const history = await q<{ id: string; kind: string; at: string; detail: Record<string, string> }>(
      sql`SELECT id::text, kind, at, detail FROM protection_history WHERE member_id = ${b.member.id} ORDER BY id`,
    );
    expect(history.map((h) => h.kind)).toEqual(['LIMIT_SET', 'LIMIT_DECREASED', 'LIMIT_PENDING', 'EXCLUSION']);
    const [set, decreased, pending, excluded] = history;
    const res = await get(exportUrl('rg-events'));
    expect(res.statusCode, res.body).toBe(200);
    const mine = rowsOfCsv(res.body)
      .filter((r) => r.account === b.member.account)
      .map(({ requested_at_merchant, effective_at_merchant, ends_at_merchant, ...r }) => r);
    const limit = (h: typeof set, event: string, before: string, after: string, effective: string) => ({
      event_id: h?.id,
      event,
      account: b.member.account,
      member_id: String(b.member.id),
      requested_at_utc: isoOf(h?.at),
      effective_at_utc: effective,
      ends_at_utc: '',
      limit_kind: 'deposit',
      limit_period: 'day',
      unit: 'PKR',
      before,
      after,
      actor: 'PLAYER',
      details: '',
    });
    expect(mine).toEqual([
      limit(set, 'LIMIT_SET', '', '500000', isoOf(set?.at)),
      limit(decreased, 'LIMIT_DECREASED', '500000', '300000', isoOf(decreased?.at)),
      // An increase waits the profile's cooling-off (24 hours) before it may take effect.
      limit(pending, 'LIMIT_INCREASE_REQUESTED', '300000', '800000', new Date(Date.parse(isoOf(pending?.at)) + DAY).toISOString()),
      {
        event_id: excluded?.id,
        event: 'SELF_EXCLUSION',
        account: b.member.account,
        member_id: String(b.member.id),
        requested_at_utc: isoOf(excluded?.at),
        effective_at_utc: isoOf(excluded?.at),
        ends_at_utc: isoOf(excluded?.detail.until),
        limit_kind: '',
        limit_period: '',
        unit: '',
        before: '',
        after: '',
        actor: 'PLAYER',
        details: '{"months":6}',
      },
    ]);
  });

  it('game integrity: each finished round with its seeds, and whether the revealed seed hashes to its commitment', async () => {
    const h = await player(t, 100_000n);
    const first = (await playHouse(h)).json().value;
    const second = (await playHouse(h)).json().value;
    // A seed changed after the fact no longer hashes to what the player was shown.
    await t.dbHandle.db.execute(sql`UPDATE house_rounds SET server_seed = ${'00'.repeat(32)} WHERE id = ${second.roundId}`);
    const res = await get(exportUrl('game-integrity'));
    expect(res.statusCode, res.body).toBe(200);
    const mine = rowsOfCsv(res.body).filter((r) => r.account === h.member.account);
    expect(mine.map((r) => r.round_id)).toEqual([`HR${first.roundId}`, `HR${second.roundId}`]);
    expect(mine[0]).toMatchObject({
      game_code: 'HOUSE_SLOT',
      status: 'PLAYED',
      stake_minor: first.stake,
      payout_minor: first.payout,
      server_seed_hash: first.fairness.serverSeedHash,
      server_seed: first.fairness.serverSeed,
      client_seed: first.fairness.clientSeed,
      nonce: String(first.fairness.nonce),
      hash_matches: 'true',
      outcome_matches: 'true',
    });
    expect(mine[1]).toMatchObject({ server_seed: '00'.repeat(32), hash_matches: 'false', outcome_matches: 'false' });
  });

  it('the signature file: Ed25519 over the exact CSV and a signed manifest; a changed byte fails; a re-export verifies the same', async () => {
    const overview = (await get(base)).json().value;
    const pem = await get('/ops/v1/merchants/DEMO/regulator-key');
    expect(pem.body).toBe(overview.key.publicKeyPem);
    const key = createPublicKey(pem.body);
    expect(
      createHash('sha256')
        .update(key.export({ type: 'spki', format: 'der' }))
        .digest('hex'),
    ).toBe(overview.key.fingerprint);

    const csv = (await get(exportUrl('game-integrity'))).rawPayload;
    const sigRes = await get(`${base}/game-integrity/signature?${new URLSearchParams({ from, to, reason })}`);
    expect(sigRes.statusCode, sigRes.body).toBe(200);
    expect(sigRes.headers['content-disposition']).toBe(`attachment; filename="game-integrity-DEMO-${from}-${to}.csv.sig"`);
    const sig = sigRes.body;
    const field = (name: string) => sig.match(new RegExp(`^${name}: (.*)$`, 'm'))?.[1] ?? '';
    expect(sig.split('\n')[0]).toBe('wl-regulator-export/1');
    expect({ merchant: field('merchant'), kind: field('kind'), from: field('from'), to: field('to'), key: field('key-id') }).toEqual({
      merchant: 'DEMO',
      kind: 'game-integrity',
      from,
      to,
      key: overview.key.keyId,
    });
    expect(field('sha256')).toBe(createHash('sha256').update(csv).digest('hex'));
    expect(Number(field('rows'))).toBe(rowsOfCsv(csv.toString()).length);
    expect(field('time-zone')).toBe('Asia/Karachi');

    const csvSig = Buffer.from(field('csv-signature'), 'base64');
    expect(verify(null, csv, key, csvSig)).toBe(true);
    const changed = Buffer.from(csv);
    changed[changed.length - 3] = (changed[changed.length - 3] ?? 0) ^ 1;
    expect(verify(null, changed, key, csvSig)).toBe(false);
    const signed = sig.slice(0, sig.indexOf('manifest-signature: '));
    expect(verify(null, Buffer.from(signed), key, Buffer.from(field('manifest-signature'), 'base64'))).toBe(true);
    expect(
      verify(null, Buffer.from(signed.replace(`to: ${to}`, `to: ${from}`)), key, Buffer.from(field('manifest-signature'), 'base64')),
    ).toBe(false);

    // The same range and data give the same bytes, however many pages they are read in; the key is made once.
    expect((await get(exportUrl('game-integrity'))).rawPayload.equals(csv)).toBe(true);
    const demoId = (await q<{ id: number }>(sql`SELECT id FROM merchants WHERE code = 'DEMO'`))[0]?.id as number;
    const small = createRegulatorService({ db: t.dbHandle.db, now: () => new Date(), pageSize: 3 });
    for (const kind of ['game-integrity', 'rg-events', 'large-transactions'] as const) {
      const whole = (await get(exportUrl(kind, kind === 'large-transactions' ? { threshold: '1' } : {}))).rawPayload;
      const parts: Buffer[] = [];
      const file = await small.csv(demoId, kind, { from, to, reason, ...(kind === 'large-transactions' ? { threshold: '1' } : {}) });
      for await (const c of file.chunks) parts.push(c);
      expect(rowsOfCsv(whole.toString()).length).toBeGreaterThan(3);
      expect(Buffer.concat(parts).equals(whole)).toBe(true);
    }
    expect((await get(base)).json().value.key.keyId).toBe(overview.key.keyId);

    // openssl verifies it as the page tells a regulator to (where openssl is installed).
    let openssl = true;
    try {
      execFileSync('openssl', ['version']);
    } catch {
      openssl = false;
    }
    if (openssl) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'regulator-'));
      fs.writeFileSync(path.join(dir, 'e.csv'), csv);
      fs.writeFileSync(path.join(dir, 'e.csv.sig'), sig);
      fs.writeFileSync(path.join(dir, 'k.pem'), pem.body);
      const cmd =
        "grep '^csv-signature: ' e.csv.sig | cut -d' ' -f2 | openssl base64 -d -A > e.csv.sig.bin && openssl pkeyutl -verify -pubin -inkey k.pem -rawin -in e.csv -sigfile e.csv.sig.bin";
      expect(execFileSync('sh', ['-c', cmd], { cwd: dir }).toString()).toContain('Signature Verified Successfully');
      fs.writeFileSync(path.join(dir, 'e.csv'), changed);
      expect(() => execFileSync('sh', ['-c', cmd], { cwd: dir, stdio: 'pipe' })).toThrow();
      fs.rmSync(dir, { recursive: true });
    }
  });

  it('the default threshold comes from the jurisdiction profile, converted to the merchant’s currency', async () => {
    const demo = (await get(base)).json().value;
    expect(demo.threshold).toEqual({ profile: 'UK', amount: '60000000', source: { amount: '200000', currency: 'EUR', rate: '300' } });
    expect(demo).toMatchObject({ zone: 'Asia/Karachi', currency: 'PKR', kinds: ['large-transactions', 'rg-events', 'game-integrity'] });
    const acme = (await get('/ops/v1/merchants/ACME/regulator-exports')).json().value;
    expect(acme.threshold).toEqual({ profile: 'MT', amount: '220000', source: { amount: '200000', currency: 'EUR', rate: '1.10' } });
    expect(acme.key.keyId).not.toBe(demo.key.keyId);
  });

  it('refuses an export without a reason or with a bad range (coded, and audited as refused)', async () => {
    const noReason = await get(`${base}/rg-events?${new URLSearchParams({ from, to })}`);
    expect([noReason.statusCode, noReason.json().code]).toEqual([400, 'regulator.reason_required']);
    const short = await get(`${base}/rg-events?${new URLSearchParams({ from, to, reason: ' a ' })}`);
    expect(short.json().code).toBe('regulator.reason_required');
    expect((await get(exportUrl('rg-events', { from: to, to: from }))).json().code).toBe('regulator.range_invalid');
    expect((await get(exportUrl('rg-events', { from: '2026-01-01', to: '2026-06-30' }))).json().code).toBe('regulator.range_invalid');
    expect((await get(exportUrl('rg-events', { from: '2026-02-30' }))).json().code).toBe('regulator.range_invalid');
    const sigNoReason = await get(`${base}/rg-events/signature?${new URLSearchParams({ from, to })}`);
    expect(sigNoReason.json().code).toBe('regulator.reason_required');
    const audit = await q<{ action: string; payload: Record<string, unknown> }>(
      sql`SELECT action, payload FROM ops_audit_log WHERE action LIKE 'regulator.%' ORDER BY id`,
    );
    expect(audit.map((r) => r.payload.outcome)).toEqual(expect.arrayContaining(['regulator.reason_required', 'regulator.range_invalid']));
    // Each export that went through is on the record with its reason and the threshold it used.
    expect(audit).toContainEqual({
      action: 'regulator.export',
      payload: { kind: 'large-transactions', from, to, threshold: '60000000', reason, outcome: 'ok' },
    });
    const recent = (await get(base)).json().value.recent;
    expect(recent[0]).toMatchObject({ action: 'signature', kind: 'rg-events', reason: '', outcome: 'regulator.reason_required' });
    expect(recent.some((r: { action: string; reason: string; outcome: string }) => r.reason === reason && r.outcome === 'ok')).toBe(true);
  });

  it('refuses staff without reports.export and another merchant’s staff; finance takes it for its own merchant', async () => {
    const risk = await staff.signIn('risk');
    for (const url of [base, exportUrl('game-integrity'), '/ops/v1/merchants/DEMO/regulator-key']) {
      const res = await get(url, bearer(risk.token));
      expect([res.statusCode, res.json().code]).toEqual([403, 'ops.forbidden']);
    }
    const acme = await staff.signIn('admin', undefined, 'ACME');
    const other = await get(exportUrl('game-integrity'), bearer(acme.token));
    expect([other.statusCode, other.json().code]).toEqual([403, 'ops.forbidden']);
    const own = await get(
      `/ops/v1/merchants/ACME/regulator-exports/game-integrity?${new URLSearchParams({ from, to, reason })}`,
      bearer(acme.token),
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(rowsOfCsv(own.body).every((r) => r.played_at_merchant?.endsWith('+00:00'))).toBe(true);
    const finance = await staff.signIn('finance');
    const ok = await get(exportUrl('rg-events'), bearer(finance.token));
    expect(ok.statusCode, ok.body).toBe(200);
    const refused = await q<{ actor: string }>(
      sql`SELECT actor FROM ops_audit_log WHERE action = 'regulator.export' AND payload->>'outcome' = 'ops.forbidden'`,
    );
    expect(refused.map((r) => r.actor)).toEqual(expect.arrayContaining([expect.stringContaining('risk')]));
  });
});

function playHouse(h: Awaited<ReturnType<typeof player>>) {
  return t.app.inject({
    method: 'POST',
    url: '/wps/house/play',
    headers: { ...h.headers, 'content-type': 'application/json' },
    payload: { token: h.gameToken, clientSeed: `reg-${h.member.id}`, bet: { game: 'slot', stake: 100, lines: 20 } },
  });
}
