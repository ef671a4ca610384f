import { describe, expect, it, vi } from 'vitest';
import { adoptTokenFromUrl } from './token';

const fakeWindow = (href: string) => {
  const replaceState = vi.fn();
  return { win: { location: { href }, history: { state: null, replaceState } } as unknown as Window, replaceState };
};

describe('token in the URL', () => {
  it('is taken from the address of an ordinary page', () => {
    const { win, replaceState } = fakeWindow('http://site.test/member?token=abc&x=1');
    adoptTokenFromUrl(win);
    expect(replaceState).toHaveBeenCalledWith(null, '', '/member?x=1');
  });

  it('is left alone on the house game page, where it is the game session token', () => {
    const { win, replaceState } = fakeWindow('http://site.test/house/HOUSE_SLOT?token=game-session&lang=EN');
    adoptTokenFromUrl(win);
    expect(replaceState).not.toHaveBeenCalled();
  });
});
