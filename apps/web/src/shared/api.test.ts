import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A session ended elsewhere answers 401 login.not.session: the client drops its token (back to logged out). */
describe('api client', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const answer = (status: number, body: unknown) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

  // The first test loads the client and every contract it names, cold: seconds on a busy two-core machine, so it gets
  // a ceiling above Vitest's five-second default (a ceiling, not a timed assertion).
  it('sends the Merchant, Language, Device and Authorization headers', { timeout: 30_000 }, async () => {
    const { api, setApiLanguage } = await import('./api');
    const { setToken } = await import('./token');
    setToken('tok-1');
    setApiLanguage('UR');
    const fetchMock = answer(200, { success: true, value: 1, message: null });
    vi.stubGlobal('fetch', fetchMock);
    await api('/wps/member/info');
    const headers = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers).toMatchObject({ Language: 'UR', Device: 'WEB', Authorization: 'tok-1' });
    expect(headers.Merchant).toMatch(/^[A-Z0-9]+$/);
  });

  it('clears the stored token on 401 login.not.session, and only then', async () => {
    const { api, ApiError } = await import('./api');
    const { getToken, setToken } = await import('./token');
    setToken('tok-2');
    vi.stubGlobal('fetch', answer(400, { success: false, value: null, message: 'bad', code: 'request_param_err' }));
    await expect(api('/wps/x')).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBe('tok-2');
    vi.stubGlobal('fetch', answer(401, { success: false, value: null, message: 'ended', code: 'login.not.session' }));
    await expect(api('/wps/member/info')).rejects.toMatchObject({ code: 'login.not.session', status: 401 });
    expect(getToken()).toBeNull();
  });
});
