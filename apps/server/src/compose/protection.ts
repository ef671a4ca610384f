import type { RealityCheck, SupportServerFrame } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { CONSUMER_BATCH, CONSUMER_POLL_MS, type createOutbox } from '../modules/outbox';
import {
  type BlockHook,
  createMarkersConsumer,
  createProtectionService,
  createRealityService,
  createRgCasesService,
  createStandinRegister,
  markerEvents,
  protectionOpsRoutes,
  protectionRoutes,
} from '../modules/protection';
import { IDLE_MS, type SessionService } from '../modules/sessions';
import { createKycService, kycRoutes } from '../modules/kyc';
import { kycProtection } from '../modules/protection';
import { type RiskService, createGraphService, createRulesConsumer, riskRoutes, ruleEvents } from '../modules/risk';

/**
 * Player protection put together (issue 30, decision 026): the service and its reality checks, the markers consumer
 * and cases, the national register's local stand-in; every sign-in runs its session start, a block cancels what
 * `onBlock` lists, and the member's sockets hear of a reality check or a session protection ended.
 */
export const createProtection = (deps: {
  db: Db;
  sessions: SessionService;
  outbox: ReturnType<typeof createOutbox>;
  onBlock: BlockHook[];
  push: (merchantId: number, memberId: number, frame: SupportServerFrame) => void;
  risk: RiskService;
}) => {
  const { db } = deps;
  const now = () => new Date();
  const notifier = {
    ended: (merchantId: number, memberId: number, code: string) => deps.push(merchantId, memberId, { t: 'protection', code }),
    reality: (merchantId: number, memberId: number, check: RealityCheck) => deps.push(merchantId, memberId, { t: 'reality', check }),
  };
  const protection = createProtectionService({
    db,
    now,
    register: createStandinRegister(),
    onBlock: deps.onBlock,
    notifier,
  });
  const reality = createRealityService({
    db,
    now,
    idleMs: IDLE_MS,
    notifier,
  });
  const cases = createRgCasesService({ db, now, protection, reality });
  const markers = createMarkersConsumer({ now });
  deps.outbox.subscribe({
    name: 'protection.markers',
    types: markerEvents,
    handle: (e, tx) => markers([e], tx),
    handleBatch: markers,
    batchSize: CONSUMER_BATCH,
    pollMs: CONSUMER_POLL_MS,
  });
  deps.sessions.onOpen((merchantId, memberId) => protection.sessionStarted(merchantId, memberId));
  // KYC and risk (issue 31): every sign-in and registration is a device and network signal; the fraud rules follow
  // the events off the request path; the details' name is screened in the transaction that saves them.
  const { risk } = deps;
  deps.sessions.onOpen(async (merchantId, memberId, input) => {
    const { deviceId, ip, userAgent } = input;
    await risk.signal({ merchantId, memberId, event: input.event ?? 'LOGIN', deviceId, ip, userAgent });
  });
  const rules = createRulesConsumer({ now });
  deps.outbox.subscribe({
    name: 'risk.rules',
    types: ruleEvents,
    handle: (e, tx) => rules([e], tx),
    handleBatch: rules,
    batchSize: CONSUMER_BATCH,
    pollMs: CONSUMER_POLL_MS,
  });
  const kyc = createKycService({ db, now, screen: risk.screenMember });
  return {
    protection,
    reality,
    cases,
    /** Reality checks come due on every copy's scheduler; each check opens once (its row guards it). */
    jobs: [{ name: 'reality-checks', run: () => reality.run(), periodMs: 15_000 }],
    register: async (app: FastifyInstance) => {
      await app.register(protectionRoutes, { db, protection, reality, now });
      await app.register(protectionOpsRoutes, { protection, cases });
      await app.register(kycRoutes, { kyc });
      await app.register(riskRoutes, { risk, graph: createGraphService({ db }) });
    },
    /** What a withdrawal's precheck shows of KYC and risk. */
    riskFacts: async (merchantId: number, memberId: number) => ({
      level: await kycProtection.levelOf(db, memberId),
      threshold: (await kycProtection.thresholds(db, merchantId))?.withdrawal ?? null,
      holds: await risk.holds(memberId),
      open: await risk.openCases(memberId),
    }),
    /** The development aid: a player's reality check due now. */
    realityNow: async (merchantId: number, account: string) =>
      reality.now(merchantId, await protection.memberOf(merchantId, account), (await protection.profile(merchantId)).realityMinutes),
  };
};
