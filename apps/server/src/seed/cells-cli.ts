import { parseArgs } from 'node:util';
import { cellConfigOf } from '../compose/cells';
import { databaseOptions, loadConfig } from '../core/config';
import { openDatabase } from '../db/client';
import { createCellDirectory } from '../modules/cells';
import { PlacementRefused, placeNewMerchant } from './place-merchant';

/**
 * `npm run cells -- list` and `npm run cells -- place <CODE> <cell> --name "<brand>" --domain <host> [--like ACME]`
 * (issue 37): the cells' directory, and a new merchant made in a cell and placed there. Reads CELLS as the server does.
 */
const usage = 'usage: npm run cells -- list | place <CODE> <cell> --name "<brand>" --domain <host> [--like ACME|DEMO]';
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { name: { type: 'string' }, domain: { type: 'string' }, like: { type: 'string' } },
});
const config = loadConfig();
const cells = config.CELLS;
if (!cells?.[0]) {
  console.error('CELLS is not set: with one database there is one cell and nothing to place.');
  process.exit(2);
}
const [command, code, cellId] = positionals;
const home = await openDatabase(databaseOptions(cellConfigOf(config, cells[0])));
try {
  await home.migrate();
  const directory = createCellDirectory({ db: home.db, refreshMs: config.CELL_DIRECTORY_MS });
  if (command === 'list') {
    for (const p of await directory.placements()) console.log(`${p.merchantCode}\t${p.cell}\t${p.domains.join(',')}`);
  } else if (command === 'place' && code && cellId && values.name && values.domain) {
    const cell = cells.find((c) => c.id === cellId);
    if (!cell) throw new PlacementRefused(`no cell ${cellId} in CELLS (${cells.map((c) => c.id).join(', ')})`);
    const target = cell === cells[0] ? home : await openDatabase(databaseOptions(cellConfigOf(config, cell)));
    try {
      await target.migrate();
      const m = await placeNewMerchant({
        directory,
        cellDb: target.db,
        cell: cell.id,
        merchant: { code, name: values.name, domain: values.domain, like: values.like },
      });
      console.log(`Merchant ${m.code} made in cell ${m.cell} and placed there (site domain ${m.domain}).`);
    } finally {
      if (target !== home) await target.close();
    }
  } else {
    console.error(usage);
    process.exitCode = 2;
  }
} catch (err) {
  if (!(err instanceof PlacementRefused)) throw err;
  console.error(`Refused: ${err.message}`);
  process.exitCode = 1;
} finally {
  await home.close();
}
