import { describe, expect, it, vi } from 'vitest';
import { adoptTokenFromUrl, isFramed, tokenStorageFor } from './token';

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

describe('token storage inside a frame', () => {
  const sessionStorageSpy = () => ({ getItem: vi.fn(() => 'player-session'), setItem: vi.fn(), removeItem: vi.fn() });

  it('is the tab session storage on a page of its own', () => {
    const sessionStorage = sessionStorageSpy();
    const win = { sessionStorage } as unknown as Window;
    (win as { top: Window; self: Window }).top = win;
    (win as { self: Window }).self = win;
    expect(tokenStorageFor(win)).toBe(sessionStorage);
  });

  it('never reads or writes the tab session storage when framed, so the page around keeps its login', () => {
    const sessionStorage = sessionStorageSpy();
    const win = { sessionStorage, top: {}, self: {} } as unknown as Window;
    expect(isFramed(win)).toBe(true);
    const store = tokenStorageFor(win);
    expect(store?.getItem('token')).toBeNull();
    store?.setItem('token', 'vendor-game-token');
    expect(store?.getItem('token')).toBe('vendor-game-token');
    store?.removeItem('token');
    expect(sessionStorage.getItem).not.toHaveBeenCalled();
    expect(sessionStorage.setItem).not.toHaveBeenCalled();
    expect(sessionStorage.removeItem).not.toHaveBeenCalled();
  });

  it('counts a parent that refuses the comparison as a frame', () => {
    const win = {
      get top(): Window {
        throw new Error('blocked');
      },
    } as unknown as Window;
    expect(isFramed(win)).toBe(true);
  });
});
