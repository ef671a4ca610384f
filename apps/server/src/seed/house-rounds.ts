import { randomBytes } from 'node:crypto';
import type { HousePlayBody } from '@wl/contracts';
import { and, eq } from 'drizzle-orm';
import { createLedgerService } from '../modules/ledger';
import type { MerchantContext } from '../modules/merchants';
import type { AuthContext } from '../modules/sessions';
import { createHouseService } from '../modules/vendors';
import { inProcessHouseWallet } from '../modules/vendors';
import { GAME_SESSION_MS, hashGameToken } from '../modules/vendors';
import { createSeamlessService } from '../modules/vendors';
import { gameSessions, games, members } from '../db/schema';
import type { Db } from '../db/client';
import type { SeedStep } from './step';
import { HOUSE_VENDOR } from './vendors';

/** Per member: slot, dice and baccarat rounds in turn; the stake scales with the member's balance (1/500). */
const ROUNDS_PER_MEMBER = 8;
const betOf = (i: number, unit: number): HousePlayBody['bet'] => {
  if (i % 3 === 0) return { game: 'slot', stake: unit * 20, lines: 20 };
  if (i % 3 === 1) return { game: 'dice', stake: unit * 20, target: i % 2 ? 4950 : 2500, direction: 'under' };
  return { game: 'baccarat', bets: { [i % 2 ? 'player' : 'banker']: unit * 20 } };
};
const codeOf = { slot: 'HOUSE_SLOT', dice: 'HOUSE_DICE', baccarat: 'HOUSE_BACCARAT' } as const;

/**
 * Real house rounds for the demo members, played through the same path as a player's (house service → seamless
 * wallet → ledger) so a fresh site has a winner board and betting records made of genuine, verifiable rounds.
 * Runs after the wallet (members and their opening balances) and the vendors (house games) steps.
 */
export const houseRoundsSeed: SeedStep = async (tx, ctx) => {
  for (const m of ctx.merchants)
    for (const member of await tx.select().from(members).where(eq(members.merchantId, m.id)))
      await playHouseRounds(tx, m.id, member, ROUNDS_PER_MEMBER);
};

/** `rounds` house rounds of one member (slot, dice and baccarat in turn), staking 1/500 of the balance each. */
export const playHouseRounds = async (tx: Db, merchantId: number, member: typeof members.$inferSelect, rounds: number, tag = 'demo') => {
  const ledger = createLedgerService({ db: tx });
  const house = createHouseService({ db: tx, wallet: inProcessHouseWallet(createSeamlessService({ db: tx }), HOUSE_VENDOR) });
  const gameRows = await tx
    .select({ id: games.id, code: games.gameCode })
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.vassalage, HOUSE_VENDOR)));
  // The house service reads only the merchant's id and the member's id from these.
  const merchant = { id: merchantId } as MerchantContext;
  const balance = (await ledger.balances(merchantId, member.id)).find((b) => b.wallet === 'MAIN')?.balance ?? 0n;
  const unit = Math.max(1, Math.floor(Number(balance / 500n) / 20));
  if (balance < 1000n) return;
  const auth = { member } as unknown as AuthContext;
  const tokens = new Map<string, string>();
  for (const g of gameRows) {
    const token = randomBytes(32).toString('base64url');
    tokens.set(g.code, token);
    await tx.insert(gameSessions).values({
      merchantId,
      memberId: member.id,
      vendor: HOUSE_VENDOR,
      gameId: g.id,
      gameCode: g.code,
      accountType: 1,
      tokenHash: hashGameToken(token),
      expiresAt: new Date(Date.now() + GAME_SESSION_MS),
    });
  }
  for (let i = 0; i < rounds; i++) {
    const bet = betOf(i + member.id, unit);
    const token = tokens.get(codeOf[bet.game]);
    if (!token) continue;
    await house.play(merchant, auth, { token, clientSeed: `${tag}-${member.account}-${i}`, bet });
  }
};
