import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lotteryRules } from '@wl/house-games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from './harness';
import { makeDraw, makeGame } from './lottery-helpers';

const script = path.resolve(import.meta.dirname, '../../../scripts/ops.mjs');
let t: TestContext;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t?.close());

/** `npm run ops -- …` as an operator types it: the exit code and the printed answer. */
const ops = (args: string[], key = 'test-ops-key-123') =>
  new Promise<{ code: number; out: string; err: string }>((resolve) => {
    execFile(process.execPath, [script, ...args], { env: { ...process.env, OPS_URL: url, OPS_KEY: key } }, (e, out, err) =>
      resolve({ code: e ? Number(e.code ?? 1) : 0, out, err }),
    );
  });
const value = async (args: string[], key?: string) => {
  const r = await ops(args, key);
  expect(r.code, `${args.join(' ')}: ${r.err}`).toBe(0);
  return JSON.parse(r.out);
};

describe('operator CLI: lottery, messages, feedback, referral', () => {
  it('closes an official draw, enters its result, a second operator confirms it and settles; a void refunds', async () => {
    const game = await makeGame(t, { format: 'SEA_4D', official: true });
    const drawId = await makeDraw(t, game);
    const listed = await value(['lottery:draws', 'DEMO', game.code]);
    expect(listed.draws.map((d: { drawId: number }) => d.drawId)).toEqual([drawId]);
    expect((await value(['lottery:close', 'DEMO', String(drawId)])).state).toBe('closed');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'ops-cli-')), 'result.json');
    let n = 1000;
    const result = lotteryRules.formatLayout.SEA_4D.map(({ rank, count }) => ({
      rank,
      numbers: Array.from({ length: count }, () => String(n++)),
    }));
    writeFileSync(file, JSON.stringify({ result }));
    const entered = await value(['lottery:result', 'DEMO', String(drawId), file]);
    expect(entered.pendingResult).toEqual(result);
    // The same operator cannot confirm; another one can.
    const same = await ops(['lottery:confirm', 'DEMO', String(drawId)]);
    expect([same.code, same.err]).toEqual([1, expect.stringContaining('lottery.confirm_same_operator')]);
    const other = await value(['operators:create', `cli-b-${Date.now() % 1e6}`, 'ADMIN', 'DEMO']);
    expect((await value(['lottery:confirm', 'DEMO', String(drawId)], other.key)).state).toBe('drawn');
    expect((await value(['lottery:settle', 'DEMO', String(drawId)])).state).toBe('settled');
    expect((await value(['lottery:draws', 'DEMO', game.code, 'settled'])).draws).toHaveLength(1);

    const next = await makeDraw(t, game);
    expect((await value(['lottery:void', 'DEMO', String(next), 'station', 'cancelled'])).state).toBe('voided');
  });

  it('sends a message, lists and answers feedback, and switches the referral promotion', async () => {
    const m = await signIn(t);
    const sent = await value(['messages:send', 'DEMO', m.member.account, 'SYSTEM', 'Hello', 'Your', 'account', 'is', 'ready']);
    expect(sent).toMatchObject({ status: 'DONE', delivered: 1 });
    const fb = await t.app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: m.headers,
      payload: { questionType: 'SUGGESTION', content: 'please add more lottery stations here', contact: 'me@example.com' },
    });
    expect(fb.statusCode, fb.body).toBe(200);
    const open = await value(['feedback', 'DEMO', 'OPEN']);
    const mine = open.find((f: { content: string }) => f.content.includes('lottery stations'));
    expect(mine).toBeTruthy();
    await value(['feedback:answer', 'DEMO', String(mine.id), 'Thank', 'you']);
    expect((await value(['feedback', 'DEMO', 'ANSWERED'])).map((f: { id: number }) => f.id)).toContain(mine.id);
    expect(await value(['referral', 'ACME', 'on', '2500', '10000'])).toEqual({ enabled: true, reward: '2500', minDeposit: '10000' });
    expect((await value(['referral', 'ACME', 'off'])).enabled).toBe(false);
    const bad = await ops(['lottery:settle', 'DEMO', '987654321']);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/^404 /);
  });
});
