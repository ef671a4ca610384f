// @module-tag pglite: this file also runs on the embedded database when the full suite runs on PostgreSQL.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { applyForPromotion, createApplyPromotion } from './growth-helpers';
import { createTestApp, pngBytes, signIn, type TestContext } from './harness';
import { chatSocket, waitFor } from './support-helpers';

/**
 * Issue 28, item 5: a NUL (U+0000) anywhere a caller can put text is refused by the one guard with a coded 4xx
 * (`request.nul_character`) and nothing is written: JSON (already held), query strings, multipart fields and file
 * names, and WebSocket frames. Before, a NUL in a promotion application's comment answered 500 and one in the chat
 * socket's auth frame `system.error`.
 */
describe('a NUL character is refused at every edge', () => {
  let t: TestContext;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const entries = async (promotionId: number) =>
    rowsOf<{ n: number }>(
      await t.dbHandle.db.execute(sql`SELECT count(*)::int AS n FROM promotion_entries WHERE promotion_id = ${promotionId}`),
    )[0]?.n;

  it('multipart: in a text field, a field name or a file name; coded, in the caller’s language, nothing written', async () => {
    const pid = await createApplyPromotion(t, '100', { title: { EN: 'Share' } });
    const a = await signIn(t);
    const apply = (fields: Record<string, string>, filename = 'a.png') =>
      applyForPromotion(t, { ...a.headers, language: 'UR' }, pid, fields, [
        { name: 'images', filename, type: 'image/png', data: pngBytes() },
      ]);
    for (const res of [
      await apply({ comment: 'big\u0000win' }),
      await apply({ 'com\u0000ment': 'x' }),
      await apply({ comment: 'ok' }, 'a\u0000.png'),
    ]) {
      expect([res.statusCode, res.json().code]).toEqual([400, 'request.nul_character']);
      expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await entries(pid)).toBe(0);
    expect((await apply({ comment: 'a fair comment' })).statusCode).toBe(200);
  });

  it('a query string', async () => {
    const a = await signIn(t);
    const res = await t.app.inject({ method: 'GET', url: '/wps/messages?category=a%00b', headers: a.headers });
    expect([res.statusCode, res.json().code]).toEqual([400, 'request.nul_character']);
  });

  it('a chat socket frame: the auth frame is refused with the code and the socket closed; a later frame too', async () => {
    const bad = await chatSocket(port, { token: 'x\u0000y' });
    expect(bad.frames[0]).toMatchObject({ t: 'error', code: 'request.nul_character' });
    await waitFor(() => bad.ws.readyState === bad.ws.CLOSED);

    const m = await signIn(t);
    const ok = await chatSocket(port, { token: m.token });
    expect(ok.frames[0]?.t).toBe('ready');
    ok.ws.send(JSON.stringify({ t: 'send', body: 'hello\u0000', ref: 'n1' }));
    expect(await ok.next((f) => f.t === 'error')).toMatchObject({ code: 'request.nul_character' });
    ok.ws.close();
  });
});
