import { asc, gt, inArray, and } from 'drizzle-orm';
import { domainEvents } from '../db/schema';
import type { DomainEvent, EventType } from '../modules/outbox';
import { handleReportEvents, reportEvents } from '../modules/reports';
import type { SeedStep } from './step';

/**
 * The demo's play, money, sign-ups and bonuses in the reports' aggregates (decision 028): the seed's events run through
 * the reports consumer's own handler, in order, so the reports open filled; the consumer skips them at start (each
 * event is marked seen). Runs last, after every step that writes events.
 */
export const reportsSeed: SeedStep = async (tx) => {
  let after = 0;
  for (;;) {
    const rows = await tx
      .select()
      .from(domainEvents)
      .where(and(gt(domainEvents.id, after), inArray(domainEvents.type, [...reportEvents])))
      .orderBy(asc(domainEvents.id))
      .limit(2000);
    if (rows.length === 0) return;
    const events: DomainEvent[] = rows.map((e) => ({
      id: e.id,
      merchantId: e.merchantId,
      type: e.type as EventType,
      subjectId: e.subjectId,
      aggregateId: e.aggregateId,
      payload: e.payload as Record<string, unknown>,
      occurredAt: e.occurredAt,
    }));
    await handleReportEvents(events, tx);
    after = rows.at(-1)?.id ?? after;
  }
};
