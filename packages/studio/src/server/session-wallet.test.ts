import { createHmac } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signLaunch, studioVendorSecret } from '../protocol';
import { type Studio, createStudio } from './studio';

/**
 * One studio vendor, two merchants' sessions: each plays the wallet its signed launch names (`wallet`), whatever the
 * vendor's mode at start-up: the transfer session against the balance the studio holds, the seamless one against the
 * platform (a stand-in here that answers every seamless call and notes which came).
 */
const secret = 'session-wallet-test-secret-0123456789';
const vendor = 'PG';
const vendorSecret = studioVendorSecret(secret, vendor);
const base = { game: 'SLOT1', cat: 'RNG', sub: '', name: 'Unit Slot', mode: '1', currency: 'PKR' };
const signed = <P extends Record<string, string>>(p: P) => ({ ...p, sig: signLaunch(vendorSecret, p) });
const onTransfer = signed({ ...base, player: '1-7', token: 'tok-transfer', wallet: 'transfer' });
const onSeamless = signed({ ...base, player: '', token: 'tok-seamless', wallet: 'seamless' });

let studio: Studio;
let platform: Server;
let url: string;
const calls: { path: string; token?: string }[] = [];
const post = async (path: string, body: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  return { status: res.status, json: (await res.json()) as { ok: boolean; code?: string; value?: Record<string, unknown> } };
};
const call = (op: string, launch: Record<string, string>, body: Record<string, unknown> = {}) =>
  post(`/v/${vendor}/api/${op}`, JSON.stringify({ ...body, launch }));
const betsOf = (token: string) => calls.filter((c) => c.path.endsWith('/seamless/bet') && c.token === token).length;

beforeAll(async () => {
  platform = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      calls.push({ path: req.url ?? '', token: (JSON.parse(raw || '{}') as { token?: string }).token });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: null, value: { balance: '777', currency: 'PKR' } }));
    });
  });
  await new Promise<void>((r) => platform.listen(0, '127.0.0.1', r));
  const platformUrl = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
  studio = createStudio({ platformUrl, secret, transferVendors: [], dataDir: null, webDist: '/nonexistent' });
  url = (await studio.listen()).url;
  const deposit = JSON.stringify({ ref: 'sw-1', player: onTransfer.player, amount: '10000' });
  const signature = createHmac('sha256', vendorSecret).update(deposit).digest('hex');
  expect((await post(`/v/${vendor}/transfer/deposit`, deposit, { 'x-signature': signature })).status).toBe(200);
});
afterAll(async () => {
  await studio.close();
  await new Promise<void>((r) => platform.close(() => r()));
});

describe('the wallet of a studio session, from its signed launch', () => {
  it('plays a transfer-wallet launch against the balance the studio holds, never calling the platform’s wallet', async () => {
    const s = await call('session', onTransfer);
    expect(s.json.value).toMatchObject({ wallet: 'transfer', balance: '10000' });
    const r = await call('play', onTransfer, { bet: { stake: 100 }, clientSeed: 'unit' });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const v = r.json.value as { balance: string; payout: number };
    expect(BigInt(v.balance)).toBe(10000n - 100n + BigInt(v.payout));
    expect(studio.transferBalance(vendor, onTransfer.player)).toBe(BigInt(v.balance));
    expect(betsOf(onTransfer.token)).toBe(0);
  });

  it('plays a seamless launch of the same vendor through the platform’s seamless wallet', async () => {
    const s = await call('session', onSeamless);
    expect(s.json.value).toMatchObject({ wallet: 'seamless', balance: '777' });
    const held = studio.transferBalance(vendor, onTransfer.player);
    const r = await call('play', onSeamless, { bet: { stake: 100 }, clientSeed: 'unit' });
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(betsOf(onSeamless.token)).toBe(1);
    expect(studio.transferBalance(vendor, onTransfer.player)).toBe(held);
  });

  it('refuses a launch whose wallet mode was changed or is unknown, and a transfer launch naming no player', async () => {
    expect((await call('session', { ...onSeamless, wallet: 'transfer' })).json.code).toBe('studio.session_invalid');
    expect((await call('session', signed({ ...base, player: '', token: 'tok-x', wallet: 'bank' }))).json.code).toBe(
      'studio.session_invalid',
    );
    expect((await call('session', signed({ ...base, player: '', token: 'tok-y', wallet: 'transfer' }))).json.code).toBe(
      'studio.session_invalid',
    );
  });
});
