import { hub88Sim } from '@wl/vendor-client';
import { expect } from 'vitest';
import { appForFile } from './harness';
import { P, bet, otherKey } from './protocol-rgs-calls';
import type { RgsCase } from './protocol-rgs-cases';
import { rgsKit } from './protocol-rgs-kit';
import { VALKYRIE_CASES, rgsConformance } from './protocol-rgs-suite';

/**
 * The Hub88 operator wallet on the real ledger (merchant DEMO, PKR; the catalogue vendor YGG pointed at the Hub88
 * protocol), by the same adapter core as Caleta: the valkyrie Caleta cases that Hub88 shares (all but the three
 * /wallet/check ones: Hub88 has /user/info instead), answered in Hub88's words where they differ — a win on a
 * rolled-back bet is RS_ERROR_TRANSACTION_DOES_NOT_EXIST, RS_ERROR_NOT_ENOUGH_MONEY carries the balance, the
 * signature travels in X-Hub88-Signature — each answer valid against the answer schema written from Hub88's documents.
 */
const t = appForFile();
const k = rgsKit(t, { protocol: 'hub88', vendor: 'YGG' });

const info: RgsCase[] = [
  {
    spec: 'Hub88 /user/info',
    name: 'with the player’s token answers the player, the country and the sub-partner',
    run: async (k) => {
      const p = await P(k);
      const json = await k.send('info', { ...p.bodies.info(), token: p.token });
      expect(json).toEqual({ status: 'RS_OK', request_uuid: expect.any(String), user: String(p.id), country: 'XX' });
    },
  },
  {
    spec: 'Hub88 /user/info',
    name: 'with an unknown token is RS_ERROR_INVALID_TOKEN; signed with another key RS_ERROR_INVALID_SIGNATURE',
    run: async (k) => {
      const p = await P(k);
      await k.expectRefused(await k.send('info', { ...p.bodies.info(), token: 'invalid-session' }), 'RS_ERROR_INVALID_TOKEN');
      await k.expectRefused(await k.send('info', p.bodies.info(), otherKey(k)), 'RS_ERROR_INVALID_SIGNATURE');
    },
  },
  {
    spec: 'Hub88 RS_ERROR_NOT_ENOUGH_MONEY',
    name: 'carries the player’s balance ("send the actual balance with this status")',
    run: async (k) => {
      const p = await P(k);
      const json = await bet(k, p, { units: p.start * 1000n + 1000n });
      expect(json).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: Number(p.start * 1000n), currency: 'PKR' });
    },
  },
];

const CHECK_ONLY = new Set(['Test_Check', 'Test_Check_Invalid_Session', 'Test_Check_New_Session']);
rgsConformance(t, k, { sim: hub88Sim, own: info, expected: VALKYRIE_CASES.filter((c) => !CHECK_ONLY.has(c)) });
