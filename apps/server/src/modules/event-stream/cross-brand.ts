import type { StreamConsumerSpec } from './stream-consumer';
import { streamRepo } from './stream.repo';

export const CROSS_BRAND_CONSUMER = 'cross-brand';

const minor = (v: unknown) => (typeof v === 'string' && /^-?\d{1,30}$/.test(v) ? v : '0');

/**
 * The cross-brand report's consumer (issue 37): each cell's settled bets (a bet once: the event that counts its valid
 * stake) and credited deposits added to its merchant's UTC day in `cross_brand_days`.
 */
export const crossBrandConsumer: StreamConsumerSpec = {
  name: CROSS_BRAND_CONSUMER,
  types: ['bet.settled', 'deposit.credited'],
  handle: async (e, tx) => {
    const p = e.payload as Record<string, unknown>;
    const bet = e.type === 'bet.settled';
    const stake = bet ? minor(p.validBet) : '0';
    await streamRepo.addDay(tx, {
      source: e.source,
      merchantId: e.merchantId,
      day: e.occurredAt.slice(0, 10),
      bets: bet && stake !== '0' ? 1 : 0,
      stake,
      payout: bet ? minor(p.payout) : '0',
      deposits: bet ? 0 : 1,
      deposited: bet ? '0' : minor(p.amount),
    });
  },
};
