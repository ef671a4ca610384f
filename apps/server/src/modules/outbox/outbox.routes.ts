import { outboxApi as api } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint';
import { type OpsAuth, opsCaller } from '../ops';
import type { Outbox } from './outbox.service';

/** The operator reads of contracts' outboxApi: parked events across merchants (a merchant-bound operator is refused). */
export const outboxRoutes = async (app: FastifyInstance, opts: { outbox: Outbox; auth: OpsAuth }) => {
  const { outbox, auth } = opts;
  route(app, api.parked, async ({ req, query }) => {
    await auth.require(opsCaller(req), 'read');
    const list = await outbox.parked(query.limit, query.consumer);
    return { list: list.map((p) => ({ ...p, parkedAt: p.parkedAt.toISOString() })) };
  });
};
