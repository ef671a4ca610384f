import { launchGameQuery, vendorsApi } from '@wl/contracts';
import { describe, expect, it } from 'vitest';
import { buildLaunchQuery, frameSrc, gameRouteOf, houseGameOf, launchCallFor, safeBackPath } from './launch-request';

describe('launch request', () => {
  it('asks for real money with language, device and the page to come back to, as the server reads it', () => {
    const q = buildLaunchQuery({ nodeId: 42, language: 'UR', device: 'WEB', backUrl: '/rng?vassalage=HOUSE' });
    expect(q).toEqual({ nodeId: '42', accountType: '1', language: 'UR', device: 'WEB', backUrl: '/rng?vassalage=HOUSE' });
    expect(launchGameQuery.parse(q)).toMatchObject({ nodeId: 42, accountType: 1, language: 'UR', device: 'WEB' });
  });

  it('asks for free play with accountType 0 and carries the lottery parameters', () => {
    const q = buildLaunchQuery({
      nodeId: 7,
      freePlay: true,
      language: 'EN',
      device: 'WEB',
      backUrl: '/',
      lottery: { prizeMode: 'SEA', gameCode: 'SEA1' },
    });
    expect(q).toMatchObject({
      accountType: '0',
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'SEA',
      lottoGameCode: 'SEA1',
      lottoView: 'betting',
    });
    expect(launchGameQuery.parse(q).accountType).toBe(0);
  });

  it('uses the FB relay only inside Facebook’s in-app browser', () => {
    expect(launchCallFor('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBe(vendorsApi.launchGame);
    expect(launchCallFor('Mozilla/5.0 (iPhone) [FBAN/FBIOS;FBAV/400.0]')).toBe(vendorsApi.launchGameFB);
  });
});

describe('game pages', () => {
  it('maps the house game codes to their screens and nothing else', () => {
    expect(['HOUSE_SLOT', 'HOUSE_DICE', 'HOUSE_BACCARAT'].map(houseGameOf)).toEqual(['slot', 'dice', 'baccarat']);
    expect(houseGameOf('PG_1')).toBeNull();
    expect(houseGameOf(undefined)).toBeNull();
    expect(houseGameOf('toString')).toBeNull();
  });

  it('opens house games on their own route and other vendors in the framed game page', () => {
    expect(gameRouteOf('/house/HOUSE_DICE?token=abc&lang=EN', '/rng')).toBe('/house/HOUSE_DICE?token=abc&lang=EN');
    // Our own lottery pages are routes too (the lottery launch answer), never framed.
    expect(gameRouteOf('/vnLottery?gameCode=VN1&lottoView=betting', '/elott')).toBe('/vnLottery?gameCode=VN1&lottoView=betting');
    expect(gameRouteOf('/lottery?gameCode=L1', '/lott')).toBe('/lottery?gameCode=L1');
    const other = gameRouteOf('/vendor-launch/PG?game=PG_1&token=t', '/rng?vassalage=PG');
    const u = new URL(other, 'http://x');
    expect(u.pathname).toBe('/game');
    expect([u.searchParams.get('url'), u.searchParams.get('backUrl')]).toEqual([
      '/vendor-launch/PG?game=PG_1&token=t',
      '/rng?vassalage=PG',
    ]);
  });

  it('titles the framed game page with the game name the launch answered (issue 36 item 7)', () => {
    const u = new URL(gameRouteOf('/v/PG/play?token=t', '/rng', 'PG', 'خزانے کی تلاش'), 'http://x');
    expect(u.searchParams.get('name')).toBe('خزانے کی تلاش');
  });

  it('goes back only to a page of this site', () => {
    expect(safeBackPath('/rng?vassalage=PG')).toBe('/rng?vassalage=PG');
    for (const bad of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/house/HOUSE_SLOT?token=x',
      '/game?url=x',
    ]) {
      expect(safeBackPath(bad), String(bad)).toBe('/');
    }
  });

  it('frames only http(s) addresses', () => {
    expect(frameSrc('/vendor-launch/PG?x=1', 'http://site.test')).toBe('http://site.test/vendor-launch/PG?x=1');
    expect(frameSrc('https://games.example/play', 'http://site.test')).toBe('https://games.example/play');
    expect(frameSrc('javascript:alert(1)', 'http://site.test')).toBeNull();
    expect(frameSrc('data:text/html,hi', 'http://site.test')).toBeNull();
    expect(frameSrc(null, 'http://site.test')).toBeNull();
  });
});
