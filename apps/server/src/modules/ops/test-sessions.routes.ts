import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { members, merchants } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { SessionService } from '../sessions/session.service';

/**
 * Browser journeys need a signed-in member before the login call exists: this opens a session for a new member.
 * Registered only when NODE_ENV is `test` and an ops key is set (see app.ts); never in development or production.
 */
export const testSessionRoutes = async (app: FastifyInstance, opts: { db: Db; sessions: SessionService; apiKey: string }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const key = Buffer.from(opts.apiKey);
  r.post(
    '/ops/v1/test/sessions',
    {
      config: { public: true },
      schema: { hide: true, body: z.object({ merchant: z.string().regex(/^[A-Z0-9_-]{1,32}$/), account: z.string().regex(/^[a-z0-9]{4,32}$/), type: z.number().int().min(0).max(99).default(0) }) },
    },
    async (req) => {
      const given = Buffer.from(String(req.headers.authorization ?? '').replace(/^Bearer\s+/i, ''));
      if (given.length !== key.length || !timingSafeEqual(given, key)) throw new AppError('auth.required');
      const m = (await opts.db.select().from(merchants).where(eq(merchants.code, req.body.merchant)).limit(1))[0];
      if (!m) throw new AppError('resource.not_found');
      const [member] = await opts.db.insert(members).values({ merchantId: m.id, account: req.body.account, nickname: req.body.account, type: req.body.type }).returning();
      const s = await opts.sessions.open({ merchantId: m.id, memberId: member!.id });
      return { token: s.token };
    },
  );
};
