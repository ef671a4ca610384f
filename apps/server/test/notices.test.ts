import { announcementsValue, noticeValue } from '@wl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices } from '../src/db/schema';
import { sanitizeHtml } from '../src/core/sanitize-html';
import { H, type TestContext, createTestApp } from './harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = H()) => t.app.inject({ method: 'GET', url, headers });

describe('notice call', () => {
  it('answers banners, player notices, pop-ups and promotions', async () => {
    const res = await get('/wps/notice?types=B,PL,PU,PR,H&platform=W&execution=B');
    expect(res.statusCode).toBe(200);
    const v = noticeValue.parse(res.json().value);
    expect(v.banners.filter((b) => b.groupName === 'w_home')).toHaveLength(3);
    expect(v.player.map((p) => p.title)).toHaveLength(3);
    expect(v.popup).toHaveLength(1);
    expect(v.promotion).toHaveLength(1);
    const ur = noticeValue.parse((await get('/wps/notice', H('DEMO', { language: 'UR' }))).json().value);
    expect(ur.popup[0]!.title).toBe('لکی کراؤن میں خوش آمدید');
  });

  it('only the types asked for, and refuses unknown types or platforms', async () => {
    const v = noticeValue.parse((await get('/wps/notice?types=PU')).json().value);
    expect(v.banners).toEqual([]);
    expect(v.popup).toHaveLength(1);
    for (const q of ['types=ZZ', 'platform=X', 'execution=Q', `types=${'B,'.repeat(30)}`]) {
      const res = await get(`/wps/notice?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('request_param_err');
    }
  });

  it('keeps merchants apart', async () => {
    const acme = (await get('/wps/notice', H('ACME'))).body;
    expect(acme).not.toMatch(/Lucky Crown|JazzCash/);
    expect(acme).toMatch(/Acme/);
  });
});

describe('announcements', () => {
  it('pages 9 at a time', async () => {
    const p1 = announcementsValue.parse((await get('/wps/relay/MCSFE_getListAnnouncements?pageNo=1')).json().value);
    expect(p1.content).toHaveLength(9);
    expect(p1.totalPages).toBe(2);
    const p2 = announcementsValue.parse((await get('/wps/relay/MCSFE_getListAnnouncements?pageNo=2')).json().value);
    expect(p2.content).toHaveLength(3);
    expect((await get('/wps/relay/MCSFE_getListAnnouncements?pageSize=10')).statusCode).toBe(400);
    expect((await get('/wps/relay/MCSFE_getListAnnouncements?pageNo=3')).json().code).toBe('game.page_out_of_range');
  });

  it('sanitises operator HTML before it leaves the server', async () => {
    const [m] = await t.dbHandle.db
      .select()
      .from((await import('../src/db/schema')).merchants)
      .limit(1);
    await t.dbHandle.db.insert(notices).values({
      merchantId: m!.id,
      type: 'AN',
      title: { EN: 'Hostile' },
      contentHtml: {
        EN: '<p onclick="x()">Hi<script>alert(1)</script><img src="javascript:alert(1)"><a href="javascript:evil()">x</a><iframe src="//e"></iframe></p>',
      },
      sort: -1,
    });
    const first = announcementsValue.parse((await get('/wps/relay/MCSFE_getListAnnouncements?pageNo=1')).json().value).content[0]!;
    expect(first.title).toBe('Hostile');
    expect(first.content).toBe('<p>Hi<a>x</a></p>');
  });
});

describe('sanitizeHtml', () => {
  it.each([
    ['<b>bold</b>', '<b>bold</b>'],
    ['<a href="https://x.example/a">l</a>', '<a href="https://x.example/a" rel="noopener noreferrer" target="_blank">l</a>'],
    ['<img src="/media/x.svg" onerror="boom()">', '<img src="/media/x.svg" alt="">'],
    ['<img src="https://evil.example/t.gif">', ''],
    ['<style>p{}</style>ok', 'ok'],
    ['<svg><script>1</script></svg>after', 'after'],
    ['1 < 2 > 0', '1 &lt; 2 &gt; 0'],
    ['<!-- c --><P CLASS="x">up</P>', '<p>up</p>'],
  ])('%s → %s', (input, out) => expect(sanitizeHtml(input)).toBe(out));
});
