import { describe, expect, it } from 'vitest';
import { encryptBody } from '@wl/contracts';
import { H, OPS, signIn } from './harness';
import { hostileSweep } from './hostile-sweep';

// The sweep of every route, the first of three shares (hostile-input-b and -c run the others beside it); the NUL
// checks below use the same app.
const t = hostileSweep(0, 3);

/** reliability.md, "Bad input": U+0000 is refused at the edge with a coded 400 wherever it arrives. */
// Each from an address of its own: the sweep above uses up the per-address rate limit of the test address.
describe('the NUL character', () => {
  const nul = 'request.nul_character';
  const expectRefused = (res: { statusCode: number; json: () => { code: string; success: boolean; message: string } }, where: string) => {
    expect(res.statusCode, where).toBe(400);
    expect(res.json(), where).toMatchObject({ success: false, code: nul });
    expect(res.json().message, where).toBeTruthy();
  };

  it('is refused in the bodies, queries and path parameters the issue found answering 500', async () => {
    const member = await signIn(t);
    const inj = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: unknown) =>
      t.app.inject({ method, url, headers, remoteAddress: '10.99.0.1', ...(payload === undefined ? {} : { payload: payload as object }) });
    const key = (await inj('GET', '/wps/system/publicKey', H())).json().value;
    const cases: [string, Promise<Parameters<typeof expectRefused>[0]>][] = [
      [
        'payee bank name',
        inj('POST', '/wps/member/payee', member.headers, { bankName: 'Bank\u0000', accountNo: '12345678', payeeName: 'Ali Khan' }),
      ],
      ['games-list keyword', inj('GET', '/wps/relay/GCSGAME_gameList?keyword=a%00b&pageNo=1&pageSize=10', H())],
      [
        'login username',
        inj(
          'POST',
          '/wps/session/login',
          H(),
          await encryptBody(key, { username: 'demo\u000001', password: 'demo1234', type: 'username' }),
        ),
      ],
      ['affiliate code', inj('GET', '/wps/agent/affiliate?affiliateCode=AB%00CD', H())],
      ['password e-mail', inj('POST', '/wps/member/password/email', H(), { username: 'demo01', email: 'demo01\u0000@demo.example' })],
      [
        'operator adjust',
        inj('POST', '/ops/v1/merchants/DEMO/members/demo01/adjust', OPS, {
          amount: '1.00',
          reason: 'bonus\u0000',
          requestId: 'nul-adjust-1',
        }),
      ],
      ['operator wallet (path parameter)', inj('GET', '/ops/v1/merchants/DEMO/members/demo%0001/wallet', OPS)],
      ['operator reject', inj('POST', '/ops/v1/merchants/DEMO/withdrawals/1/reject', OPS, { reason: 'no\u0000' })],
      [
        'a NUL in a key',
        inj('POST', '/wps/member/payee', member.headers, { bankName: 'Bank', accountNo: '12345678', payeeName: 'Ali Khan', 'x\u0000': 1 }),
      ],
    ];
    for (const [where, res] of cases) expectRefused(await res, where);
  });

  it('is refused in the query of every GET route of the API document', async () => {
    const doc = (await t.app.inject('/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    const gets = Object.entries(doc.paths)
      .filter(([p, methods]) => 'get' in methods && !p.includes('{'))
      .map(([p]) => p);
    const answers = await Promise.all(
      gets.map(async (p) => {
        const res = await t.app.inject({ method: 'GET', url: `${p}?x=%00`, headers: { ...H(), ...OPS }, remoteAddress: '10.99.0.2' });
        return `${p} → ${res.statusCode} ${res.statusCode === 400 ? res.json().code : ''}`;
      }),
    );
    // A route that needs a session it was not given may say so first; none reaches validation or the database.
    expect(answers.filter((a) => !a.endsWith(`400 ${nul}`) && !/→ 40[13] /.test(a))).toEqual([]);
  });
});
