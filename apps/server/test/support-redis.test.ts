import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/core/config';
import { H, signIn, type TestContext, createTestApp } from './harness';
import { chatSocket } from './support-helpers';

const redisUrl = process.env.TEST_REDIS_URL;

/** Two server copies on one database and one Redis: a chat message handled by copy A reaches a socket on copy B. */
describe.skipIf(!redisUrl)('live chat across server copies (Redis)', () => {
  let a: TestContext;
  let b: Awaited<ReturnType<typeof buildApp>>;
  let portA: number;
  let portB: number;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl as string, REDIS_KEY_PREFIX: `t${Date.now()}` };
    a = await createTestApp(env);
    b = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...env }),
      dbHandle: a.dbHandle,
      logger: false,
    });
    await b.ready();
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    await b.listen({ port: 0, host: '127.0.0.1' });
    await Promise.all([a.app.supportReady(), b.supportReady()]);
    portA = (a.app.server.address() as AddressInfo).port;
    portB = (b.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a member message sent to copy A reaches the console socket on copy B, and the answer sent to B reaches the member on A', async () => {
    const m = await signIn(a);
    const token = (
      await b.inject({
        method: 'POST',
        url: '/wps/support-console/login',
        headers: H(),
        payload: { username: 'support01', password: 'support123' },
      })
    ).json().value.token;
    const consoleOnB = await chatSocket(portB, { staffToken: token });
    const memberOnA = await chatSocket(portA, { token: m.token });
    const memberOnB = await chatSocket(portB, { token: m.token });

    const sent = await a.app.inject({
      method: 'POST',
      url: '/wps/support/messages',
      headers: m.headers,
      payload: { body: 'hello from A' },
    });
    expect(sent.statusCode).toBe(200);
    const seen = await consoleOnB.next((f) => f.t === 'message');
    expect((seen.message as { body: string }).body).toBe('hello from A');
    await memberOnB.next((f) => f.t === 'message');

    const cid = (seen.message as { conversationId: number }).conversationId;
    // An agent takes a waiting chat before answering it (issue 36): on copy B, where the answer is written.
    const taken = await b.inject({
      method: 'POST',
      url: `/wps/support-console/conversations/${cid}/take`,
      headers: H('DEMO', { authorization: `Bearer ${token}` }),
    });
    expect(taken.statusCode, taken.body).toBe(200);
    consoleOnB.ws.send(JSON.stringify({ t: 'send', conversationId: cid, body: 'answer from B' }));
    const answer = await memberOnA.next((f) => f.t === 'message' && (f.message as { sender: string }).sender === 'STAFF');
    expect((answer.message as { body: string }).body).toBe('answer from B');
    for (const s of [consoleOnB, memberOnA, memberOnB]) s.ws.close();
  });
});
