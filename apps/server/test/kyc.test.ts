// @module-tag pglite: this file also runs on the embedded database when the full suite runs on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createOutbox } from '../src/modules/outbox';
import { createMessagesService, fundsEvents } from '../src/modules/messages';
import { appForFile, fund, multipartBody, signIn } from './harness';
import { bearer, staffClient } from './staff-helpers';

const t = appForFile();
const staff = staffClient(t);
type Who = { headers: Record<string, string> };
const png = (n = 64) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(n, 1)]);
const pdf = () => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64, 32)]);
const upload = (who: Who, kind: string, file: { filename: string; type: string; data: Buffer } | null) => {
  const body = multipartBody({ kind }, file ? [{ name: 'file', ...file }] : []);
  return t.app.inject({
    method: 'POST',
    url: '/wps/member/kyc/documents',
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
};
const details = (who: Who, merchant = 'DEMO') =>
  t.app.inject({
    method: 'PUT',
    url: '/wps/member/kyc/details',
    headers: who.headers,
    payload: {
      fullName: 'Ayesha Khan',
      birthDate: '1990-04-12',
      idNumber: '35202-1234567-8',
      address: '12 Mall Road, Lahore',
      nationality: merchant === 'DEMO' ? 'Pakistani' : 'Maltese',
    },
  });
const ops = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  staff.call(method, `/ops/v1/merchants/DEMO${url}`, bearer(token), payload);

describe('documents (issue 31)', () => {
  it('refuses wrong types, oversized files and files that claim one type and hold another; nothing is stored', async () => {
    const a = await signIn(t);
    expect((await upload(a, 'ID', { filename: 'id.png', type: 'image/png', data: png() })).json().code).toBe('kyc.details_required');
    expect((await details(a)).json().value.level).toBe('BASIC');
    const text = Buffer.from('just some text, not an image');
    expect((await upload(a, 'ID', { filename: 'id.txt', type: 'text/plain', data: text })).json().code).toBe('kyc.file_type');
    expect((await upload(a, 'ID', { filename: 'id.png', type: 'image/png', data: text })).json().code).toBe('kyc.file_mismatch');
    expect((await upload(a, 'ID', { filename: 'id.png', type: 'image/png', data: pdf() })).json().code).toBe('kyc.file_mismatch');
    expect((await upload(a, 'ID', { filename: 'id.pdf', type: 'image/jpeg', data: pdf() })).json().code).toBe('kyc.file_mismatch');
    const big = await upload(a, 'ID', { filename: 'id.png', type: 'image/png', data: png(5 * 1024 * 1024) });
    expect(big.json().code).toBe('kyc.file_too_large');
    expect((await upload(a, 'PASSPORT', { filename: 'id.png', type: 'image/png', data: png() })).json().code).toBe('request_param_err');
    expect((await upload(a, 'ID', null)).json().code).toBe('kyc.file_required');
    const state = (await t.app.inject({ url: '/wps/member/kyc', headers: a.headers })).json().value;
    expect(state.documents).toEqual([]);
    const ok = (await upload(a, 'ADDRESS', { filename: 'bill.pdf', type: 'application/pdf', data: pdf() })).json().value;
    expect(ok.documents[0]).toMatchObject({ kind: 'ADDRESS', status: 'PENDING', mime: 'application/pdf', fileName: 'bill.pdf' });
  });

  it('staff review: open next, reject with a reason, approve; the level follows and the player gets messages; without kyc.view nobody sees a document', async () => {
    const a = await signIn(t);
    await details(a);
    await upload(a, 'ID', { filename: 'id.png', type: 'image/png', data: png() });
    await upload(a, 'ADDRESS', {
      filename: 'bill.jpg',
      type: 'image/jpeg',
      data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(40)]),
    });
    const risk = (await staff.signIn('risk')).token;
    const viewer = (await staff.signIn('viewer')).token;
    const finance = (await staff.signIn('finance')).token;

    // Take the documents in order until this player's ID comes up (other tests' documents may be first).
    let first = (await ops(risk, 'POST', '/kyc/documents/next')).json().value;
    while (first && first.account !== a.member.account) {
      await ops(risk, 'POST', `/kyc/documents/${first.document.id}/decide`, { decision: 'REJECT', reason: 'Not this test' });
      first = (await ops(risk, 'POST', '/kyc/documents/next')).json().value;
    }
    expect(first).toMatchObject({
      account: a.member.account,
      level: 'BASIC',
      details: { fullName: 'Ayesha Khan' },
      reviewer: expect.any(String),
    });
    const id = first.document.id as number;
    // Read-only and finance staff: no document, no queue, no file.
    for (const token of [viewer, finance]) {
      expect((await ops(token, 'GET', `/kyc/documents/${id}/file`)).statusCode).toBe(403);
      expect((await ops(token, 'GET', `/kyc/documents/${id}`)).statusCode).toBe(403);
      expect((await ops(token, 'GET', '/kyc/documents')).statusCode).toBe(403);
    }
    const file = await ops(risk, 'GET', `/kyc/documents/${id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/image\/png/);
    expect(file.rawPayload.subarray(0, 4)).toEqual(png().subarray(0, 4));

    expect((await ops(risk, 'POST', `/kyc/documents/${id}/decide`, { decision: 'REJECT', reason: '' })).json().code).toBe(
      'kyc.reason_required',
    );
    const rejected = (await ops(risk, 'POST', `/kyc/documents/${id}/decide`, { decision: 'REJECT', reason: 'The photo is blurred' })).json()
      .value;
    expect(rejected.document).toMatchObject({ status: 'REJECTED', reason: 'The photo is blurred' });
    expect((await ops(risk, 'POST', `/kyc/documents/${id}/decide`, { decision: 'APPROVE' })).json().code).toBe('kyc.already_decided');

    await upload(a, 'ID', { filename: 'id2.png', type: 'image/png', data: png(80) });
    const pending = (await ops(risk, 'GET', '/kyc/documents?status=PENDING&size=100'))
      .json()
      .value.rows.filter((r: { account: string }) => r.account === a.member.account);
    for (const r of pending)
      expect((await ops(risk, 'POST', `/kyc/documents/${r.id}/decide`, { decision: 'APPROVE' })).json().code).toBeNull();
    const mine = (await t.app.inject({ url: '/wps/member/kyc', headers: a.headers })).json().value;
    expect(mine.level).toBe('VERIFIED');
    expect(mine.missing).toEqual(['FUNDS']);
    expect((await ops(risk, 'GET', `/players/${a.member.account}/kyc`)).json().value.level).toBe('VERIFIED');

    // The decisions reach the player's inbox in their language through the messages consumer.
    const outbox = createOutbox({ db: t.dbHandle.db, log: { error: () => {}, warn: () => {}, info: () => {} } as never });
    const messages = createMessagesService({ db: t.dbHandle.db });
    outbox.subscribe({ name: 'messages.funds', types: fundsEvents, handle: messages.onFundsEvent });
    await outbox.drain('messages.funds');
    const inbox = (await t.app.inject({ url: '/wps/relay/CSP_getInbox', headers: { ...a.headers, language: 'UR' } })).json().value.content;
    const titles = inbox.map((m: { title: string }) => m.title);
    expect(titles).toContain('دستاویز منظور');
    expect(titles).toContain('دستاویز قبول نہیں ہوئی');
  });
});

describe('thresholds (issue 31)', () => {
  it('20 deposit orders at once race ACME’s threshold: those within it pass, the rest wait for verification', async () => {
    const a = await signIn(t, { merchant: 'ACME' });
    const order = () =>
      t.app.inject({
        method: 'POST',
        url: '/wps/deposit/gateway',
        headers: a.headers,
        payload: { channelCode: 'FASTPAY', amount: '200.00', requestId: randomUUID() },
      });
    const answers = await Promise.all(Array.from({ length: 20 }, order));
    const codes = answers.map((r) => r.json().code);
    expect(codes.filter((c) => c === null)).toHaveLength(11);
    expect(codes.filter((c) => c === 'kyc.required')).toHaveLength(9);
    const refused = answers.find((r) => r.json().code === 'kyc.required');
    expect(refused?.json().message).toMatch(/verified account/);
  });

  it('a withdrawal above the threshold waits for VERIFIED', async () => {
    const a = await signIn(t, { merchant: 'ACME' });
    await fund(t, a.member, 10_000_00n);
    await t.app.inject({ method: 'PUT', url: '/wps/member/paymentPassword', headers: a.headers, payload: { newPassword: '135790' } });
    const payee = (
      await t.app.inject({
        method: 'POST',
        url: '/wps/member/payee',
        headers: a.headers,
        payload: { bankName: 'BOV', accountNo: '40012345678', payeeName: 'Ayesha Khan' },
      })
    ).json().value.list[0].id;
    const withdraw = (amount: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/withdrawal',
        headers: a.headers,
        payload: { payeeId: payee, amount, paymentPassword: '135790', requestId: randomUUID() },
      });
    expect((await withdraw('3000.00')).json().code).toBe('kyc.required');
    expect((await withdraw('2000.00')).json().code).toBeNull();
  });
});
