import { AVATAR_COUNT, defaultAvatar } from '@wl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { H, OPS, type TestContext, createTestApp, signIn } from './harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('member avatar (/wps/member/info/icon)', () => {
  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/member/info/icon', headers: H() });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('auth.required');
  });

  it('starts from an avatar derived from the member id, and member info shows it', async () => {
    const s = await signIn(t);
    const icon = (await t.app.inject({ method: 'GET', url: '/wps/member/info/icon', headers: s.headers })).json().value;
    expect(icon.icon).toBe(defaultAvatar(s.member.id));
    expect(icon.choices).toHaveLength(AVATAR_COUNT);
    const info = (await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: s.headers })).json().value;
    expect(info.avatar).toBe(icon.url);
    const img = await t.app.inject({ method: 'GET', url: icon.url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toContain('image/svg+xml');
  });

  it('keeps the chosen avatar, for this member only', async () => {
    const a = await signIn(t);
    const b = await signIn(t);
    const put = await t.app.inject({ method: 'PUT', url: '/wps/member/info/icon', headers: a.headers, payload: { icon: 7 } });
    expect(put.json().value).toMatchObject({ icon: 7, url: '/media/avatar/7.svg' });
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: a.headers })).json().value.avatar).toBe(
      '/media/avatar/7.svg',
    );
    const other = (await t.app.inject({ method: 'GET', url: '/wps/member/info/icon', headers: b.headers })).json().value;
    expect(other.icon).toBe(defaultAvatar(b.member.id));
  });

  it.each([[{ icon: 0 }], [{ icon: AVATAR_COUNT + 1 }], [{ icon: 2.5 }], [{ icon: '3' }], [{ icon: 3, extra: 1 }], [{}]])(
    'refuses %j and writes nothing',
    async (body) => {
      const s = await signIn(t);
      const res = await t.app.inject({ method: 'PUT', url: '/wps/member/info/icon', headers: s.headers, payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('request_param_err');
      const now = (await t.app.inject({ method: 'GET', url: '/wps/member/info/icon', headers: s.headers })).json().value.icon;
      expect(now).toBe(defaultAvatar(s.member.id));
    },
  );

  it('is refused when the merchant switches profile pictures off', async () => {
    const s = await signIn(t, { merchant: 'ACME' });
    await t.app.inject({ method: 'PUT', url: '/ops/v1/merchants/ACME/modules/PROFPIC3', headers: OPS, payload: { enabled: false } });
    const res = await t.app.inject({ method: 'GET', url: '/wps/member/info/icon', headers: s.headers });
    expect(res.json().code).toBe('function.not.available');
    await t.app.inject({ method: 'PUT', url: '/ops/v1/merchants/ACME/modules/PROFPIC3', headers: OPS, payload: { enabled: true } });
  });

  it('serves only the numbered avatars', async () => {
    expect((await t.app.inject('/media/avatar/0.svg')).statusCode).toBe(404);
    expect((await t.app.inject(`/media/avatar/${AVATAR_COUNT + 1}.svg`)).statusCode).toBe(404);
  });
});
