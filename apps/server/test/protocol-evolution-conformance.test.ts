import { randomUUID } from 'node:crypto';
import { launchAccountTypes } from '@wl/contracts';
import {
  EVOLUTION_TEST_API_TOKEN,
  EVOLUTION_TEST_AUTH_TOKEN,
  EVOLUTION_TEST_CASINO_KEY,
  evolutionSim,
  evolutionWire,
} from '@wl/vendor-client';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/core/sql';
import { members } from '../src/db/schema';
import { createMerchantService } from '../src/modules/merchants';
import { type VendorAdapter, createLaunchService, createVendorRegistry } from '../src/modules/vendors';
import { type TestContext, createTestApp } from './harness';
import { configureProtocol, inbound, mainBalance, protocolPlayer, writes } from './protocol-harness';
import { expireGameSessions, invariants } from './seamless-helpers';

/**
 * Evolution One Wallet on the real ledger (merchant DEMO, PKR, catalogue vendor EVO). Every scenario of Evolution's
 * licensee integration tests (the 26 of valkyrie's provider/evolution/test/evo_integration_test.go, in Evolution's
 * own test-step wording) is a case below, written as data: each step's Evolution status, the balance in its answer
 * and the member's MAIN balance in the ledger after it. Then the cases where an operator's answer matters that the
 * list leaves out, and 20 concurrent copies of a debit and of a credit.
 */
let t: TestContext;
const VENDOR = 'EVO';
const START = 100_000n; // 1000.00 PKR
const FAKE_USER = 'fakeUserId_zz';

/** A PKR amount of Evolution's tests ("63727092.34") as minor units, exactly. */
const minor = (major: string): bigint => {
  const [w, f = ''] = major.replace('-', '').split('.');
  const v = BigInt(w as string) * 100n + BigInt(f.padEnd(2, '0'));
  return major.startsWith('-') ? -v : v;
};

type Player = Awaited<ReturnType<typeof protocolPlayer>>;
type Answer = { http: number; raw: string; fields: Record<string, string | boolean | null> };

/** One call as Evolution makes it: the JSON body to `…/{call}?authToken=…`. */
const call = async (name: string, body: string, authToken = EVOLUTION_TEST_AUTH_TOKEN): Promise<Answer> => {
  const r = await inbound(t, {
    vendor: VENDOR,
    path: `/${name}?authToken=${encodeURIComponent(authToken)}`,
    headers: { 'content-type': 'application/json' },
    body,
  });
  return { http: r.status, raw: r.body, fields: evolutionWire.read(r.body) };
};

/** A StandardResponse field by field (valkyrie's model): status, balance and bonus as numbers, the request's uuid. */
const standard = (a: Answer, uuid: string) => {
  expect(a.http, a.raw).toBe(a.fields.status === 'INVALID_TOKEN_ID' ? 401 : 200);
  expect(Object.keys(JSON.parse(a.raw)).sort()).toEqual(
    ['balance', 'bonus', 'status', 'uuid', ...(a.fields.retransmission !== undefined ? ['retransmission'] : [])].sort(),
  );
  expect(a.fields.balance, a.raw).toMatch(/^\d+\.\d{2}$/);
  expect(a.fields.bonus).toBe('0.00');
  expect(a.fields.uuid).toBe(uuid);
  if (a.fields.retransmission !== undefined) expect(a.fields.retransmission).toBe(true);
  return { status: a.fields.status as string, balance: minor(a.fields.balance as string) };
};

/** A new game session of a member (Evolution's test service `sid()`): a launch of the member's EVO game. */
const newSession = async (pl: Player) => {
  let token = '';
  const keeper: VendorAdapter = {
    code: VENDOR,
    wallet: 'seamless',
    launch: async (i) => {
      token = i.token;
      return { gameUrl: '/kept' };
    },
  };
  const m = await createMerchantService({ db: t.dbHandle.db, cacheMs: 0 }).get('DEMO');
  const launches = createLaunchService({
    db: t.dbHandle.db,
    catalogue: { recordPlay: async () => {} },
    vendors: createVendorRegistry([keeper]),
  });
  await launches.launch(m!, { member: pl.member }, { nodeId: pl.nodeId, accountType: launchAccountTypes.REAL }, 'EN');
  return token;
};

/**
 * A step of a case. `as` names the session (default A); `sid` opens a new one (`player`: the same player as A unless
 * another label is given); `check` initialises a session; the money calls name their bet by a label (`ref`) made
 * unique per case. `bal` is the balance the answer carries AND the ledger holds after it, relative to the player's
 * start (major units); without it the ledger must not have moved.
 */
type Step = {
  /** `expire` ends the session's game sessions; `lock` locks its player (player protection, an operator's block). */
  do: 'sid' | 'check' | 'balance' | 'debit' | 'credit' | 'cancel' | 'promo' | 'expire' | 'lock';
  as?: string;
  player?: string;
  channel?: 'P' | 'M';
  ref?: string;
  /** The transaction id: a label (the same label, the same id); a cancel repeats its debit's id unless given. */
  id?: string;
  round?: string;
  amount?: string;
  fakeUser?: true;
  /** The session's launch sid after check gave it a new one. */
  oldSid?: true;
  /** An empty sid (a call Evolution sends when the player has no live session). */
  noSid?: true;
  /** The status Evolution must get (the session steps `sid`, `expire` and `lock` answer nothing). */
  want?: string;
  bal?: string;
};
type Case = { name: string; steps: Step[]; prepare?: false; fresh?: true; bulk?: true };

const debit = (ref: string, amount: string, bal: string, o: Partial<Step> = {}): Step => ({
  do: 'debit',
  ref,
  amount,
  round: 'g',
  want: 'OK',
  bal,
  ...o,
});
const credit = (ref: string, amount: string, bal: string, o: Partial<Step> = {}): Step => ({
  do: 'credit',
  ref,
  amount,
  round: 'g',
  want: 'OK',
  bal,
  ...o,
});
const cancel = (ref: string, bal: string, o: Partial<Step> = {}): Step => ({ do: 'cancel', ref, round: 'g', want: 'OK', bal, ...o });
const balance = (bal: string, o: Partial<Step> = {}): Step => ({ do: 'balance', want: 'OK', bal, ...o });

let caseNo = 0;
/** Evolution's suite plays its cases with two users (userOne, userTwo); a case that locks or expires has its own. */
const users: Record<string, Player> = {};
const user = async (name: string) => {
  users[name] ??= await protocolPlayer(t, { vendor: VENDOR, balance: START });
  return users[name];
};
/** The body's amount as the exact text given, when minor units cannot say it (more decimals, an exponent). */
const rawAmount = (body: string, text: string) => body.replace(/"amount":[^,}]+/, `"amount":${text}`);
const exact = (text: string) => /^\d+(\.\d{1,2})?$/.test(text);

/**
 * Runs a case: the player A and, unless `prepare: false`, Evolution's prepareCase (a new sid, check, balance). Each
 * player's balances are relative to its balance when the case first names it. After each step the ledger holds the
 * expected balance (in a `bulk` case: after each refusal and at the end; the OK answers carry the ledger's balance).
 */
const run = async (c: Case & { fresh?: true; bulk?: true }) => {
  const tag = `${++caseNo}-${randomUUID().slice(0, 8)}`;
  const label = (l: string) => `${tag}-${l}`;
  const players: Record<string, { pl: Player; base: bigint; expected: bigint }> = {};
  const sessions: Record<string, { player: string; launch: string; play?: string }> = {};
  const debits = new Map<string, string>();
  const join = async (name: string, pl: Player) => {
    const base = await mainBalance(t, pl.member.id);
    players[name] = { pl, base, expected: base };
    return pl;
  };
  if (c.fresh) sessions.A = { player: 'A', launch: (await join('A', await protocolPlayer(t, { vendor: VENDOR, balance: START }))).token };
  else sessions.A = { player: 'A', launch: await newSession(await join('A', await user('A'))) };
  const steps: Step[] = c.prepare === false ? c.steps : [{ do: 'check', want: 'OK' }, balance('0'), ...c.steps];
  for (const [n, s] of steps.entries()) {
    const where = `${c.name}, step ${n + 1}: ${JSON.stringify(s)}`;
    if (s.do === 'sid') {
      const owner = s.player ?? 'A';
      const pl = players[owner]?.pl ?? (await join(owner, await user(owner)));
      sessions[s.as ?? 'A'] = { player: owner, launch: await newSession(pl) };
      continue;
    }
    const session = sessions[s.as ?? 'A'];
    if (!session) throw new Error(`no session ${s.as}`);
    const who = players[session.player]!;
    if (s.do === 'expire' || s.do === 'lock') {
      if (s.do === 'expire') await expireGameSessions(t, who.pl.member.id);
      else await t.dbHandle.db.update(members).set({ status: 'LOCKED' }).where(eq(members.id, who.pl.member.id));
      continue;
    }
    const userId = s.fakeUser ? FAKE_USER : String(who.pl.member.id);
    const sid = s.noSid ? '' : s.oldSid || !session.play ? session.launch : session.play;
    const uuid = randomUUID();
    if (s.do === 'check') {
      const a = await call('check', evolutionWire.check(sid, userId, s.channel ?? 'P', uuid));
      expect(a.http, where).toBe(200);
      expect(Object.keys(JSON.parse(a.raw)).sort(), where).toEqual(['sid', 'status', 'uuid']);
      expect({ status: a.fields.status, uuid: a.fields.uuid }, where).toEqual({ status: s.want, uuid });
      if (s.want === 'OK') {
        expect(a.fields.sid, where).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
        expect(a.fields.sid, where).not.toBe(session.launch);
        session.play = a.fields.sid as string;
      }
    } else {
      const g = { round: label(s.round ?? 'g'), table: who.pl.gameCode };
      const ref = label(s.ref ?? 'r');
      // `*3`: three times the balance the case started with (Evolution's insufficient-funds bet).
      const text = s.amount?.startsWith('*') ? String((who.base * BigInt(s.amount.slice(1))) / 100n) : (s.amount ?? '0');
      const amount = exact(text) ? minor(text) : 0n;
      let body: string;
      if (s.do === 'balance') body = evolutionWire.balance(sid, userId, 'PKR', uuid);
      else if (s.do === 'promo') body = evolutionWire.promoPayout(sid, userId, 'PKR', g, { id: label(s.id ?? 'p'), amount }, uuid);
      else {
        const id = s.id ? label(s.id) : s.do === 'cancel' ? (debits.get(ref) ?? label('none')) : label(randomUUID());
        if (s.do === 'debit' && !s.fakeUser) debits.set(ref, id);
        body = evolutionWire.transaction(sid, userId, 'PKR', g, { id, refId: ref, amount }, uuid);
      }
      if (!exact(text)) body = rawAmount(body, text);
      const a = standard(await call(s.do === 'promo' ? 'promo_payout' : s.do, body), uuid);
      expect(a.status, where).toBe(s.want);
      if (s.bal !== undefined) {
        who.expected = who.base + minor(s.bal);
        expect(a.balance, where).toBe(who.expected);
      }
    }
    if (!c.bulk || s.want !== 'OK' || n === steps.length - 1) {
      for (const p of Object.values(players)) expect(await mainBalance(t, p.pl.member.id), `ledger after ${where}`).toBe(p.expected);
    }
  }
  return { label, players };
};

/** Evolution's 26 scenarios (Test_<name> in evo_integration_test.go), each step in Evolution's words where it has one. */
const evolutionCases: Case[] = [
  {
    name: 'checkUsingNewSID: requests with the old SID are rejected once check gave a new one',
    prepare: false,
    steps: [
      { do: 'check', want: 'OK' },
      { do: 'balance', oldSid: true, want: 'INVALID_SID' },
      debit('r', '10', '0', { oldSid: true, want: 'INVALID_SID', bal: undefined }),
      credit('r', '10', '0', { oldSid: true, want: 'INVALID_SID', bal: undefined }),
    ],
  },
  {
    name: 'allMethodsCheckBeforeRunningTests: get balance, place bet, settle bet',
    steps: [debit('r', '1', '-1'), credit('r', '1', '0'), balance('0')],
  },
  {
    name: 'debitBetAlreadyExist: the same bet twice affects the balance once (BET_ALREADY_EXIST)',
    steps: [
      debit('r', '1', '-1', { id: 't1' }),
      debit('r', '1', '-1', { id: 't1', want: 'BET_ALREADY_EXIST' }),
      balance('-1'),
      credit('r', '1', '0'),
      balance('0'),
    ],
  },
  { name: 'debitCancel: a bet is cancelled and the balance restored', steps: [debit('r', '1', '-1'), cancel('r', '0'), balance('0')] },
  { name: 'debitCredit: a bet placed and paid out', steps: [debit('r', '2', '-2'), credit('r', '2', '0'), balance('0')] },
  {
    name: 'debitCreditBetAlreadySettled: a second payout of the same bet is rejected',
    steps: [debit('r', '2', '-2'), credit('r', '2', '0'), credit('r', '2', '0', { want: 'BET_ALREADY_SETTLED' }), balance('0')],
  },
  {
    name: 'debitCreditBetDoesNotExist: a credit with a fake reference ID is rejected',
    steps: [
      debit('r', '2', '-2'),
      credit('fake', '2', '-2', { want: 'BET_DOES_NOT_EXIST' }),
      balance('-2'),
      credit('r', '2', '0'),
      balance('0'),
    ],
  },
  {
    name: 'debitCreditCancel: a cancel after settlement is rejected (BET_ALREADY_SETTLED)',
    steps: [debit('r', '2', '-2'), credit('r', '2', '0'), cancel('r', '0', { want: 'BET_ALREADY_SETTLED' }), balance('0')],
  },
  {
    name: 'sameUserPlayingWithDifferentChannelType: bets within different sids and channels',
    prepare: false,
    steps: [
      { do: 'check', want: 'OK' },
      { do: 'sid', as: 'B' },
      { do: 'check', as: 'B', channel: 'M', want: 'OK' },
      balance('0'),
      balance('0', { as: 'B' }),
      debit('r1', '2', '-2'),
      debit('r2', '3', '-5', { as: 'B' }),
      credit('r1', '5', '0', { as: 'B' }),
      balance('0'),
      balance('0', { as: 'B' }),
    ],
  },
  {
    name: 'twoUsersBjGameEachPlaying_2_hands: two users, two bets each',
    steps: [
      { do: 'sid', as: 'U2', player: 'B' },
      { do: 'check', as: 'U2', want: 'OK' },
      balance('0', { as: 'U2' }),
      debit('a1', '2', '-2'),
      debit('b1', '3', '-3', { as: 'U2' }),
      debit('a2', '2', '-4'),
      debit('b2', '3', '-6', { as: 'U2' }),
      credit('a1', '2', '-2'),
      credit('a2', '2', '0'),
      credit('b1', '3', '-3', { as: 'U2' }),
      credit('b2', '3', '0', { as: 'U2' }),
      balance('0'),
      balance('0', { as: 'U2' }),
    ],
  },
  {
    name: 'verifyCanPlaceBetBeforeSettleForAnotherGame: a bet before the previous game is settled',
    steps: [
      debit('a', '2', '-2', { round: 'a' }),
      debit('b', '2', '-4', { round: 'b' }),
      credit('b', '2', '-2', { round: 'b' }),
      credit('a', '2', '0', { round: 'a' }),
      balance('0'),
    ],
  },
  {
    name: 'checkUsingInvalidUserId: every request with a non-existing user ID is rejected',
    steps: [
      { do: 'check', fakeUser: true, want: 'INVALID_SID' },
      { do: 'check', want: 'OK' },
      balance('0'),
      debit('r', '10', '0', { fakeUser: true, want: 'INVALID_SID', bal: undefined }),
      balance('0'),
      debit('r', '10', '-10'),
      cancel('r', '-10', { fakeUser: true, want: 'INVALID_SID', bal: undefined }),
      balance('-10'),
      credit('r', '2', '-10', { fakeUser: true, want: 'INVALID_SID', bal: undefined }),
      balance('-10'),
      credit('r', '10', '0'),
      balance('0'),
    ],
  },
  {
    name: 'debitCancelBetDoesNotExist: a cancel with a fake transactionId and refId is rejected',
    steps: [
      debit('r', '2', '-2'),
      cancel('fake', '-2', { id: 'fake-id', want: 'BET_DOES_NOT_EXIST' }),
      balance('-2'),
      cancel('r', '0'),
      balance('0'),
    ],
  },
  {
    name: 'debitCancelBetAlreadySettled: a bet is cancelled once',
    steps: [debit('r', '3', '-3'), cancel('r', '0'), cancel('r', '0', { want: 'BET_ALREADY_SETTLED' }), balance('0')],
  },
  {
    name: 'creditWithZeroAmount: a zero payout ends the round as a loss',
    steps: [debit('r', '3', '-3'), credit('r', '0', '-3'), balance('-3')],
  },
  {
    name: 'debitCreditWithDifferentSids: bets placed within different SIDs',
    steps: [
      debit('r1', '3', '-3'),
      { do: 'sid', as: 'B' },
      { do: 'check', as: 'B', want: 'OK' },
      debit('r2', '4', '-7', { as: 'B' }),
      credit('r1', '3', '-4', { as: 'B' }),
      credit('r2', '4', '0', { as: 'B' }),
    ],
  },
  {
    name: 'multiStepGameTwoDebitsCreditCancel: settle the first bet, cancel the next',
    steps: [debit('r1', '7', '-7'), debit('r2', '5', '-12'), credit('r1', '7', '-5'), cancel('r2', '0'), balance('0')],
  },
  {
    name: 'multiStepGameTwoDebitsCancelCredit: cancel the next bet, settle the first',
    steps: [debit('r1', '3', '-3'), debit('r2', '2', '-5'), cancel('r2', '-3'), credit('r1', '3', '0')],
  },
  {
    name: 'insufficientFunds: a bet bigger than the balance is refused with the same balance',
    steps: [debit('r', '*3', '0', { want: 'INSUFFICIENT_FUNDS' }), balance('0')],
  },
  {
    name: 'multipleDontSettlementsScenario: 101 top-up bets in a round, each settled',
    bulk: true,
    steps: [...Array.from({ length: 101 }, (_, i) => [debit(`r${i}`, '12', '-12'), credit(`r${i}`, '12', '0')]).flat(), balance('0')],
  },
  {
    name: 'onePlayerPlaysTwoGameRoundsOnOneTableInParallel: the second cancel is rejected',
    steps: [
      debit('a1', '10', '-10', { round: 'a' }),
      debit('b1', '3', '-13', { round: 'b' }),
      debit('b2', '3', '-16', { round: 'b' }),
      debit('a2', '5', '-21', { round: 'a' }),
      cancel('b2', '-18', { round: 'b' }),
      credit('a2', '15', '-3', { round: 'a' }),
      credit('b1', '3', '0', { round: 'b' }),
      cancel('b1', '0', { round: 'b', want: 'BET_ALREADY_SETTLED' }),
      balance('0'),
    ],
  },
  {
    name: 'debitCancelCredit: a bet cannot be settled after its cancellation',
    steps: [debit('r', '10', '-10'), cancel('r', '0'), credit('r', '300', '0', { want: 'BET_ALREADY_SETTLED' }), balance('0')],
  },
  {
    name: 'debitCreditWithBigPayout: a payout of 63727092.34 and a bet of it',
    steps: [
      debit('r1', '10', '-10', { round: 'g1' }),
      credit('r1', '63727092.34', '63727082.34', { round: 'g1' }),
      debit('r2', '63727092.34', '-10', { round: 'g2' }),
      credit('r2', '10', '0', { round: 'g2' }),
      balance('0'),
    ],
  },
  {
    name: 'doublePromoPayouts: the first payout affects the balance, the second does not',
    steps: [
      { do: 'promo', id: 'p', amount: '10', want: 'OK', bal: '10' },
      { do: 'promo', id: 'p', amount: '10', want: 'OK', bal: '10' },
      balance('10'),
    ],
  },
  { name: 'promoPayout: a promo payout affects the balance', steps: [{ do: 'promo', amount: '10', want: 'OK', bal: '10' }, balance('10')] },
  {
    name: 'multipleDebitCreditCancelSettleTypeMixed: 15 bets, 11 settled (x2, x1, x0), 4 cancelled',
    steps: [
      ...Array.from({ length: 15 }, (_, i) => debit(`r${i + 1}`, '3', String(-3 * (i + 1)))),
      ...Array.from({ length: 7 }, (_, i) => credit(`r${i + 1}`, '4', String(-45 + 4 * (i + 1)))),
      ...Array.from({ length: 3 }, (_, i) => credit(`r${i + 8}`, '0', '-17')),
      credit('r11', '5', '-12'),
      ...Array.from({ length: 4 }, (_, i) => cancel(`r${i + 12}`, String(-12 + 3 * (i + 1)))),
      balance('0'),
    ],
  },
];

beforeAll(async () => {
  t = await createTestApp();
  await configureProtocol(t, {
    vendor: VENDOR,
    protocol: 'evolution',
    settings: { apiBaseUrl: 'https://evo.test', casinoKey: EVOLUTION_TEST_CASINO_KEY },
    secrets: { authToken: EVOLUTION_TEST_AUTH_TOKEN, apiToken: EVOLUTION_TEST_API_TOKEN },
  });
});
afterAll(async () => {
  if (t) await invariants(t);
  await t?.close();
});

describe('Evolution One Wallet conformance', () => {
  it('covers each of Evolution’s 26 listed scenarios', () => expect(evolutionCases).toHaveLength(26));

  it.each(evolutionCases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await run(c);
  });
});

/** The cases beyond Evolution's list where an operator's answer matters: sessions, blocks, tombstones, conflicts. */
const operatorCases: Case[] = [
  {
    name: 'an expired session refuses check and debit (INVALID_SID) but takes credit, cancel and promo payouts',
    fresh: true,
    steps: [
      debit('r1', '5', '-5'),
      debit('r2', '5', '-10'),
      { do: 'expire' },
      { do: 'check', want: 'INVALID_SID' },
      debit('r3', '1', '-10', { want: 'INVALID_SID', bal: undefined }),
      credit('r1', '20', '10'),
      cancel('r2', '15'),
      { do: 'promo', amount: '1.50', want: 'OK', bal: '16.50' },
      balance('16.50'),
    ],
  },
  {
    name: 'an empty sid: credit, cancel and promo payouts are paid to userId; debit and balance are INVALID_SID',
    fresh: true,
    steps: [
      debit('r1', '5', '-5'),
      debit('r2', '5', '-10'),
      { do: 'expire' },
      debit('r3', '1', '-10', { noSid: true, want: 'INVALID_SID', bal: undefined }),
      balance('-10', { noSid: true, want: 'INVALID_SID', bal: undefined }),
      { do: 'check', noSid: true, want: 'INVALID_SID' },
      credit('r1', '20', '10', { noSid: true }),
      credit('r1', '20', '10', { noSid: true, want: 'BET_ALREADY_SETTLED' }),
      cancel('r2', '15', { noSid: true }),
      { do: 'promo', noSid: true, amount: '1.50', want: 'OK', bal: '16.50' },
      { do: 'promo', noSid: true, amount: '1.50', want: 'OK', bal: '16.50' },
      credit('r9', '3', '16.50', { noSid: true, fakeUser: true, want: 'INVALID_SID', bal: undefined }),
      { do: 'promo', id: 'p2', noSid: true, fakeUser: true, amount: '1', want: 'INVALID_SID', bal: undefined },
    ],
  },
  {
    name: 'a locked player: check and debit are ACCOUNT_LOCKED, the open bet is still paid',
    fresh: true,
    steps: [
      debit('r1', '5', '-5'),
      { do: 'lock' },
      { do: 'check', want: 'ACCOUNT_LOCKED' },
      debit('r2', '1', '-5', { want: 'ACCOUNT_LOCKED' }),
      credit('r1', '7', '2'),
    ],
  },
  {
    name: 'a cancel of a bet never seen leaves a tombstone: the late debit is refused and takes nothing',
    steps: [
      cancel('late', '0', { id: 'late-id', want: 'BET_DOES_NOT_EXIST' }),
      cancel('late', '0', { id: 'late-id', want: 'BET_DOES_NOT_EXIST' }),
      debit('late', '4', '0', { id: 'late-id', want: 'BET_ALREADY_SETTLED' }),
      credit('late', '4', '0', { want: 'BET_ALREADY_SETTLED' }),
      balance('0'),
    ],
  },
  {
    name: 'a debit of a known refId with another amount is BET_ALREADY_EXIST and moves nothing',
    steps: [debit('r', '5', '-5'), debit('r', '6', '-5', { want: 'BET_ALREADY_EXIST' }), credit('r', '1', '-4')],
  },
  {
    name: 'a credit with another amount after the bet was paid is BET_ALREADY_SETTLED and moves nothing',
    steps: [debit('r', '5', '-5'), credit('r', '9', '4'), credit('r', '10', '4', { want: 'BET_ALREADY_SETTLED' })],
  },
  {
    name: 'a promo payout id seen with another amount is INVALID_PARAMETER and moves nothing',
    steps: [
      { do: 'promo', id: 'p', amount: '3', want: 'OK', bal: '3' },
      { do: 'promo', id: 'p', amount: '4', want: 'INVALID_PARAMETER', bal: '3' },
    ],
  },
  {
    name: 'amounts finer than the paisa are refused (INVALID_PARAMETER); six decimals of zeros are exact',
    steps: [
      debit('r', '1.005', '0', { want: 'INVALID_PARAMETER' }),
      debit('r', '1.250000', '-1.25'),
      credit('r', '0.001', '-1.25', { want: 'INVALID_PARAMETER' }),
      credit('r', '1e400', '-1.25', { want: 'INVALID_PARAMETER' }),
      credit('r', '-1', '-1.25', { want: 'INVALID_PARAMETER' }),
      credit('r', '2.5', '1.25'),
    ],
  },
];

describe('Evolution One Wallet: the operator’s own cases', () => {
  it.each(operatorCases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const { label } = await run(c);
    if (c.name.includes('tombstone')) {
      const rows = await t.dbHandle.db.execute(
        sql`SELECT state FROM vendor_transactions WHERE vendor = ${VENDOR} AND tx_id = ${`B:${label('late')}`}`,
      );
      expect(rowsOf(rows)).toEqual([{ state: 'TOMBSTONE' }]);
    }
  });

  it.each([
    ['check', (sid: string, user: string) => evolutionWire.check(sid, user)],
    ['balance', (sid: string, user: string) => evolutionWire.balance(sid, user, 'PKR')],
    [
      'debit',
      (sid: string, user: string) =>
        evolutionWire.transaction(sid, user, 'PKR', { round: 'g', table: 't' }, { id: 'x', refId: 'x', amount: 100n }),
    ],
    [
      'credit',
      (sid: string, user: string) =>
        evolutionWire.transaction(sid, user, 'PKR', { round: 'g', table: 't' }, { id: 'y', refId: 'x', amount: 100n }),
    ],
    [
      'cancel',
      (sid: string, user: string) =>
        evolutionWire.transaction(sid, user, 'PKR', { round: 'g', table: 't' }, { id: 'x', refId: 'x', amount: 100n }),
    ],
    [
      'promo_payout',
      (sid: string, user: string) => evolutionWire.promoPayout(sid, user, 'PKR', { round: 'g', table: 't' }, { id: 'z', amount: 100n }),
    ],
  ])('refuses %s with a wrong or missing authToken (INVALID_TOKEN_ID, 401) and writes nothing', async (name, body) => {
    const pl = await user('A');
    const [before, balanceBefore] = [await writes(t), await mainBalance(t, pl.member.id)];
    for (const token of ['wrong-token', '', `${EVOLUTION_TEST_AUTH_TOKEN} `]) {
      const a = await call(name, body(pl.token, String(pl.member.id)), token);
      expect(a.http, a.raw).toBe(401);
      expect(a.fields.status).toBe('INVALID_TOKEN_ID');
      expect(a.raw).not.toContain(EVOLUTION_TEST_AUTH_TOKEN);
    }
    expect(await writes(t)).toBe(before);
    expect(await mainBalance(t, pl.member.id)).toBe(balanceBefore);
  });

  it.each([
    ['not JSON', 'debit{'],
    ['an empty body', ''],
    ['a missing transaction', '{"sid":"s","userId":"u","currency":"PKR","game":{"id":"g"}}'],
    ['a string where an object belongs', '{"sid":"s","userId":"u","currency":"PKR","game":"g","transaction":"t"}'],
    [
      'a NUL in the sid',
      '{"sid":"s\\u0000","userId":"u","currency":"PKR","game":{"id":"g"},"transaction":{"id":"a","refId":"b","amount":1}}',
    ],
  ])('answers %s with INVALID_PARAMETER (HTTP 200, no money moved)', async (_n, raw) => {
    const before = await writes(t);
    const a = await call('debit', raw);
    expect(a.http, a.raw).toBe(200);
    expect(a.fields).toMatchObject({ status: 'INVALID_PARAMETER', balance: '0.00' });
    expect(await writes(t)).toBe(before);
  });

  it('takes 20 concurrent copies of a debit and of a credit as one move each', async () => {
    const pl = await protocolPlayer(t, { vendor: VENDOR, balance: START });
    const userId = String(pl.member.id);
    const checked = await call('check', evolutionWire.check(pl.token, userId));
    const sid = checked.fields.sid as string;
    const g = { round: `race-${randomUUID()}`, table: pl.gameCode };
    const refId = `race-${randomUUID()}`;
    const statuses = async (name: string, body: string) =>
      (await Promise.all(Array.from({ length: 20 }, () => call(name, body)))).map((a) => a.fields.status).sort();
    const debits = await statuses('debit', evolutionWire.transaction(sid, userId, 'PKR', g, { id: `D${refId}`, refId, amount: 700n }));
    expect(debits).toEqual([...Array(19).fill('BET_ALREADY_EXIST'), 'OK'].sort());
    expect(await mainBalance(t, pl.member.id)).toBe(START - 700n);
    const credits = await statuses('credit', evolutionWire.transaction(sid, userId, 'PKR', g, { id: `C${refId}`, refId, amount: 2000n }));
    expect(credits).toEqual([...Array(19).fill('BET_ALREADY_SETTLED'), 'OK'].sort());
    expect(await mainBalance(t, pl.member.id)).toBe(START + 1300n);
  });

  it('plays a round through the simulator’s wallet as the studio would (check first, minor units in and out)', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const pl = await protocolPlayer(t, { vendor: VENDOR, balance: START });
    const sim = evolutionSim.wallet({
      operatorUrl: address,
      vendor: VENDOR,
      merchantCode: 'DEMO',
      settings: { casinoKey: EVOLUTION_TEST_CASINO_KEY },
      secrets: { authToken: EVOLUTION_TEST_AUTH_TOKEN, apiToken: EVOLUTION_TEST_API_TOKEN },
    });
    try {
      const w = { vendor: VENDOR, token: pl.token, player: String(pl.member.id), currency: 'PKR' };
      const r = `sim-${randomUUID()}`;
      expect(await sim.balance(w)).toEqual({ ok: true, balance: '100000', currency: 'PKR' });
      expect(await sim.bet(w, { txId: `${r}-b1`, roundId: r, gameCode: pl.gameCode, amount: 1550 })).toMatchObject({
        ok: true,
        balance: '98450',
      });
      expect(await sim.bet(w, { txId: `${r}-b2`, roundId: r, gameCode: pl.gameCode, amount: 450 })).toMatchObject({
        ok: true,
        balance: '98000',
      });
      expect(await sim.win(w, { txId: `${r}-w1`, betTxId: `${r}-b1`, roundId: r, amount: 3100 })).toMatchObject({
        ok: true,
        balance: '101100',
      });
      expect(await sim.rollback(w, { txId: `${r}-x2`, betTxId: `${r}-b2`, roundId: r })).toMatchObject({ ok: true, balance: '101550' });
      expect(await sim.endRound(w, { txId: `${r}-e`, roundId: r })).toMatchObject({ ok: true, balance: '101550' });
      expect(await sim.bet(w, { txId: `${r}-b3`, roundId: r, gameCode: pl.gameCode, amount: 200_000 })).toMatchObject({
        ok: false,
        code: 'INSUFFICIENT_FUNDS',
        balance: '101550',
      });
      expect(await mainBalance(t, pl.member.id)).toBe(101_550n);
    } finally {
      sim.close();
    }
  });
});
