import { describe, expect, it } from 'vitest';
import { memberPages } from '../features/member/pages';
import en from '../i18n/en.json';
import { lazyScreens, routeTable, specLazyScreens } from '../shared/route-table';
import { lazyImports } from './screens';

const pathsOf = () => routeTable.flatMap((r) => r.paths);
const entryFor = (path: string) => routeTable.find((r) => r.paths.includes(path));

/** Spec section 2, every route with both spellings. */
const specRoutes = [
  '/',
  '/index',
  '/index.html',
  '/home',
  '/login',
  '/register',
  '/agent',
  '/agentHome',
  '/member',
  '/help',
  '/helpmc',
  '/sports',
  '/esports',
  '/lott',
  '/elott',
  '/live',
  '/fish',
  '/rng',
  '/pvp',
  '/favorite',
  '/recent',
  '/lottery',
  '/lottert',
  '/seaLottery',
  '/sealottery',
  '/vnLottery',
  '/vnlottery',
  '/promotions',
  '/pointMall',
  '/seamless',
];

describe('route table', () => {
  it('covers every route of the spec', () => {
    const paths = pathsOf();
    for (const p of specRoutes) expect(paths, p).toContain(p);
  });

  it('has no duplicate paths and ends with the not-found route', () => {
    const paths = pathsOf();
    expect(new Set(paths).size).toBe(paths.length);
    expect(routeTable.at(-1)?.paths).toEqual(['*']);
  });

  it('marks only the lottery routes login-required', () => {
    const required = routeTable
      .filter((r) => r.auth === 'loginRequired')
      .flatMap((r) => r.paths)
      .sort();
    expect(required).toEqual(['/lottert', '/lottery', '/seaLottery', '/sealottery', '/vnLottery', '/vnlottery'].sort());
  });

  it('guards the member and agent centres and uses the agent view only for agent routes', () => {
    expect(entryFor('/member')?.auth).toBe('member');
    expect(entryFor('/agentHome')?.auth).toBe('agent');
    const agentView = routeTable.filter((r) => r.layout === 'agent').flatMap((r) => r.paths);
    expect(agentView).toEqual(['/agent', '/agentHome', '/agentHome/:page']);
  });

  it('opens launched games on a lazy game page that needs a real account', () => {
    for (const path of ['/house/:gameCode', '/game'])
      expect(entryFor(path), path).toMatchObject({ screen: 'gamePage', auth: 'member', layout: 'site' });
    expect(lazyScreens).toContain('gamePage');
    // free play frames the same page for anyone, while the merchant offers it
    expect(entryFor('/game/free')).toMatchObject({ screen: 'gamePage', auth: 'public', module: 'FREEPLAY3' });
  });

  it('opens the login and register pop-ups over the home screen', () => {
    expect(entryFor('/login')).toMatchObject({ screen: 'home', modal: 'login' });
    expect(entryFor('/register')).toMatchObject({ screen: 'home', modal: 'register' });
  });

  it('loads the spec’s lazy screens lazily', () => {
    expect(lazyScreens).toEqual(expect.arrayContaining(specLazyScreens));
    expect(lazyScreens).not.toContain('home');
    for (const s of lazyScreens) expect(lazyImports[s], s).toBeTypeOf('function');
    expect(entryFor('/rng')?.screen).toBe('gameListCenter');
    expect(entryFor('/sports')?.screen).toBe('gameCenter');
    expect(entryFor('/favorite')?.screen).toBe('accountGame');
  });

  it('gives every screen a title and every member page a label', () => {
    for (const r of routeTable) expect(en.screens[r.id as keyof typeof en.screens], r.id).toBeTruthy();
    expect(memberPages).toHaveLength(16);
    for (const p of memberPages) expect(en.member.pages[p], p).toBeTruthy();
  });
});
