import { opsApi as api } from '@wl/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../platform/endpoint';
import type { OpsCaller } from './ops-auth';
import type { OpsService } from './ops.service';

export const opsCaller = (req: FastifyRequest): OpsCaller => ({ authorization: req.headers.authorization, ip: req.ip });

/**
 * Operator money tooling of contracts' opsApi: operators and roles, deposit and withdrawal review, balance
 * adjustments, proof images, the ledger check, the auto-receipt job. Each handler delegates to the ops service.
 */
export const opsWalletRoutes = async (app: FastifyInstance, opts: { ops: OpsService }) => {
  const { ops } = opts;
  route(app, api.whoami, ({ req }) => ops.whoami(opsCaller(req)));
  route(app, api.createOperator, ({ req, body }) => ops.createOperator(opsCaller(req), body));
  route(app, api.operators, ({ req }) => ops.operators(opsCaller(req)));

  route(app, api.deposits, ({ req, params, query }) => ops.deposits(opsCaller(req), params.code, query.status));
  route(app, api.approveDeposit, ({ req, params }) => ops.approveDeposit(opsCaller(req), params.code, params.id));
  route(app, api.rejectDeposit, ({ req, params, body }) => ops.rejectDeposit(opsCaller(req), params.code, params.id, body.reason));

  route(app, api.withdrawals, ({ req, params, query }) => ops.withdrawals(opsCaller(req), params.code, query.status));
  route(app, api.approveWithdrawal, ({ req, params }) => ops.approveWithdrawal(opsCaller(req), params.code, params.id));
  route(app, api.rejectWithdrawal, ({ req, params, body }) => ops.rejectWithdrawal(opsCaller(req), params.code, params.id, body.reason));
  route(app, api.resolveWithdrawal, ({ req, params, body }) => ops.resolveWithdrawal(opsCaller(req), params.code, params.id, body));

  route(app, api.adjust, ({ req, params, body }) => ops.adjust(opsCaller(req), params.code, params.account, body));
  route(app, api.bonus, ({ req, params, body }) => ops.bonus(opsCaller(req), params.code, params.account, body));
  route(app, api.memberWallet, ({ req, params }) => ops.memberWallet(opsCaller(req), params.code, params.account));
  route(app, api.file, async ({ req, params, reply }) => {
    const f = await ops.file(opsCaller(req), params.code, params.id);
    return reply.type(f.mime).send(f.data);
  });
  const memberSession = ops.memberSession;
  if (memberSession) route(app, api.memberSession, ({ req, params }) => memberSession(opsCaller(req), params.code, params.account));
  const houseSeed = ops.houseSeed;
  if (houseSeed) route(app, api.houseSeed, ({ req, params, body }) => houseSeed(opsCaller(req), params.code, params.account, body));

  route(app, api.ledgerCheck, ({ req }) => ops.ledgerCheck(opsCaller(req)));
  route(app, api.runAutoReceipt, ({ req }) => ops.runAutoReceipt(opsCaller(req)));
};
