import { createHmac, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import { OPS_AUTH, opsSession, ownAccount } from '../e2e/fixtures';
import { copyA, copyB, databaseUrl } from '../playwright.copies.config';

/**
 * What the money specs of the two-copy suite share: who plays (accounts of their own, made through the agent register
 * centre and funded by an operator's adjustment), calls answered by either copy, the vendor's signed seamless calls,
 * and the copies' database for what no call shows (the vendor secret, the journal, the consumers' tables).
 */
export const copies = [copyA, copyB] as const;
/** Request i of a burst: copy A when i is even, copy B when odd. */
export const copyOf = (i: number) => copies[i % 2] as string;

// The server's PostgreSQL client (as scripts/e2e-copies-db.mjs takes it): the web app itself has no database.
const pg = createRequire(new URL('../../server/package.json', import.meta.url))('pg') as typeof import('pg');

export const openDb = () => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  return {
    rows: async <T = Record<string, string>>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[],
    close: () => pool.end(),
  };
};
export type Db = ReturnType<typeof openDb>;

export type Who = { account: string; id: number; headers: Record<string, string> };
export type Answer = { status: number; code: string | null; value: Record<string, unknown> | null };

export const answerOf = async (res: APIResponse): Promise<Answer> => {
  const json = (await res.json().catch(() => ({}))) as { code?: string | null; value?: Record<string, unknown> | null };
  return { status: res.status(), code: json.code ?? null, value: json.value ?? null };
};

/** Rupees as the API takes them ("12.50") from minor units. */
export const rupees = (minor: bigint) => `${minor / 100n}.${(minor % 100n).toString().padStart(2, '0')}`;

/** An operator's adjustment crediting `minor` to the account's main wallet. */
export const fund = async (request: APIRequestContext, account: string, minor: bigint) => {
  const res = await request.post(`/ops/v1/merchants/DEMO/members/${account}/adjust`, {
    headers: OPS_AUTH,
    data: { amount: rupees(minor), reason: 'copies money race', requestId: `fund-${randomUUID()}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
};

/** A session of an account (an operator's, which ends no other), its member id and the headers its calls carry. */
export const who = async (request: APIRequestContext, db: Db, account: string): Promise<Who> => {
  const token = await opsSession(request, account);
  const [row] = await db.rows<{ id: string }>(
    `SELECT m.id::text AS id FROM members m JOIN merchants c ON c.id = m.merchant_id WHERE c.code = 'DEMO' AND m.account = $1`,
    [account],
  );
  expect(row, account).toBeTruthy();
  return { account, id: Number(row?.id), headers: { merchant: 'DEMO', language: 'EN', device: 'WEB', authorization: token } };
};

/** A member (or agent) of its own under `parent`, with `minor` in its main wallet. */
export const own = async (
  request: APIRequestContext,
  db: Db,
  o: { prefix: string; minor?: bigint; type?: 'member' | 'agent'; parent?: string },
) => {
  const account = await ownAccount(request, o.type ?? 'member', o.prefix, o.parent);
  if (o.minor) await fund(request, account, o.minor);
  return who(request, db, account);
};

export const mainBalance = async (db: Db, memberId: number) =>
  BigInt(
    (
      await db.rows<{ b: string }>(
        `SELECT coalesce(sum(balance), 0)::text AS b FROM ledger_accounts WHERE member_id = $1 AND code = 'MAIN'`,
        [memberId],
      )
    )[0]?.b ?? '0',
  );

/** `n` requests fired at once, request i to copy i % 2; their answers in order. */
export const burst = (n: number, send: (i: number, base: string) => Promise<APIResponse>) =>
  Promise.all(Array.from({ length: n }, (_, i) => send(i, copyOf(i)).then(answerOf)));

export const count = (answers: Answer[], ok = true) => answers.filter((a) => (a.status === 200) === ok).length;

/** The server's own ledger check: postings sum to zero per transfer, balances equal their postings, the chains hold. */
export const ledgerHolds = async (request: APIRequestContext) => {
  const res = await request.get('/ops/v1/ledger/check', { headers: OPS_AUTH });
  expect((await res.json()).value).toEqual({ ok: true, violations: [] });
};

/** The house vendor as an outside vendor calls the operator: signed with its secret from vendor_secrets. */
export const vendorOf = async (db: Db) => {
  const [row] = await db.rows<{ secret: string }>(`SELECT secret FROM vendor_secrets WHERE vendor = 'HOUSE'`);
  const secret = row?.secret ?? '';
  return async (base: string, kind: 'bet' | 'win' | 'rollback' | 'endRound', body: Record<string, string>) => {
    const raw = JSON.stringify(body);
    const res = await fetch(`${base}/vendor/HOUSE/seamless/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': createHmac('sha256', secret).update(raw).digest('hex') },
      body: raw,
    });
    const json = (await res.json()) as { code: string | null; value: Record<string, string> | null };
    return { status: res.status, ok: res.status === 200 && json.code == null, code: json.code, value: json.value };
  };
};
export type Vendor = Awaited<ReturnType<typeof vendorOf>>;

/** Opens a house game for the member on `base`: the vendor's session token from the launch answer's game_url. */
export const launchHouse = async (request: APIRequestContext, db: Db, base: string, w: Who, gameCode = 'HOUSE_SLOT') => {
  const [game] = await db.rows<{ id: string }>(
    `SELECT g.id::text AS id FROM games g JOIN merchants c ON c.id = g.merchant_id
      WHERE c.code = 'DEMO' AND g.vassalage = 'HOUSE' AND g.game_code = $1`,
    [gameCode],
  );
  const res = await request.get(`${base}/wps/game/launchGame?nodeId=${game?.id}&accountType=1`, { headers: w.headers });
  expect(res.ok(), await res.text()).toBe(true);
  const url = new URL((await res.json()).value.content.game_url as string, base);
  return url.searchParams.get('token') as string;
};
