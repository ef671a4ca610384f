import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { H, OPS, memberCall, signIn, type TestContext, createTestApp } from './harness';
import { chatSocket, waitFor } from './support-helpers';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

const multipart = (name: string, type: string, data: Buffer) => {
  const boundary = `----b${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

const upload = (headers: Record<string, string>, name: string, type: string, data: Buffer) => {
  const b = multipart(name, type, data);
  return { payload: b.payload, headers: { ...headers, ...b.headers } };
};

describe('live chat (support)', () => {
  let t: TestContext;
  let port: number;
  let staff: Record<string, string>;
  let staffToken: string;
  beforeAll(async () => {
    t = await createTestApp({ CHAT_SESSION_CHECK_MS: '200' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    const login = await t.app.inject({
      method: 'POST',
      url: '/wps/support-console/login',
      headers: H(),
      payload: { username: 'support01', password: 'support123' },
    });
    expect(login.statusCode).toBe(200);
    staffToken = login.json().value.token;
    staff = H('DEMO', { authorization: `Bearer ${staffToken}` });
  });
  afterAll(() => t.close());

  const count = async (table: string) =>
    Number(((await t.dbHandle.db.execute(`SELECT count(*)::int AS n FROM ${table}`)) as unknown as { rows: { n: number }[] }).rows[0]?.n);

  it('reports CBS3 on and answers the relays', async () => {
    const m = await signIn(t);
    const models = await t.app.inject({ method: 'GET', url: '/wps/relay/CBS_modelList', headers: m.headers });
    expect(models.json().value.list[0].modelId).toBe('SUPPORT');
    const launch = await t.app.inject({ method: 'POST', url: '/wps/relay/CBS_launchChat', headers: m.headers });
    expect(launch.json().value.chatUrl).toBe('/wps/support/ws');
    const unread = await t.app.inject({ method: 'GET', url: '/wps/relay/CBS_unreadCount', headers: m.headers });
    expect(unread.json().value).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/wps/relay/CBS_unreadCount', headers: H() })).statusCode).toBe(401);
  });

  it('runs a conversation: member writes, queue, take, answer over the socket, read marks, transfer, close', async () => {
    const m = await signIn(t);
    const member = await chatSocket(port, { token: m.token });
    const console = await chatSocket(port, { staffToken });
    expect(member.frames[0]).toEqual({ t: 'ready', role: 'MEMBER' });

    member.ws.send(JSON.stringify({ t: 'send', body: 'Hello, my deposit?', ref: 'r1' }));
    const first = (await console.next((f) => f.t === 'message')).message as { id: number; conversationId: number; body: string };
    expect(first.body).toBe('Hello, my deposit?');
    const cid = first.conversationId;

    const queue = (await t.app.inject({ method: 'GET', url: '/wps/support-console/conversations', headers: staff })).json().value;
    const waiting = queue.waiting.find((c: { id: number }) => c.id === cid);
    expect(waiting).toMatchObject({ status: 'WAITING', unread: 1, lastBody: 'Hello, my deposit?', memberAccount: m.member.account });

    const take = await t.app.inject({ method: 'POST', url: `/wps/support-console/conversations/${cid}/take`, headers: staff });
    expect(take.json().value).toMatchObject({ status: 'OPEN', staffName: 'Sara (Support)' });
    expect(
      (await t.app.inject({ method: 'POST', url: `/wps/support-console/conversations/${cid}/take`, headers: staff })).json().code,
    ).toBe('support.state_invalid');

    member.ws.send(JSON.stringify({ t: 'typing' }));
    await console.next((f) => f.t === 'typing' && f.from === 'MEMBER');
    console.ws.send(JSON.stringify({ t: 'typing', conversationId: cid }));
    await member.next((f) => f.t === 'typing' && f.from === 'STAFF');

    console.ws.send(JSON.stringify({ t: 'send', conversationId: cid, body: 'We are checking it now.' }));
    const reply = (await member.next((f) => f.t === 'message' && (f.message as { sender: string }).sender === 'STAFF')).message as {
      id: number;
      staffName: string;
    };
    expect(reply.staffName).toBe('Sara (Support)');
    expect((await t.app.inject({ method: 'GET', url: '/wps/relay/CBS_unreadCount', headers: m.headers })).json().value).toBe(1);

    member.ws.send(JSON.stringify({ t: 'read', upTo: reply.id }));
    await console.next((f) => f.t === 'read' && f.by === 'MEMBER');
    expect((await t.app.inject({ method: 'GET', url: '/wps/relay/CBS_unreadCount', headers: m.headers })).json().value).toBe(0);
    await t.app.inject({
      method: 'POST',
      url: `/wps/support-console/conversations/${cid}/read`,
      headers: staff,
      payload: { upTo: first.id },
    });
    await member.next((f) => f.t === 'read' && f.by === 'STAFF');

    const history = (await t.app.inject({ method: 'GET', url: '/wps/support/messages', headers: m.headers })).json().value;
    expect(history.messages.map((x: { body: string }) => x.body)).toEqual(['Hello, my deposit?', 'We are checking it now.']);
    expect(history.conversation.staffReadId).toBe(first.id);

    const others = (await t.app.inject({ method: 'GET', url: '/wps/support-console/staff', headers: staff })).json().value.list;
    const ali = others.find((s: { username: string }) => s.username === 'support02');
    const moved = await t.app.inject({
      method: 'POST',
      url: `/wps/support-console/conversations/${cid}/transfer`,
      headers: staff,
      payload: { staffId: ali.id },
    });
    expect(moved.json().value.staffName).toBe('Ali (Support)');
    // No longer Sara's: she may neither answer nor close it.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/wps/support-console/conversations/${cid}/messages`,
          headers: staff,
          payload: { body: 'x' },
        })
      ).statusCode,
    ).toBe(409);
    const ali2 = (
      await t.app.inject({
        method: 'POST',
        url: '/wps/support-console/login',
        headers: H(),
        payload: { username: 'support02', password: 'support123' },
      })
    ).json().value.token;
    const closed = await t.app.inject({
      method: 'POST',
      url: `/wps/support-console/conversations/${cid}/close`,
      headers: H('DEMO', { authorization: `Bearer ${ali2}` }),
    });
    expect(closed.json().value.status).toBe('CLOSED');
    await member.next((f) => f.t === 'conversation' && (f.conversation as { status: string }).status === 'CLOSED');

    // Writing again opens a new conversation in the queue.
    const again = await t.app.inject({
      method: 'POST',
      url: '/wps/support/messages',
      headers: m.headers,
      payload: { body: 'one more thing' },
    });
    expect(again.json().value.conversationId).not.toBe(cid);
    member.ws.close();
    console.ws.close();
  });

  it('keeps members to their own conversations and agents to their merchant', async () => {
    const a = await signIn(t);
    const b = await signIn(t);
    const sent = await t.app.inject({ method: 'POST', url: '/wps/support/attachments', ...upload(a.headers, 'x.png', 'image/png', PNG) });
    expect(sent.statusCode).toBe(200);
    const fileId = sent.json().value.fileId;
    expect((await t.app.inject({ method: 'GET', url: `/wps/support/files/${fileId}`, headers: a.headers })).headers['content-type']).toBe(
      'image/png',
    );
    expect((await t.app.inject({ method: 'GET', url: `/wps/support/files/${fileId}`, headers: b.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/wps/support/messages', headers: b.headers })).json().value.messages).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/wps/support-console/files/${fileId}`, headers: staff })).statusCode).toBe(200);

    // An ACME agent sees neither DEMO's queue nor its files; a DEMO token is refused on ACME.
    const acme = (
      await t.app.inject({
        method: 'POST',
        url: '/wps/support-console/login',
        headers: H('ACME'),
        payload: { username: 'acmesupport01', password: 'support123' },
      })
    ).json().value.token;
    const acmeH = H('ACME', { authorization: `Bearer ${acme}` });
    const q = (await t.app.inject({ method: 'GET', url: '/wps/support-console/conversations', headers: acmeH })).json().value;
    expect([...q.waiting, ...q.mine, ...q.others]).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/wps/support-console/files/${fileId}`, headers: acmeH })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/wps/support-console/conversations',
          headers: H('ACME', { authorization: `Bearer ${staffToken}` }),
        })
      ).json().code,
    ).toBe('support.staff_required');
    // A member token is not a console token, and a console call without one is refused before its body is read.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/wps/support-console/conversations',
          headers: H('DEMO', { authorization: `Bearer ${a.token}` }),
        })
      ).statusCode,
    ).toBe(401);
    const noBody = await t.app.inject({
      method: 'POST',
      url: '/wps/support-console/conversations/1/messages',
      headers: H(),
      payload: { nonsense: true },
    });
    expect(noBody.json()).toMatchObject({ success: false, code: 'support.staff_required' });
    expect(noBody.json().message).toBeTruthy();
    // A socket with a wrong token is closed.
    const bad = await chatSocket(port, { token: 'nope' });
    expect(bad.frames[0]?.t).toBe('error');
  });

  it('checks attachments by their bytes and size; nothing is written on refusal', async () => {
    const m = await signIn(t);
    const before = [await count('support_files'), await count('support_messages')];
    const fake = await t.app.inject({
      method: 'POST',
      url: '/wps/support/attachments',
      ...upload(H('DEMO', { authorization: m.token, language: 'UR' }), 'x.png', 'image/png', Buffer.from('<script>alert(1)</script>')),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().code).toBe('support.file_invalid');
    expect(fake.json().message).toMatch(/[\u0600-\u06FF]/);
    const gif = await t.app.inject({
      method: 'POST',
      url: '/wps/support/attachments',
      ...upload(m.headers, 'x.jpg', 'image/jpeg', Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)])),
    });
    expect(gif.json().code).toBe('support.file_invalid');
    const big = await t.app.inject({
      method: 'POST',
      url: '/wps/support/attachments',
      ...upload(m.headers, 'x.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('support.file_too_large');
    const jpeg = await t.app.inject({
      method: 'POST',
      url: '/wps/support/attachments',
      ...upload(m.headers, 'photo.txt', 'image/jpeg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(30)])),
    });
    expect(jpeg.statusCode).toBe(200);
    expect([await count('support_files'), await count('support_messages')]).toEqual([before[0]! + 1, before[1]! + 1]);
  });

  it('strips markup from bodies and refuses bad input without writing', async () => {
    const m = await signIn(t);
    const sent = await memberCall(t, m, 'POST', '/wps/support/messages', {
      body: '<img src=x onerror=alert(1)>hi <b>there</b><script>steal()</script>',
    });
    expect(sent.json().value.body).toBe('hi there');
    const before = await count('support_messages');
    for (const payload of [
      { body: '' },
      { body: '<script>x</script>' },
      { body: 'x'.repeat(1001) },
      { body: 'ok', extra: 1 },
      { body: 5 },
    ]) {
      const r = await t.app.inject({ method: 'POST', url: '/wps/support/messages', headers: m.headers, payload });
      expect(r.statusCode).toBe(400);
    }
    expect(await count('support_messages')).toBe(before);
    const canned = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/merchants/DEMO/support-canned',
      headers: OPS,
      payload: { title: '<i>Hi</i>', body: 'Hello <script>x()</script>there' },
    });
    expect(canned.json().value).toMatchObject({ title: 'Hi', body: 'Hello there' });
  });

  it('rate-limits a flood of messages (coded 429, not stored)', async () => {
    const m = await signIn(t);
    const codes: number[] = [];
    for (let i = 0; i < 12; i++)
      codes.push(
        (await t.app.inject({ method: 'POST', url: '/wps/support/messages', headers: m.headers, payload: { body: `m${i}` } })).statusCode,
      );
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    const last = await t.app.inject({ method: 'POST', url: '/wps/support/messages', headers: m.headers, payload: { body: 'more' } });
    expect(last.json().code).toBe('support.too_fast');
    expect((await t.app.inject({ method: 'GET', url: '/wps/support/messages', headers: m.headers })).json().value.messages).toHaveLength(
      10,
    );
  });

  it('lets operators create agents and canned replies, and agents sign in with them', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/merchants/DEMO/support-staff',
      headers: OPS,
      payload: { username: 'agent_new', displayName: 'New One', password: 'longenough1' },
    });
    expect(created.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/ops/v1/merchants/DEMO/support-staff',
          headers: OPS,
          payload: { username: 'agent_new', displayName: 'x', password: 'longenough1' },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/ops/v1/merchants/DEMO/support-staff',
          payload: { username: 'agent_x', displayName: 'x', password: 'longenough1' },
        })
      ).statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/wps/support-console/login',
      headers: H(),
      payload: { username: 'agent_new', password: 'longenough1' },
    });
    expect(login.json().value.staff.displayName).toBe('New One');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/wps/support-console/login',
      headers: H(),
      payload: { username: 'agent_new', password: 'wrongwrong' },
    });
    expect(wrong.json().code).toBe('support.login_failed');
    const list = (await t.app.inject({ method: 'GET', url: '/wps/support-console/canned', headers: staff })).json().value.list;
    expect(list.length).toBeGreaterThanOrEqual(4);
    const del = await t.app.inject({ method: 'DELETE', url: `/ops/v1/merchants/DEMO/support-canned/${list[0].id}`, headers: OPS });
    expect(del.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/ops/v1/merchants/ACME/support-canned/${list[1].id}`, headers: OPS })).statusCode,
    ).toBe(404);
  });

  it('refuses trial accounts, over HTTP and on the socket, and writes nothing', async () => {
    const trial = await signIn(t, { type: 4 });
    const before = await count('support_messages');
    for (const [method, url] of [
      ['POST', '/wps/relay/CBS_launchChat'],
      ['GET', '/wps/relay/CBS_unreadCount'],
    ] as const) {
      const r = await t.app.inject({ method, url, headers: trial.headers });
      expect(r.json().code).toBe('in_need_true_account');
    }
    const s = await chatSocket(port, { token: trial.token });
    expect(s.frames[0]).toMatchObject({ t: 'error', code: 'in_need_true_account' });
    await waitFor(() => s.ws.readyState === s.ws.CLOSED);
    expect(await count('support_messages')).toBe(before);
  });

  it('closes a member socket once its session ends (logout), and refuses its frames', async () => {
    const m = await signIn(t);
    const s = await chatSocket(port, { token: m.token });
    expect(s.frames[0]).toMatchObject({ t: 'ready' });
    const closed = new Promise<number>((r) => s.ws.once('close', (code) => r(code)));
    const out = await t.app.inject({ method: 'POST', url: '/wps/session/logout', headers: m.headers });
    expect(out.statusCode).toBe(200);
    expect(await closed).toBe(4401);
    expect(s.frames.at(-1)).toMatchObject({ t: 'error', code: 'login.not.session' });
  });
});
