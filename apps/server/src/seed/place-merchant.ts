import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { merchants } from '../db/schema';
import type { CellDirectory } from '../modules/cells';
import { logoSvg } from './brand-art';
import { seedMerchant } from './index';
import { helpFor, type MerchantSeed, merchantSeeds } from './merchants.data';

export type NewMerchant = {
  code: string;
  name: string;
  /** The brand's site domain: its main domain and the host the cells' router knows it by. */
  domain: string;
  /** The demo merchant whose currency, zone, theme and switches the new one starts from (ACME by default). */
  like?: string;
};

export class PlacementRefused extends Error {}

/** A new brand's configuration: the template's money, zone, theme and switches under the brand's own name and domain. */
const newMerchantSeed = (m: NewMerchant): MerchantSeed => {
  const like = merchantSeeds.find((s) => s.code === (m.like ?? 'ACME').toUpperCase());
  if (!like) throw new PlacementRefused(`no template merchant ${m.like}`);
  const domain = m.domain.toLowerCase();
  return {
    ...like,
    code: m.code,
    name: m.name,
    logo: logoSvg(m.name, like.theme.primary ?? '#888888', like.theme.accent ?? '#444444', 'bolt'),
    mainDomain: domain,
    analyticsId: null,
    customerService: [],
    resources: [],
    domains: [{ domain, type: 'MEMBER', isMain: true }],
    help: helpFor(m.name, like.minAge, { en: '', ur: '' }),
  };
};

/**
 * The operator command's work (issue 37): makes a new merchant in a cell's database and places it there in the
 * directory. Refused when the code is placed in another cell or the cell already holds it. The merchant and its
 * placement commit in order (the directory row inside the cell's transaction, so a placement refused there leaves
 * no merchant); were the cell's commit lost after the directory's, running the command again completes it.
 */
export const placeNewMerchant = async (o: { directory: CellDirectory; cellDb: Db; cell: string; merchant: NewMerchant }) => {
  const code = o.merchant.code.toUpperCase();
  if (!/^[A-Z0-9_-]{1,32}$/.test(code)) throw new PlacementRefused(`merchant code ${o.merchant.code}: letters, digits, _ and - only`);
  const placed = await o.directory.cellOf(code);
  if (placed !== null && placed !== o.cell) throw new PlacementRefused(`merchant ${code} is placed in cell ${placed}`);
  const seed = newMerchantSeed({ ...o.merchant, code });
  return o.cellDb.transaction(async (tx) => {
    const [held] = await tx.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, code));
    if (held) throw new PlacementRefused(`cell ${o.cell} already holds merchant ${code}`);
    const created = await seedMerchant(tx, seed);
    const at = await o.directory.place({ merchantCode: code, cell: o.cell, domains: [seed.mainDomain] });
    if (at.cell !== o.cell) throw new PlacementRefused(`merchant ${code} is placed in cell ${at.cell}`);
    return { ...created, cell: o.cell, domain: seed.mainDomain };
  });
};
