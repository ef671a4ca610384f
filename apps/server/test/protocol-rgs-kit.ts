import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { CALETA_TEST_KEYS, HUB88_TEST_KEYS, rgsSignedCall, rgsSimBodies, rgsSimDialects } from '@wl/vendor-client';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { members } from '../src/db/schema';
import type { TestContext } from './harness';
import { type SchemaDoc, answerErrors } from './openapi-subset';
import { configureProtocol, inbound, mainBalance, protocolPlayer, writes } from './protocol-harness';
import { expireGameSessions } from './seamless-helpers';

/**
 * What the Caleta/Hub88 conformance files share: a vendor of merchant DEMO (PKR, two decimals: 1 minor unit = 1 000
 * vendor units) on the protocol, fresh funded players, signed calls through the mount, and the checks every case
 * makes — each answer valid against the vendor's answer schema (Caleta: its OpenAPI file; Hub88: the schema written
 * from its documentation), RS_OK answers carrying the ledger's balance, refusals carrying nothing but the status.
 */
export type RgsProtocol = 'caleta' | 'hub88';
export type RgsCallName = 'check' | 'info' | 'balance' | 'bet' | 'win' | 'rollback';
type Json = Record<string, unknown>;

export const START = 100_000n; // 1000.00 PKR, the valkyrie suite's initial cash balance of 1000
export const UNIT = 1_000n; // vendor units per minor unit (PKR)
export const MAJOR = 100_000; // vendor units per rupee ("multiplier" of the valkyrie suite)

/** The answer schemas (read, not imported: the fixtures are data, outside the TypeScript project). */
const schemaOf = (file: string) => JSON.parse(fs.readFileSync(new URL(`./fixtures/${file}`, import.meta.url), 'utf8')) as SchemaDoc;
export const rgsSchemas: Record<RgsProtocol, SchemaDoc> = {
  caleta: schemaOf('caleta-openapi-schemas.json'),
  hub88: schemaOf('hub88-answer-schemas.json'),
};

export const rgsKit = (t: TestContext, o: { protocol: RgsProtocol; vendor: string }) => {
  const dialect = rgsSimDialects[o.protocol];
  const keys = o.protocol === 'caleta' ? CALETA_TEST_KEYS : HUB88_TEST_KEYS;
  const schema = rgsSchemas[o.protocol];

  const configure = () =>
    configureProtocol(t, {
      vendor: o.vendor,
      protocol: o.protocol,
      settings: { apiBaseUrl: 'http://127.0.0.1:9', operatorId: '42' },
      secrets: { vendorPublicKey: keys.vendor.publicKey, operatorPrivateKey: keys.operator.privateKey },
    });

  const player = async (balance = START) => {
    const p = await protocolPlayer(t, { vendor: o.vendor, balance });
    const who = { vendor: o.vendor, token: p.token, player: String(p.member.id), currency: 'PKR' };
    return { ...p, id: p.member.id, who, bodies: rgsSimBodies(dialect, who) };
  };
  type Player = Awaited<ReturnType<typeof player>>;

  /** A signed call through the mount; the answer must be HTTP 200 and valid against the vendor's answer schema. */
  const send = async (call: RgsCallName, body: unknown, key?: string): Promise<Json> => {
    const s = rgsSignedCall(dialect, call, body, key);
    const r = await inbound(t, { vendor: o.vendor, path: s.path, headers: s.headers, body: s.rawBody });
    expect(r.status, r.body).toBe(200);
    expect(answerErrors(schema, `POST ${s.path}`, r.status, r.body), r.body).toEqual([]);
    return r.json<Json>();
  };

  /** RS_OK with the player's balance, which is the ledger's (the balance given in minor units). */
  const expectOk = async (json: Json, p: Player, minor: bigint) => {
    expect(json).toEqual({
      status: 'RS_OK',
      request_uuid: expect.any(String),
      user: String(p.id),
      currency: 'PKR',
      balance: Number(minor * UNIT),
    });
    expect(await mainBalance(t, p.id)).toBe(minor);
  };

  /** A refusal: the status and request_uuid only (Hub88 adds the balance to RS_ERROR_NOT_ENOUGH_MONEY). */
  const expectRefused = async (json: Json, status: string, p?: Player) => {
    if (o.protocol === 'hub88' && status === 'RS_ERROR_NOT_ENOUGH_MONEY' && p) {
      expect(json).toEqual({
        status,
        request_uuid: expect.any(String),
        user: String(p.id),
        currency: 'PKR',
        balance: Number((await mainBalance(t, p.id)) * UNIT),
      });
    } else expect(json).toEqual({ status, request_uuid: expect.any(String) });
  };

  return {
    protocol: o.protocol,
    vendor: o.vendor,
    dialect,
    keys,
    configure,
    player,
    send,
    expectOk,
    expectRefused,
    /** The status of a win (or bet) on a rolled-back bet in this dialect. */
    rolledBack: o.protocol === 'caleta' ? 'RS_ERROR_TRANSACTION_ROLLED_BACK' : 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    ledger: (p: Player) => mainBalance(t, p.id),
    /** The player is locked by the operator (bets refused; wins and rollbacks still accepted). */
    block: (p: Player) => t.dbHandle.db.update(members).set({ status: 'LOCKED' }).where(eq(members.id, p.id)),
    /** The player's game sessions end (the token still names them: wins and rollbacks are accepted). */
    expire: (p: Player) => expireGameSessions(t, p.id),
    writes: () => writes(t),
    uuid: () => randomUUID(),
  };
};
export type RgsKit = ReturnType<typeof rgsKit>;
export type RgsPlayer = Awaited<ReturnType<RgsKit['player']>>;
