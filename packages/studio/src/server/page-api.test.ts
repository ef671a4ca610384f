import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioApi } from '../api';
import { signLaunch, studioVendorSecret } from '../protocol';
import { type Studio, createStudio } from './studio';

const secret = 'page-api-test-secret-0123456789';
const vendor = 'SPB';
const vendorSecret = studioVendorSecret(secret, vendor);
/** A slot launched on a transfer-wallet vendor: its balance lives in the studio, so no platform is needed. */
const params = {
  game: 'SLOT1',
  cat: 'RNG',
  sub: '',
  name: 'Unit Slot',
  player: 'tok-page-api',
  mode: '1',
  currency: 'PKR',
  token: 'tok-page-api',
};
const launch = { ...params, sig: signLaunch(vendorSecret, params) };

let studio: Studio;
let url: string;
const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const res = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: raw });
  return { status: res.status, json: (await res.json()) as { ok: boolean; code?: string; value?: unknown } };
};
const call = (op: string, body: Record<string, unknown>) => post(`/v/${vendor}/api/${op}`, { ...body, launch });

beforeAll(async () => {
  studio = createStudio({ platformUrl: 'http://127.0.0.1:9', secret, transferVendors: [vendor], dataDir: null, webDist: '/nonexistent' });
  url = (await studio.listen()).url;
  const deposit = JSON.stringify({ ref: 'page-api-1', player: params.player, amount: '10000' });
  const signature = createHmac('sha256', vendorSecret).update(deposit).digest('hex');
  expect((await post(`/v/${vendor}/transfer/deposit`, deposit, { 'x-signature': signature })).status).toBe(200);
});
afterAll(() => studio.close());

describe('the studio page API, by its contract', () => {
  it('answers the session as its definition describes it', async () => {
    const r = await call('session', {});
    expect(r.status).toBe(200);
    // parsed with its value schema, nothing is left out: the schema describes every field
    expect(studioApi.session.value.parse(r.json.value)).toEqual(r.json.value);
    expect(r.json.value).toMatchObject({ balance: '10000', wallet: 'transfer', engine: { kind: 'slot' }, openHand: null });
  });

  it('refuses a body that does not match the definition, before any money moves', async () => {
    for (const body of [{ bet: { stake: 'lots' } }, { bet: 'all' }, {}, { bet: { stake: 100 }, clientSeed: 7 }]) {
      const r = await call('play', body);
      expect([r.status, r.json], JSON.stringify(body)).toEqual([400, { ok: false, code: 'studio.bad_request' }]);
    }
    expect((await post(`/v/${vendor}/api/play`, [launch])).json.code).toBe('studio.bad_request');
    expect((await post(`/v/${vendor}/api/play`, '{"launch":')).json.code).toBe('studio.bad_request');
    expect(studio.transferBalance(vendor, params.player)).toBe(10000n);
  });

  it('plays a well-formed body and answers the definition’s value', async () => {
    const r = await call('play', { bet: { stake: 100 }, clientSeed: 'unit' });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const v = studioApi.play.value.parse(r.json.value);
    expect(v).toEqual(r.json.value);
    expect(v.fairness.clientSeed).toBe('unit');
    expect(BigInt(v.balance!)).toBe(10000n - 100n + BigInt(v.payout));
    expect(studio.transferBalance(vendor, params.player)).toBe(BigInt(v.balance!));
  });

  it('routes by the definitions: an op no definition has is not found, one another game takes is refused', async () => {
    expect((await call('spin', {})).status).toBe(404);
    const draw = await call('draw', { hold: [true, true, true, true, true] });
    expect([draw.status, draw.json.code]).toEqual([400, 'studio.bet_invalid']);
    expect((await call('balance', {})).json.value).toEqual({ balance: String(studio.transferBalance(vendor, params.player)) });
  });
});
