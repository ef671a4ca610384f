// @module-tag pglite: this file also runs on the embedded database when the full suite runs on PostgreSQL.
import { describe, expect, it } from 'vitest';
import { H, OPS, agentTree, appForFile, fund, signIn } from './harness';

const t = appForFile();

type Who = { headers: Record<string, string> };
const get = (who: Who, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
const post = (who: Who, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload: payload as object });
const balanceOf = async (who: Who) => (await get(who, '/wps/v2/wallets/balance')).json().value.balance[0].availBalance as string;
let n = 0;
const rid = () => `req-${Date.now()}-${n++}`;

describe('balance calls', () => {
  it('needs a session, and answers sumBalance with one entry per wallet', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: H() })).statusCode).toBe(401);
    const a = await signIn(t);
    await fund(t, a.member, 123_456n);
    const v = (await get(a, '/wps/v2/wallets/balance?typeId=0')).json().value;
    expect(v).toMatchObject({ sumBalance: '123456', currencySymbol: 'Rs', decimals: 2 });
    expect(v.balance.map((w: { wallet: string }) => w.wallet)).toEqual(['MAIN', 'SV3', 'IMES']);
    const c = (await get(a, '/wps/member/info/funds/consolidated')).json().value;
    expect(c).toMatchObject({ balance: '123456', mainBalance: '123456', pendingWithdrawal: '0', currencySymbol: 'Rs' });
  });

  it('merchant wallet setting per merchant: DEMO uses transfer wallets, ACME one shared wallet', async () => {
    expect((await get(await signIn(t), '/wps/relay/GCS_merchantWallet')).json().value).toEqual({
      isSingle: false,
      vendors: ['SV3', 'IMES'],
    });
    const acme = await signIn(t, { merchant: 'ACME' });
    expect((await get(acme, '/wps/relay/GCS_merchantWallet')).json().value).toEqual({ isSingle: true, vendors: [] });
    expect((await get(acme, '/wps/v2/wallets/balance')).json().value.balance).toHaveLength(1);
  });
});

describe('wallet names', () => {
  it('names each vendor wallet once, as the history names it, in the asked language; the main wallet by the site', async () => {
    const a = await signIn(t);
    await fund(t, a.member, 10_000n);
    await post(a, '/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'SV3', amount: '1', requestId: rid() });
    for (const [language, sv3, imes] of [
      ['EN', 'SV388', 'IM Esports'],
      ['UR', 'ایس وی 388', 'آئی ایم ای اسپورٹس'],
    ]) {
      const as = { headers: { ...a.headers, language: language as string } };
      const wallets = (await get(as, '/wps/v2/wallets/balance')).json().value.balance as { wallet: string; name: string | null }[];
      expect(wallets.map((w) => [w.wallet, w.name])).toEqual([
        ['MAIN', null],
        ['SV3', sv3],
        ['IMES', imes],
      ]);
      const history = (await get(as, '/wps/relay/ODSFE2_MemTransDet?type=TRANSFER&range=today')).json().value.list;
      expect(history.find((r: { wallet: string }) => r.wallet === 'SV3').walletName).toBe(sv3);
    }
  });
});

describe('GCS_walletTransfer (FUNDTRANS3)', () => {
  it('moves funds to a vendor wallet and back; the sum stays the same', async () => {
    const a = await signIn(t);
    await fund(t, a.member, 10_000n);
    const res = await post(a, '/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'SV3', amount: '30.00', requestId: rid() });
    expect(res.json()).toMatchObject({ success: true, value: { balance: '7000', replayed: false } });
    await post(a, '/wps/relay/GCS_walletTransfer', { from: 'SV3', to: 'MAIN', amount: 10, requestId: rid() });
    const v = (await get(a, '/wps/v2/wallets/balance')).json().value;
    expect(v.sumBalance).toBe('10000');
    expect(v.balance.find((w: { wallet: string }) => w.wallet === 'SV3').availBalance).toBe('2000');
  });

  it('refuses unknown vendors, vendor-to-vendor, and merchants with a single wallet', async () => {
    const a = await signIn(t);
    await fund(t, a.member, 10_000n);
    for (const body of [
      { from: 'MAIN', to: 'NOPE' },
      { from: 'SV3', to: 'IMES' },
      { from: 'MAIN', to: 'MAIN' },
    ]) {
      const res = await post(a, '/wps/relay/GCS_walletTransfer', { ...body, amount: '1', requestId: rid() });
      expect(res.json().code, JSON.stringify(body)).toBe('wallet.vendor_wallet_unavailable');
    }
    const acme = await signIn(t, { merchant: 'ACME' });
    await fund(t, acme.member, 1_000n);
    expect(
      (await post(acme, '/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'SV3', amount: '1', requestId: rid() })).json().code,
    ).toBe('wallet.vendor_wallet_unavailable');
    expect(await balanceOf(a)).toBe('10000');
  });

  it('is switched off with FUNDTRANS3', async () => {
    const a = await signIn(t);
    await t.app.inject({ method: 'PUT', url: '/ops/v1/merchants/DEMO/modules/FUNDTRANS3', headers: OPS, payload: { enabled: false } });
    const res = await post(a, '/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'SV3', amount: '1', requestId: rid() });
    await t.app.inject({ method: 'PUT', url: '/ops/v1/merchants/DEMO/modules/FUNDTRANS3', headers: OPS, payload: { enabled: true } });
    expect(res.json().code).toBe('function.not.available');
  });
});

describe('transfers in the agent tree', () => {
  it('a member and an agent transfer to their upline', async () => {
    const { agent, m1, sub } = await agentTree(t);
    await fund(t, m1.member, 5_000n);
    await fund(t, sub.member, 5_000n);
    expect((await post(m1, '/wps/wallet/transfer/upline', { amount: '12.50', requestId: rid() })).json().value.balance).toBe('3750');
    expect(
      (await post(sub, '/wps/wallet/transfer/upline', { amount: '10', requestId: rid(), toAccount: agent.member.account })).statusCode,
    ).toBe(200);
    expect(await balanceOf(agent)).toBe('2250');
  });

  it('an agent transfers to downlines anywhere in its own subtree, several at once', async () => {
    const { agent, m1, sub, m2 } = await agentTree(t);
    await fund(t, agent.member, 100_000n);
    const one = await post(agent, '/wps/wallet/transfer/downline', {
      requestId: rid(),
      transfers: [{ account: m2.member.account, amount: '5' }],
    });
    expect(one.json().value.balance).toBe('99500');
    const many = await post(agent, '/wps/wallet/transfer/downline', {
      requestId: rid(),
      transfers: [
        { account: m1.member.account, amount: '1.00' },
        { account: m2.member.account, amount: '2.00' },
      ],
    });
    expect(many.json().value.balance).toBe('99200');
    expect(await balanceOf(m1)).toBe('100');
    expect(await balanceOf(m2)).toBe('700');
    const list = (await get(agent, '/wps/wallet/downline')).json().value.list.map((x: { account: string }) => x.account);
    expect(list.sort()).toEqual([m1.member.account, sub.member.account, m2.member.account].sort());
  });

  it('several downlines at once need AGENTRANSMULTDOWN3', async () => {
    const { agent, m1, m2 } = await agentTree(t);
    await fund(t, agent.member, 10_000n);
    await t.app.inject({
      method: 'PUT',
      url: '/ops/v1/merchants/DEMO/modules/AGENTRANSMULTDOWN3',
      headers: OPS,
      payload: { enabled: false },
    });
    const body = {
      requestId: rid(),
      transfers: [
        { account: m1.member.account, amount: '1' },
        { account: m2.member.account, amount: '1' },
      ],
    };
    const res = await post(agent, '/wps/wallet/transfer/downline', body);
    const single = await post(agent, '/wps/wallet/transfer/downline', {
      requestId: rid(),
      transfers: [{ account: m1.member.account, amount: '1' }],
    });
    await t.app.inject({
      method: 'PUT',
      url: '/ops/v1/merchants/DEMO/modules/AGENTRANSMULTDOWN3',
      headers: OPS,
      payload: { enabled: true },
    });
    expect(res.json().code).toBe('function.not.available');
    expect(single.statusCode).toBe(200);
  });

  it('refuses self, non-upline, another agent’s downline, another merchant’s member, and non-agents', async () => {
    const { agent, m1, sub, other, otherMember } = await agentTree(t);
    const acme = await signIn(t, { merchant: 'ACME' });
    for (const w of [agent, m1, sub]) await fund(t, w.member, 10_000n);
    const cases: [Who, string, unknown, string][] = [
      [m1, '/wps/wallet/transfer/upline', { amount: '1', requestId: rid(), toAccount: m1.member.account }, 'wallet.transfer_self'],
      [m1, '/wps/wallet/transfer/upline', { amount: '1', requestId: rid(), toAccount: other.member.account }, 'wallet.not_upline'],
      [m1, '/wps/wallet/transfer/upline', { amount: '1', requestId: rid(), toAccount: acme.member.account }, 'wallet.not_upline'],
      [agent, '/wps/wallet/transfer/upline', { amount: '1', requestId: rid() }, 'wallet.no_upline'],
      [
        agent,
        '/wps/wallet/transfer/downline',
        { requestId: rid(), transfers: [{ account: agent.member.account, amount: '1' }] },
        'wallet.transfer_self',
      ],
      [
        agent,
        '/wps/wallet/transfer/downline',
        { requestId: rid(), transfers: [{ account: otherMember.member.account, amount: '1' }] },
        'wallet.not_downline',
      ],
      [
        agent,
        '/wps/wallet/transfer/downline',
        { requestId: rid(), transfers: [{ account: acme.member.account, amount: '1' }] },
        'wallet.not_downline',
      ],
      [
        sub,
        '/wps/wallet/transfer/downline',
        { requestId: rid(), transfers: [{ account: m1.member.account, amount: '1' }] },
        'wallet.not_downline',
      ],
      [
        m1,
        '/wps/wallet/transfer/downline',
        { requestId: rid(), transfers: [{ account: agent.member.account, amount: '1' }] },
        'wallet.agent_only',
      ],
      [m1, '/wps/wallet/downline', null, 'wallet.agent_only'],
    ];
    for (const [who, url, body, code] of cases) {
      const res = body === null ? await get(who, url) : await post(who, url, body);
      expect(res.statusCode, `${url} ${code}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${url} ${code}`).toBeLessThan(500);
      expect(res.json().code, `${url} ${JSON.stringify(body)}`).toBe(code);
    }
    for (const w of [agent, m1, sub]) expect(await balanceOf(w)).toBe('10000');
    expect(await balanceOf(other)).toBe('0');
  });

  it('bad amounts are coded 4xx and move nothing', async () => {
    const { m1 } = await agentTree(t);
    await fund(t, m1.member, 10_000n);
    const bad: [unknown, string][] = [
      ['-5', 'wallet.amount_invalid'],
      ['0', 'wallet.amount_invalid'],
      [0, 'wallet.amount_invalid'],
      ['1.001', 'wallet.amount_invalid'],
      [0.001, 'wallet.amount_invalid'],
      ['abc', 'wallet.amount_invalid'],
      ['1; DROP TABLE ledger_postings;--', 'wallet.amount_invalid'],
      ['99999999999999999999999', 'wallet.amount_invalid'],
      [1e300, 'wallet.amount_invalid'],
      ['1e3', 'wallet.amount_invalid'],
      ['٣', 'wallet.amount_invalid'],
      // A comma is never guessed away: "0,01" is not 1.00 and "10,50" is not 1050.00.
      ['0,01', 'wallet.amount_invalid'],
      ['10,50', 'wallet.amount_invalid'],
      ['1,000', 'wallet.amount_invalid'],
      ['1.2.3', 'wallet.amount_invalid'],
      [null, 'request_param_err'],
      [{ v: 1 }, 'request_param_err'],
      ['200.01', 'wallet.insufficient_funds'],
    ];
    for (const [amount, code] of bad) {
      const res = await post(m1, '/wps/wallet/transfer/upline', { amount, requestId: rid() });
      expect(res.json().code, JSON.stringify(amount)).toBe(code);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect((await post(m1, '/wps/wallet/transfer/upline', { amount: '1' })).json().code).toBe('request_param_err');
    expect((await post(m1, '/wps/wallet/transfer/upline', { amount: '1', requestId: "x'--" })).json().code).toBe('request_param_err');
    expect(await balanceOf(m1)).toBe('10000');
  });

  it('a replayed request id answers the first result; the same id with another body is refused', async () => {
    const { m1, agent } = await agentTree(t);
    await fund(t, m1.member, 10_000n);
    const id = rid();
    const first = (await post(m1, '/wps/wallet/transfer/upline', { amount: '10', requestId: id })).json().value;
    const again = (await post(m1, '/wps/wallet/transfer/upline', { amount: '10', requestId: id })).json().value;
    expect(again).toMatchObject({ transferId: first.transferId, replayed: true, balance: '9000' });
    const changed = await post(m1, '/wps/wallet/transfer/upline', { amount: '11', requestId: id });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('ledger.idempotency_conflict');
    expect(await balanceOf(agent)).toBe('1000');
  });
});

describe('transaction history (ODSFE2_MemTransDet)', () => {
  it('filters by type and date and pages, newest first', async () => {
    const { m1 } = await agentTree(t);
    await fund(t, m1.member, 10_000n);
    for (let i = 0; i < 5; i++) await post(m1, '/wps/wallet/transfer/upline', { amount: '1', requestId: rid() });
    await post(m1, '/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'IMES', amount: '2', requestId: rid() });
    const page1 = (await get(m1, '/wps/relay/ODSFE2_MemTransDet?type=ALL&range=today&pageNo=1&pageSize=3')).json().value;
    expect(page1).toMatchObject({ total: 8, totalPages: 3, pageNo: 1 });
    expect(page1.list[0]).toMatchObject({ kind: 'WALLET_TRANSFER', type: 'TRANSFER' });
    const deposits = (await get(m1, '/wps/relay/ODSFE2_MemTransDet?type=DEPOSIT&range=7d')).json().value;
    expect(deposits.list).toHaveLength(1);
    expect(deposits.list[0]).toMatchObject({ amount: '10000', balanceBefore: '0', balanceAfter: '10000' });
    expect((await get(m1, '/wps/relay/ODSFE2_MemTransDet?type=TRANSFER&range=30d&pageSize=100')).json().value.total).toBe(7);
    expect((await get(m1, '/wps/relay/ODSFE2_MemTransDet?range=yesterday')).json().value.total).toBe(0);
    // The transfers crediting the member moved to yesterday, each whole (its postings and key share its time): the
    // deposit, and the move to IMES with both its legs.
    const credits = `SELECT transfer_id FROM ledger_postings WHERE account_id IN (SELECT id FROM ledger_accounts WHERE member_id = ${m1.member.id}) AND amount > 0`;
    await t.dbHandle.exec(
      `UPDATE ledger_transfers SET created_at = now() - interval '1 day' WHERE id IN (${credits});
       UPDATE ledger_transfer_keys SET created_at = now() - interval '1 day' WHERE transfer_id IN (${credits});
       UPDATE ledger_postings SET created_at = now() - interval '1 day' WHERE transfer_id IN (${credits})`,
    );
    expect((await get(m1, '/wps/relay/ODSFE2_MemTransDet?range=yesterday')).json().value.total).toBe(3);
    expect((await get(m1, '/wps/relay/ODSFE2_MemTransDet?range=lastyear')).json().code).toBe('request_param_err');
    expect((await get(m1, '/wps/relay/ODSFE2_MemTransDet?pageSize=100000')).json().code).toBe('request_param_err');
  });

  it("never shows another member's or another merchant's records", async () => {
    const a = await signIn(t);
    await fund(t, a.member, 500n);
    const acme = await signIn(t, { merchant: 'ACME' });
    expect((await get(acme, '/wps/relay/ODSFE2_MemTransDet?range=30d')).json().value.total).toBe(0);
    const stolen = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/ODSFE2_MemTransDet',
      headers: { ...H('ACME'), authorization: a.token },
    });
    expect(stolen.statusCode).toBe(401);
  });
});
