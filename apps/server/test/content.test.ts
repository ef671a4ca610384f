import { decryptCsLink } from '@wl/contracts';
import { asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentDrafts, contentImages, opsAuditLog } from '../src/db/schema';
import { H, OPS, appForFile, jpgBytes, multipartBody, pngBytes, signIn } from './harness';

const t = appForFile();
type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Headers = OPS) =>
  t.app.inject({ method, url: `/ops/v1/merchants/DEMO/content${url}`, headers, ...(payload ? { payload } : {}) });
const keyWith = async (name: string, scopes: string[]) => ({
  authorization: `Bearer ${
    (
      await t.app.inject({
        method: 'POST',
        url: '/ops/v1/operators',
        headers: OPS,
        payload: { name, role: 'ADMIN', merchant: 'DEMO', scopes },
      })
    ).json().value.key
  }`,
});
/** What the player site reads: the notice call in a language (a visitor, or a member's headers). */
const playerNotice = async (lang = 'EN', headers: Headers = {}) =>
  (await t.app.inject({ method: 'GET', url: `/wps/notice?language=${lang}`, headers: { ...H(), ...headers } })).json().value;
const auditOf = async (action: string) =>
  (await t.dbHandle.db
    .select({ payload: opsAuditLog.payload })
    .from(opsAuditLog)
    .where(eq(opsAuditLog.action, action))
    .orderBy(asc(opsAuditLog.id))) as {
    payload: Record<string, unknown>;
  }[];
const tables = { content_drafts: contentDrafts, content_images: contentImages };
const rowCount = async (table: keyof typeof tables) => (await t.dbHandle.db.select({ n: count() }).from(tables[table]))[0]?.n ?? 0;

const stamp = () => Math.random().toString(36).slice(2, 8);
const marquee = (title: string, extra: object = {}) => ({
  title: { EN: title, UR: `اردو ${title}` },
  contentHtml: { EN: `<p>${title} body</p>`, UR: `<p>${title} متن</p>` },
  ...extra,
});
const upload = (file: { filename: string; type: string; data: Buffer }, headers: Headers = OPS) => {
  const body = multipartBody({}, [{ name: 'file', ...file }]);
  return t.app.inject({
    method: 'POST',
    url: '/ops/v1/merchants/DEMO/content/images',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

describe('content: draft, publish, player site (issue 32)', () => {
  it('a marquee draft reaches players only when published; an edit of a published one waits for publish too', async () => {
    const title = `Draft line ${stamp()}`;
    const created = await call('POST', '/notices/marquee', marquee(title));
    expect(created.statusCode, created.body).toBe(200);
    const entry = created.json().value;
    expect(entry).toMatchObject({ status: 'DRAFT', live: null, value: { title: { EN: title } } });
    expect(entry.ref).toMatch(/^D\d+$/);
    expect((await playerNotice()).player.map((n: { title: string }) => n.title)).not.toContain(title);

    const published = (await call('POST', `/notices/marquee/${entry.ref}/publish`)).json().value;
    expect(published).toMatchObject({ status: 'PUBLISHED', window: 'LIVE', live: { title: { EN: title } } });
    expect((await playerNotice()).player.map((n: { title: string }) => n.title)).toContain(title);
    expect((await playerNotice('UR')).player.map((n: { title: string }) => n.title)).toContain(`اردو ${title}`);

    // The edit is a draft: players keep the published text until the next publish.
    const edited = (await call('PUT', `/notices/marquee/${published.ref}`, marquee(`${title} v2`))).json().value;
    expect(edited).toMatchObject({ status: 'CHANGED', value: { title: { EN: `${title} v2` } }, live: { title: { EN: title } } });
    expect((await playerNotice()).player.map((n: { title: string }) => n.title)).toContain(title);
    await call('POST', `/notices/marquee/${published.ref}/publish`);
    const titles = (await playerNotice()).player.map((n: { title: string }) => n.title);
    expect(titles).toContain(`${title} v2`);
    expect(titles).not.toContain(title);
    expect((await call('POST', `/notices/marquee/${published.ref}/publish`)).json().code).toBe('content.nothing_to_publish');

    // Switched off at once; removed with its draft.
    await call('PUT', `/notices/marquee/${published.ref}/enabled`, { enabled: false });
    expect((await playerNotice()).player.map((n: { title: string }) => n.title)).not.toContain(`${title} v2`);
    const after = (await call('DELETE', `/notices/marquee/${published.ref}`)).json().value.entries;
    expect(after.map((e: { ref: string }) => e.ref)).not.toContain(published.ref);
    expect((await auditOf('content.publish')).length).toBeGreaterThanOrEqual(2);
    expect(await auditOf('content.remove')).toEqual([expect.objectContaining({ payload: expect.objectContaining({ outcome: 'ok' }) })]);
  });

  it('the schedule is respected: a pop-up starting tomorrow is published but not shown; one that ended is not shown', async () => {
    const day = 86_400_000;
    const later = `Later ${stamp()}`;
    const ended = `Ended ${stamp()}`;
    const now = `Now ${stamp()}`;
    for (const [title, startsAt, endsAt] of [
      [later, new Date(Date.now() + day).toISOString(), null],
      [ended, new Date(Date.now() - 2 * day).toISOString(), new Date(Date.now() - day).toISOString()],
      [now, new Date(Date.now() - day).toISOString(), new Date(Date.now() + day).toISOString()],
    ] as const) {
      const e = (await call('POST', '/notices/popup', marquee(title, { startsAt, endsAt, execution: 'A' }))).json().value;
      const p = (await call('POST', `/notices/popup/${e.ref}/publish`)).json().value;
      expect(p.window).toBe(title === later ? 'SCHEDULED' : title === ended ? 'ENDED' : 'LIVE');
    }
    const shown = (await playerNotice()).popup.map((n: { title: string }) => n.title);
    expect(shown).toContain(now);
    expect(shown).not.toContain(later);
    expect(shown).not.toContain(ended);
    const bad = await call('POST', '/notices/popup', marquee('x', { startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' }));
    expect(bad.json().code).toBe('content.schedule_invalid');
  });

  it('HTML is sanitised before it is stored; a banner needs its place; bad links and input are refused and nothing is written', async () => {
    const hostile = (
      await call(
        'POST',
        '/notices/announcement',
        marquee('Hostile', {
          contentHtml: {
            EN: '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(2)">x</a><img src="https://evil.example/p.png"></p>',
            UR: '<p>سلام<iframe src="https://evil.example"></iframe></p>',
          },
        }),
      )
    ).json().value;
    expect(hostile.value.contentHtml.EN).not.toMatch(/script|onclick|javascript:|evil/);
    expect(hostile.value.contentHtml.EN).toContain('Hi');
    expect(hostile.value.contentHtml.UR).not.toContain('iframe');

    const before = await rowCount('content_drafts');
    const banner = { ...marquee('Banner'), contentHtml: { EN: '', UR: '' } };
    expect((await call('POST', '/notices/banner', banner)).json().code).toBe('content.group_required');
    expect(
      (await call('POST', '/notices/banner', { ...banner, groupName: 'w_home', linkageType: 'URL', linkUrl: 'javascript:alert(1)' })).json()
        .code,
    ).toBe('content.link_invalid');
    expect((await call('POST', '/notices/banner', { ...banner, groupName: 'w_nowhere' })).statusCode).toBe(400);
    expect((await call('POST', '/notices/marquee', { title: { EN: 'only English' }, contentHtml: { EN: '<p>x</p>' } })).statusCode).toBe(
      400,
    );
    expect(
      (await call('POST', '/notices/banner', { ...banner, groupName: 'w_home', imageUrl: '/media/content/DEMO/999999.png' })).json().code,
    ).toBe('content.image_unknown');
    expect((await call('POST', '/notices/marquee', marquee('x\u0000y'))).statusCode).toBe(400);
    expect(await rowCount('content_drafts')).toBe(before);
  });

  it('a banner image: png, jpeg or webp by its bytes, at most 2 MB; anything else is refused with a code and not stored', async () => {
    const images = await rowCount('content_images');
    expect((await upload({ filename: 'a.png', type: 'image/png', data: Buffer.from('<svg onload=alert(1)>') })).json().code).toBe(
      'content.image_type',
    );
    expect((await upload({ filename: 'a.gif', type: 'image/gif', data: Buffer.from('GIF89a....') })).json().code).toBe(
      'content.image_type',
    );
    expect((await upload({ filename: 'a.png', type: 'image/png', data: jpgBytes() })).json().code).toBe('content.image_type');
    const big = await upload({ filename: 'big.png', type: 'image/png', data: pngBytes(2 * 1024 * 1024 + 10) });
    expect(big.json().code).toBe('content.image_too_large');
    expect(await rowCount('content_images')).toBe(images);

    const ok = await upload({ filename: 'slide.png', type: 'image/png', data: pngBytes(600) });
    expect(ok.statusCode, ok.body).toBe(200);
    const { url } = ok.json().value;
    expect(url).toMatch(/^\/media\/content\/DEMO\/\d+\.png$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(pngBytes(600))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: url.replace('.png', '.jpg') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url.replace('/DEMO/', '/ACME/') })).statusCode).toBe(404);

    // The banner shows the image in its group once published, with its link.
    const title = `Slide ${stamp()}`;
    const e = (
      await call('POST', '/notices/banner', {
        ...marquee(title),
        contentHtml: { EN: '', UR: '' },
        groupName: 'w_home',
        imageUrl: url,
        linkageType: 'ROUTE',
        linkUrl: '/promotions',
      })
    ).json().value;
    expect((await playerNotice()).banners.map((b: { title: string }) => b.title)).not.toContain(title);
    await call('POST', `/notices/banner/${e.ref}/publish`);
    const member = await signIn(t);
    const shown = (await playerNotice('UR', member.headers)).banners.find((b: { title: string }) => b.title === `اردو ${title}`);
    expect(shown).toMatchObject({ url, groupName: 'w_home', linkageType: 'ROUTE', linkUrl: '/promotions' });
  });

  it('reorder sets the order players see', async () => {
    const list = (await call('GET', '/notices/marquee')).json().value.entries.filter((e: { status: string }) => e.status !== 'DRAFT');
    const reversed = list.map((e: { ref: string }) => e.ref).reverse();
    const after = (await call('PUT', '/notices/marquee/order', { refs: reversed })).json().value.entries;
    expect(after.filter((e: { status: string }) => e.status !== 'DRAFT').map((e: { ref: string }) => e.ref)).toEqual(reversed);
    const liveTitles = list
      .filter((e: { window: string }) => e.window === 'LIVE')
      .map((e: { live: { title: { EN: string } } }) => e.live.title.EN);
    expect((await playerNotice()).player.map((n: { title: string }) => n.title)).toEqual(liveTitles.reverse());
    expect((await call('PUT', '/notices/marquee/order', { refs: ['L99999999'] })).json().code).toBe('request_param_err');
  });

  it('a customer-service link is served encrypted once published; the operator sees the same encrypted path', async () => {
    const status = async () =>
      (await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: H() })).json().value.info.customerService as {
        csType: string;
        path: string;
      }[];
    const url = `https://t.me/demo_${stamp()}`;
    const e = (await call('POST', '/cs', { csType: 'TELEGRAM_VIP', url, displayName: 'VIP desk' })).json().value;
    expect(await decryptCsLink(e.path)).toBe(url);
    expect((await status()).map((c) => c.csType)).not.toContain('TELEGRAM_VIP');
    await call('POST', `/cs/${e.ref}/publish`);
    const served = (await status()).find((c) => c.csType === 'TELEGRAM_VIP');
    expect(served && (await decryptCsLink(served.path))).toBe(url);
    expect((await call('POST', '/cs', { csType: 'X', url: 'javascript:alert(1)', displayName: 'x' })).statusCode).toBe(400);
  });

  it('a help article is written in EN and UR and shows in each language only after publish', async () => {
    const help = async (lang: string) =>
      JSON.stringify(
        (
          await t.app.inject({ method: 'GET', url: `/wps/system/helpCenter?language=${lang}`, headers: H('DEMO', { language: lang }) })
        ).json(),
      );
    const list = (await call('GET', '/help')).json().value;
    expect(list.categories.length).toBeGreaterThan(0);
    expect(list.entries[0].value.title.UR).toBeTruthy();
    const title = `Deposits ${stamp()}`;
    const e = (
      await call('POST', '/help', {
        category: 0,
        title: { EN: title, UR: `ڈپازٹ ${title}` },
        contentHtml: { EN: '<p>How to deposit</p><script>x</script>', UR: '<p>ڈپازٹ کیسے کریں</p>' },
      })
    ).json().value;
    expect(e.value.contentHtml.EN).toBe('<p>How to deposit</p>');
    expect(await help('EN')).not.toContain(title);
    await call('POST', `/help/${e.ref}/publish`);
    expect(await help('EN')).toContain(title);
    expect(await help('UR')).toContain(`ڈپازٹ ${title}`);
    expect((await call('POST', '/help', { ...e.value, category: 99 })).json().code).toBe('content.category_unknown');
  });

  it('help categories: renamed, reordered, added and removed in EN and UR, live at once; articles and drafts follow', async () => {
    const centre = async (lang: string) =>
      (await t.app.inject({ method: 'GET', url: `/wps/system/helpCenter?language=${lang}`, headers: H('DEMO', { language: lang }) })).json()
        .value;
    const before = (await call('GET', '/help')).json().value as {
      categories: { position: number; title: { EN: string; UR: string } }[];
      entries: { ref: string; status: string; value: { category: number; title: { EN: string } } }[];
    };
    expect(before.categories.length).toBeGreaterThan(1);
    const [first, second] = before.categories as [(typeof before.categories)[0], (typeof before.categories)[0]];
    // A draft in the first category, so it must follow its category too.
    const draft = (
      await call('POST', '/help', {
        category: first.position,
        title: { EN: `Draft ${stamp()}`, UR: 'مسودہ' },
        contentHtml: { EN: '<p>x</p>', UR: '<p>x</p>' },
      })
    ).json().value as { ref: string };
    const inFirst = before.entries.filter((e) => e.value.category === first.position && e.status !== 'DRAFT').map((e) => e.ref);
    const name = `Payments ${stamp()}`;
    const body = {
      categories: [
        { position: second.position, title: second.title },
        { position: first.position, title: { EN: name, UR: `ادائیگیاں ${name}` } },
        ...before.categories.slice(2).map((c) => ({ position: c.position, title: c.title })),
        { position: null, title: { EN: 'Empty new', UR: 'نیا خالی' } },
      ],
    };
    const saved = await call('PUT', '/help-categories', body);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json().value as typeof before;
    expect(after.categories[1]!.title).toEqual({ EN: name, UR: `ادائیگیاں ${name}` });
    expect(after.categories).toHaveLength(before.categories.length + 1);
    // The renamed category's articles (and the draft) are now at its new place, 1.
    for (const ref of [...inFirst, draft.ref]) expect(after.entries.find((e) => e.ref === ref)?.value.category, ref).toBe(1);
    expect(JSON.stringify(await centre('EN'))).toContain(name);
    expect(JSON.stringify(await centre('UR'))).toContain(`ادائیگیاں ${name}`);
    expect((await auditOf('content.help_categories')).length).toBe(1);

    // Removing a category that holds articles is refused and changes nothing; an empty one goes.
    const current = after.categories.map((c) => ({ position: c.position, title: c.title }));
    expect((await call('PUT', '/help-categories', { categories: current.filter((_, i) => i !== 1) })).json().code).toBe(
      'content.category_in_use',
    );
    expect((await call('GET', '/help')).json().value.categories).toEqual(after.categories);
    const emptied = await call('PUT', '/help-categories', { categories: current.slice(0, -1) });
    expect(emptied.json().value.categories).toHaveLength(before.categories.length);
    // Bad lists: a place twice, a place that does not exist, an empty title.
    expect((await call('PUT', '/help-categories', { categories: [current[0], current[0]] })).json().code).toBe('content.category_unknown');
    expect((await call('PUT', '/help-categories', { categories: [{ position: 99, title: first.title }] })).json().code).toBe(
      'content.category_unknown',
    );
    expect((await call('PUT', '/help-categories', { categories: [{ position: 0, title: { EN: '', UR: 'x' } }] })).json().code).toBe(
      'request_param_err',
    );
  });

  it('app links: drafted, then published for players', async () => {
    const apps = async () =>
      (
        (await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: H() })).json().value.info.resources as {
          type: string;
          url: string;
        }[]
      )
        .filter((r) => r.type.startsWith('APP'))
        .map((r) => `${r.type} ${r.url}`);
    const ios = `https://apps.apple.com/app/demo/id${Date.now()}`;
    const saved = (await call('PUT', '/apps', { ios, android: 'https://files.example.com/demo.apk', lite: null })).json().value;
    expect(saved.draft).toMatchObject({ ios });
    expect(await apps()).not.toContain(`APP_IOS ${ios}`);
    const published = (await call('POST', '/apps/publish')).json().value;
    expect(published).toMatchObject({ draft: null, live: { ios, lite: null } });
    expect(await apps()).toContain(`APP_IOS ${ios}`);
    expect((await call('POST', '/apps/publish')).json().code).toBe('content.nothing_to_publish');
  });

  it('permissions: without content.view nothing is read; without content.manage nothing is written (and the refusal is audited)', async () => {
    const viewer = await keyWith(`content.viewer.${stamp()}`, ['content.view']);
    const stranger = await keyWith(`content.none.${stamp()}`, ['players.view']);
    expect((await call('GET', '/notices/banner', undefined, viewer)).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', '/notices/banner'],
      ['GET', '/help'],
      ['GET', '/cs'],
      ['GET', '/apps'],
    ] as const)
      expect((await call(method, url, undefined, stranger)).json().code).toBe('ops.forbidden');
    const drafts = await rowCount('content_drafts');
    const writes: ['POST' | 'PUT' | 'DELETE', string, object | undefined][] = [
      ['POST', '/notices/marquee', marquee('nope')],
      ['PUT', '/notices/marquee/L1', marquee('nope')],
      ['POST', '/notices/marquee/L1/publish', undefined],
      ['DELETE', '/notices/marquee/L1', undefined],
      ['DELETE', '/notices/marquee/L1/draft', undefined],
      ['PUT', '/notices/marquee/order', { refs: ['L1'] }],
      ['PUT', '/notices/marquee/L1/enabled', { enabled: false }],
      ['POST', '/help', { category: 0, title: { EN: 'a', UR: 'b' }, contentHtml: { EN: 'a', UR: 'b' } }],
      ['PUT', '/help-categories', { categories: [{ position: 0, title: { EN: 'a', UR: 'b' } }] }],
      ['POST', '/cs', { csType: 'FACEBOOK', url: 'https://facebook.com/x', displayName: 'x' }],
      ['PUT', '/apps', { ios: null, android: null, lite: null }],
      ['POST', '/apps/publish', undefined],
    ];
    for (const [method, url, body] of writes)
      expect((await call(method, url, body, viewer)).json().code, `${method} ${url}`).toBe('ops.forbidden');
    expect((await upload({ filename: 'a.png', type: 'image/png', data: pngBytes() }, viewer)).json().code).toBe('ops.forbidden');
    expect(await rowCount('content_drafts')).toBe(drafts);
    expect((await auditOf('content.create')).some((a) => a.payload.outcome === 'ops.forbidden')).toBe(true);
  });
});
