import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gameListValue } from '@wl/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/client';
import { rowsOf } from '../src/core/sql';
import { H, type TestContext, createTestApp } from './harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const list = async (q: string) => {
  const res = await t.app.inject({ url: `/wps/relay/GCSGAME_gameList?${q}`, headers: H() });
  expect(res.statusCode, res.body).toBe(200);
  return gameListValue.parse(res.json().value).games;
};

type Placed = { code: string; category: string; sub_type: string | null; vendor_category: string };
const placed = async () =>
  rowsOf<Placed>(
    await t.dbHandle.db.execute(sql`
      SELECT g.game_code AS code, g.category, g.sub_type, v.category AS vendor_category
      FROM games g JOIN game_vendors v ON v.id = g.vendor_id
      JOIN merchants m ON m.id = g.merchant_id
      WHERE m.code = 'DEMO' AND g.vassalage = 'HOUSE' ORDER BY g.game_code`),
  );

const expected: Placed[] = [
  { code: 'HOUSE_BACCARAT', category: 'PVP', sub_type: null, vendor_category: 'PVP' },
  { code: 'HOUSE_DICE', category: 'PVP', sub_type: null, vendor_category: 'PVP' },
  { code: 'HOUSE_SLOT', category: 'RNG', sub_type: null, vendor_category: 'RNG' },
];

describe('each house game in its real category (issue 36, item 17)', () => {
  it('lists only the slot under Slots, and dice and baccarat first among the card and table games', async () => {
    const rng = await list('gameType=RNG&vassalage=HOUSE&pageSize=50');
    expect(rng.map((g) => g.gameCode)).toEqual(['HOUSE_SLOT']);
    const pvp = await list('gameType=PVP&pageNo=1&pageSize=12');
    expect(pvp.slice(0, 2).map((g) => [g.gameCode, g.gameType])).toEqual([
      ['HOUSE_DICE', 'PVP'],
      ['HOUSE_BACCARAT', 'PVP'],
    ]);
    expect(await placed()).toEqual(expected);
  });

  it('moves them on a database seeded before, where both sat in RNG under the house slot vendor', async () => {
    await t.dbHandle.exec(`
      UPDATE games g SET category = 'RNG', sub_type = CASE g.game_code WHEN 'HOUSE_DICE' THEN 'AC' ELSE 'TG' END,
        vendor_id = (SELECT id FROM game_vendors v WHERE v.merchant_id = g.merchant_id AND v.category = 'RNG' AND v.vassalage = 'HOUSE')
      WHERE vassalage = 'HOUSE' AND game_code IN ('HOUSE_DICE', 'HOUSE_BACCARAT');
      DELETE FROM game_vendors WHERE vassalage = 'HOUSE' AND category = 'PVP';`);
    expect((await placed()).filter((p) => p.category === 'RNG')).toHaveLength(3);
    const migration = readFileSync(path.join(migrationsFolder, '0069_house_games_categories.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await t.dbHandle.exec(statement);
    expect(await placed()).toEqual(expected);
  });
});
