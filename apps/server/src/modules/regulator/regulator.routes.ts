import { Readable } from 'node:stream';
import { regulatorOpsApi as api, type RegulatorExportQuery } from '@wl/contracts';
import type { FastifyReply, FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint';
import type { RegulatorService } from './regulator.service';

const attachment = (reply: FastifyReply, name: string, type: string) =>
  reply.header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store').type(type);

/** What the audit record of an export holds: the kind, the range, the threshold used and why it was taken. */
const recordOf = (kind: string, q: RegulatorExportQuery) => ({
  kind,
  from: q.from,
  to: q.to,
  threshold: q.threshold ?? null,
  reason: q.reason?.trim() ?? '',
});

/**
 * Regulator exports (issue 32), each call through the operator gate: `reports.export` for all of them (exact entries in
 * staff-permissions), the merchant's own data only, and every export and signature audited with its reason — a
 * refusal too (no reason, a bad range, no permission).
 */
export const regulatorRoutes = async (app: FastifyInstance, opts: { regulator: RegulatorService }) => {
  const { regulator } = opts;
  route(app, api.overview, ({ operator, params }) =>
    operator.act('read', params.code, 'regulator.overview', {}, (s) => regulator.overview(s.merchantId)),
  );
  route(app, api.publicKey, async ({ operator, params, reply }) => {
    const key = await operator.act('read', params.code, 'regulator.key', {}, (s) => regulator.publicKey(s.merchantId));
    return attachment(reply, `regulator-${params.code.toUpperCase()}-${key.keyId}.pem`, 'application/x-pem-file').send(key.publicKeyPem);
  });
  route(app, api.export, async ({ operator, params, query, reply }) => {
    const record = recordOf(params.exportKind, query);
    const file = await operator.act('admin', params.code, 'regulator.export', record, async (s) => {
      const out = await regulator.csv(s.merchantId, params.exportKind, query);
      record.threshold = out.threshold;
      return out;
    });
    return attachment(reply, file.name, 'text/csv; charset=utf-8').send(Readable.from(file.chunks));
  });
  route(app, api.signature, async ({ operator, params, query, reply }) => {
    const record: ReturnType<typeof recordOf> & { rows?: number; sha256?: string } = recordOf(params.exportKind, query);
    const file = await operator.act('admin', params.code, 'regulator.signature', record, async (s) => {
      const out = await regulator.signature(s.merchantId, params.exportKind, query);
      Object.assign(record, { threshold: out.threshold, rows: out.rows, sha256: out.sha256 });
      return out;
    });
    return attachment(reply, file.name, 'text/plain; charset=utf-8').send(file.text);
  });
};
