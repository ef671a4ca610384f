import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/app-error';
import { type LimitChange, type LimitState, cancelLimit, confirmLimit, requestLimit } from './limit-machine';

const COOL = 24;
const HOUR = 3_600_000;
type Op = { kind: 'set'; amount: bigint | null; dt: number } | { kind: 'confirm'; dt: number } | { kind: 'cancel'; dt: number };
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('set' as const),
    amount: fc.option(fc.bigInt({ min: 1n, max: 10_000n }), { nil: null }),
    dt: fc.integer({ min: 0, max: 40 * HOUR }),
  }),
  fc.record({ kind: fc.constant('confirm' as const), dt: fc.integer({ min: 0, max: 40 * HOUR }) }),
  fc.record({ kind: fc.constant('cancel' as const), dt: fc.integer({ min: 0, max: 40 * HOUR }) }),
);

/** Runs a sequence against the machine on a fake clock, calling `check` after each step. */
const run = (
  ops: Op[],
  check: (before: LimitState | null, after: LimitState | null, o: Op, now: number, asked: Map<string, number>) => void,
) => {
  let s: LimitState | null = null;
  let now = Date.UTC(2026, 0, 1);
  // When the pending change in force was asked for.
  const asked = new Map<string, number>();
  for (const o of ops) {
    now += o.dt;
    const before = s;
    try {
      const r: LimitChange =
        o.kind === 'set'
          ? requestLimit(s, o.amount, new Date(now), COOL)
          : o.kind === 'confirm'
            ? confirmLimit(s, new Date(now))
            : cancelLimit(s);
      s = r.next;
      if (r.outcome === 'PENDING') asked.set('pending', now);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
    check(before, s, o, now, asked);
  }
};

describe('the limit state machine, on a fake clock', () => {
  it('a decrease is never deferred: the lower amount is in force at once', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) =>
        run(ops, (before, after, o) => {
          if (o.kind === 'set' && o.amount !== null && (!before || o.amount <= before.amount)) expect(after?.amount).toBe(o.amount);
        }),
      ),
    );
  });

  it('an increase or removal never applies before its cooling-off ends, and only on the player confirming', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) =>
        run(ops, (before, after, o, now, asked) => {
          if (!before) return;
          const raised = after === null || after.amount > before.amount;
          if (!raised) return;
          expect(o.kind).toBe('confirm');
          expect(now - (asked.get('pending') ?? Number.POSITIVE_INFINITY)).toBeGreaterThanOrEqual(COOL * HOUR);
        }),
      ),
    );
  });

  it('confirming early is refused with its code, and asking again restarts the cooling-off', () => {
    const t0 = new Date(Date.UTC(2026, 0, 1));
    const first = requestLimit(null, 100n, t0, COOL).next;
    const pending = requestLimit(first, 500n, t0, COOL).next;
    expect(pending?.amount).toBe(100n);
    expect(() => confirmLimit(pending, new Date(t0.getTime() + 23 * HOUR))).toThrow('protection.cooling_off');
    const again = requestLimit(pending, 600n, new Date(t0.getTime() + 23 * HOUR), COOL).next;
    expect(() => confirmLimit(again, new Date(t0.getTime() + 25 * HOUR))).toThrow('protection.cooling_off');
    expect(confirmLimit(again, new Date(t0.getTime() + 47 * HOUR)).next?.amount).toBe(600n);
    expect(() => cancelLimit(first)).toThrow('protection.no_pending');
  });
});
