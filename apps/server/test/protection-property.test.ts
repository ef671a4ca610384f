import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/core/app-error';
import { createProtectionService, createStandinRegister } from '../src/modules/protection';
import { appForFile, fund, signIn } from './harness';
import { protectionCalls } from './protection-helpers';
import { player, vendorCall } from './seamless-helpers';

const t = appForFile();
const HOUR = 3_600_000;

describe('limits against the database, as properties (issue 30)', () => {
  it('no bet passes a reached wager limit, whatever the stakes sent at once', async () => {
    const p = protectionCalls(t);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 60 }),
        fc.array(fc.integer({ min: 1, max: 15 }), { minLength: 2, maxLength: 20 }),
        async (limit, stakes) => {
          const pl = await player(t, 10_000n);
          expect((await p.setLimit(pl, 'wager', 'day', String(limit))).code).toBeNull();
          const answers = await Promise.all(
            stakes.map((s) => vendorCall(t, 'bet', { token: pl.gameToken, txId: randomUUID(), roundId: randomUUID(), amount: String(s) })),
          );
          const taken = stakes.filter((_, i) => answers[i]?.json.success).reduce((a, b) => a + b, 0);
          expect(taken).toBeLessThanOrEqual(limit);
          // Every refused stake was refused because it did not fit beside what was taken.
          stakes.forEach((s, i) => {
            if (!answers[i]?.json.success) expect(taken + s).toBeGreaterThan(limit);
          });
          const st = await p.state(pl);
          expect(st.value.limits[0].used).toBe(String(taken));
        },
      ),
      { numRuns: 6 },
    );
  });

  it('on a fake clock: a decrease is in force at once, an increase only once confirmed after its cooling-off', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            op: fc.constantFrom('set', 'confirm', 'cancel'),
            amount: fc.integer({ min: 1, max: 1000 }),
            hours: fc.integer({ min: 0, max: 30 }),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        async (ops) => {
          let clock = Date.UTC(2026, 5, 1);
          const svc = createProtectionService({ db: t.dbHandle.db, register: createStandinRegister(), now: () => new Date(clock) });
          const a = await signIn(t);
          await fund(t, a.member, 1n);
          const m = a.member;
          let inForce: number | null = null;
          let asked: number | null = null;
          for (const o of ops) {
            clock += o.hours * HOUR;
            const before = inForce;
            try {
              const s =
                o.op === 'set'
                  ? await svc.setLimit(m.merchantId, m.id, { kind: 'loss', period: 'week', amount: String(o.amount) }, { kind: 'PLAYER' })
                  : o.op === 'confirm'
                    ? await svc.confirmLimit(m.merchantId, m.id, { kind: 'loss', period: 'week' })
                    : await svc.cancelLimit(m.merchantId, m.id, { kind: 'loss', period: 'week' });
              const row = s.limits[0];
              inForce = row ? Number(row.amount) : null;
              if (row?.pending && o.op === 'set') asked = clock;
            } catch (err) {
              if (!(err instanceof AppError)) throw err;
            }
            if (o.op === 'set' && (before === null || o.amount <= before)) expect(inForce).toBe(o.amount);
            if (before !== null && (inForce === null || inForce > before)) {
              expect(o.op).toBe('confirm');
              expect(clock - (asked ?? Number.POSITIVE_INFINITY)).toBeGreaterThanOrEqual(24 * HOUR);
            }
          }
        },
      ),
      { numRuns: 8 },
    );
  });
});
