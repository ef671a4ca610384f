import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IMAGE_GRACE_DAYS, createRetentionPart } from '../src/compose/console-retention';
import type { ConsoleDeps } from '../src/compose/console-types';
import { rowsOf } from '../src/core/sql';
import { OPS, appForFile, multipartBody, pngBytes } from './harness';

const t = appForFile();
const DAY = 86_400_000;

const upload = async () => {
  const body = multipartBody({}, [{ name: 'file', filename: 'slide.png', type: 'image/png', data: pngBytes(300) }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/ops/v1/merchants/DEMO/content/images',
    headers: { ...OPS, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = res.json().value.url as string;
  return { url, id: Number(/(\d+)\.png$/.exec(url)?.[1]) };
};
const banner = (title: string, imageUrl: string) => ({
  title: { EN: title, UR: `اردو ${title}` },
  contentHtml: { EN: '', UR: '' },
  groupName: 'w_home',
  imageUrl,
});
const served = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
/** The console's retention jobs, run now as the scheduler would run them at `at`. */
const runJobs = async (at: Date) => {
  const part = createRetentionPart({ db: t.dbHandle.db, config: t.config, now: () => at } as ConsoleDeps);
  const out: Record<string, unknown> = {};
  for (const j of part.jobs ?? []) out[j.name] = await j.run();
  return out;
};

describe('retention of what the console writes', () => {
  it('an uploaded image is pruned only when it is past its grace and no notice, help article or draft names it', async () => {
    const published = await upload();
    const drafted = await upload();
    const inHelp = await upload();
    const orphan = await upload();
    const young = await upload();
    const e = (
      await t.app.inject({
        method: 'POST',
        url: '/ops/v1/merchants/DEMO/content/notices/banner',
        headers: OPS,
        payload: banner('Kept live', published.url),
      })
    ).json().value;
    expect(
      (await t.app.inject({ method: 'POST', url: `/ops/v1/merchants/DEMO/content/notices/banner/${e.ref}/publish`, headers: OPS }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/ops/v1/merchants/DEMO/content/notices/banner',
          headers: OPS,
          payload: banner('Kept draft', drafted.url),
        })
      ).statusCode,
    ).toBe(200);
    await t.dbHandle.db.execute(sql`UPDATE help_articles SET content_html = content_html || ${`<img src="${inHelp.url}">`}
      WHERE id = (SELECT min(id) FROM help_articles WHERE merchant_id = (SELECT id FROM merchants WHERE code = 'DEMO'))`);

    const now = new Date();
    // Nothing is old enough yet: the grace protects an upload whose draft is not saved.
    expect(await runJobs(now)).toMatchObject({ 'content-images-prune': { images: 0 } });
    const later = new Date(now.getTime() + (IMAGE_GRACE_DAYS + 1) * DAY);
    await t.dbHandle.db.execute(sql`UPDATE content_images SET created_at = ${new Date(now.getTime() + DAY).toISOString()}::timestamptz
      WHERE id = ${young.id}`);
    await runJobs(later);
    expect(await served(orphan.url)).toBe(404);
    for (const kept of [published, drafted, inHelp]) expect(await served(kept.url), kept.url).toBe(200);
    // The young one was uploaded a day later: still within its grace at `later`.
    expect(await served(young.url)).toBe(200);
  });

  it("the consumers' seen marks go once their events are past the outbox's retention, and not before", async () => {
    const now = new Date();
    const old = new Date(now.getTime() - (t.config.EVENTS_RETENTION_DAYS + 2) * DAY).toISOString();
    const recent = new Date(now.getTime() - (t.config.EVENTS_RETENTION_DAYS - 1) * DAY).toISOString();
    await t.dbHandle.db.execute(
      sql`INSERT INTO report_seen (event_id, at) VALUES (900000001, ${old}::timestamptz), (900000002, ${recent}::timestamptz)`,
    );
    await t.dbHandle.db.execute(
      sql`INSERT INTO growth_seen (event_id, seen_at) VALUES (900000001, ${old}::timestamptz), (900000002, ${recent}::timestamptz)`,
    );
    const out = await runJobs(now);
    expect(out['seen-marks-prune']).toMatchObject({ reports: 1, growth: 1 });
    for (const table of ['report_seen', 'growth_seen'])
      expect(
        rowsOf<{ id: string }>(
          await t.dbHandle.db.execute(sql`SELECT event_id::text AS id FROM ${sql.raw(table)} WHERE event_id >= 900000001`),
        ).map((r) => r.id),
      ).toEqual(['900000002']);
  });
});
