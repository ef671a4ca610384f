import { sql } from 'drizzle-orm';
import { rowsOf } from '../../core/sql';
import type { Db } from '../../db/client';

/** One merchant's entry in the cells' directory. */
export type Placement = { merchantCode: string; cell: string; domains: string[] };
/** A merchant as a cell's own database holds it: its code and the domains its site answers on. */
export type CellMerchant = { code: string; domains: string[] };

type PlacementRow = { merchant_code: string; cell: string; domains: string[] };
const placementOf = (r: PlacementRow): Placement => ({ merchantCode: r.merchant_code, cell: r.cell, domains: r.domains });

/** The directory's SQL (on the home cell's database) and the read of a cell's own merchants (on that cell's). */
export const cellsRepo = {
  all: async (directory: Db): Promise<Placement[]> =>
    rowsOf<PlacementRow>(await directory.execute(sql`SELECT merchant_code, cell, domains FROM cell_directory ORDER BY merchant_code`)).map(
      placementOf,
    ),

  /**
   * Places a merchant in a cell once: a second placement of the same code changes nothing and answers where the
   * merchant already is. Domains are added to the entry's (a brand may gain a domain; it never moves by it).
   */
  place: async (directory: Db, p: Placement): Promise<Placement> => {
    const [row] = rowsOf<PlacementRow>(
      await directory.execute(sql`WITH placed AS (
          INSERT INTO cell_directory (merchant_code, cell, domains) VALUES (${p.merchantCode}, ${p.cell},
            ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(p.domains)}::jsonb)))
          ON CONFLICT (merchant_code) DO UPDATE SET domains = ARRAY(
            SELECT DISTINCT d FROM unnest(cell_directory.domains || EXCLUDED.domains) AS d ORDER BY d)
          WHERE cell_directory.cell = EXCLUDED.cell
          RETURNING merchant_code, cell, domains)
        SELECT * FROM placed
        UNION ALL
        SELECT merchant_code, cell, domains FROM cell_directory WHERE merchant_code = ${p.merchantCode} AND NOT EXISTS (SELECT 1 FROM placed)`),
    );
    return row ? placementOf(row) : p;
  },

  /** The merchants a cell's database holds, with their main domain and routed domains (lower case). */
  merchantsOf: async (cellDb: Db): Promise<CellMerchant[]> =>
    rowsOf<{ code: string; domains: string[] }>(
      await cellDb.execute(sql`SELECT m.code, ARRAY(
          SELECT DISTINCT lower(d) FROM (SELECT m.main_domain AS d UNION ALL SELECT r.domain FROM domain_routes r WHERE r.merchant_id = m.id) x
          WHERE d <> '' ORDER BY 1) AS domains
        FROM merchants m ORDER BY m.code`),
    ),
};
