import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Config } from './core/config';
import type { DbHandle } from './db/client';
import { catalogueMedia, catalogueRoutes, createCatalogueService, type LiveTablesPort, type MatchesPort } from './modules/catalogue';
import { createAccountServices } from './modules/accounts';
import { accountsOpsRoutes, accountsRoutes, createAccountsOpsService, passwordRoutes } from './modules/accounts';
import { memberRoutes } from './modules/members';
import { createReferralService, referralRewardEvents, referralRoutes } from './modules/referral';
import { createMerchantService, createMerchantSettingsService } from './modules/merchants';
import { createDepositService, depositRoutes, depositWebhookRoutes, gatewayStandinRoutes } from './modules/deposits';
import { createJobLease, startScheduler } from './modules/jobs';
import { historyMonthsJob } from './compose/history-months';
import { createLedgerService } from './modules/ledger';
import { createLotteryService, lotteryRoutes } from './modules/lottery';
import { createOpsAuth, createOpsService } from './modules/ops';
import { auditRoutes, createAuditService } from './modules/audit';
import { approvalsRoutes, createApprovalsService } from './modules/approvals';
import { createStaffAdmin, createStaffAuth, staffRoutes, staffTokenOf } from './modules/staff';
import { createPlayersService, playersRoutes } from './modules/players';
import { createQueuesService, queuesRoutes } from './modules/queues';
import { createDashboardService, dashboardRoutes } from './modules/dashboard';
import { opsWalletRoutes } from './modules/ops';
import { createMessagesService, fundsEvents, messagesRoutes } from './modules/messages';
import { createNoticesService, noticesRoutes } from './modules/notices';
import { devJobsRoutes, opsRoutes } from './modules/ops';
import { CONSUMER_BATCH, CONSUMER_POLL_MS, createOutbox } from './modules/outbox';
import { createGrowth } from './modules/growth';
import { AGENTS_CONSUMER, createAgents } from './modules/agents';
import { createRecordsService, recordsRoutes } from './modules/records';
import { createFloodGate, createSupportHub, createSupportService, memberKey, supportRoutes, supportSocket } from './modules/support';
import { createProtection } from './compose/protection';
import { createRiskService, createStandinScreening } from './modules/risk';
import { kycProtection } from './modules/protection';
import { createSystemService, systemRoutes } from './modules/system';
import { createSessionService, sessionRoutes } from './modules/sessions';
import { createVendorRegistry, houseAdapter, lotteryAdapters, transferAdapter } from './modules/vendors';
import { createTransferWallets } from './compose/transfer-wallets';
import { createVendorProtocols } from './compose/vendor-protocols';
import { createConsole } from './compose/console';
import { createFastify, registerApiPlugins } from './compose/fastify';
import { createHouseService, createHouseWallet, createLaunchService, createSeamlessService } from './modules/vendors';
import { houseRoutes, launchRoutes, seamlessRoutes } from './modules/vendors';
import { walletRoutes } from './modules/wallet';
import { createMoneyNoticeService, MAX_PROOF_BYTES } from './modules/money';
import { createWalletService } from './modules/wallet';
import { createPayeeService } from './modules/withdrawals';
import { createPaymentPasswordService } from './modules/withdrawals';
import { withdrawalRoutes } from './modules/withdrawals';
import { createWithdrawalService } from './modules/withdrawals';
import { accessPlugin } from './platform/access';
import { authPlugin } from './platform/auth';
import { encryptedPlugin } from './platform/encrypted';
import { nulGuardPlugin } from './platform/nul-guard';
import { healthRoutes } from './platform/health';
import { mediaRoutes } from './modules/merchants';
import { merchantPlugin } from './platform/merchant';
import type { OperatorGate } from './core/context';
import { AppError } from './core/app-error';
import { createRedis, type RedisHandle } from './core/redis';
import { attachEventStream } from './compose/event-stream';
import './platform/types';
import { webPlugin } from './platform/web';

export type RegisteredRoute = { method: string; url: string; endpoint?: string };
declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
    /** Resolves once the chat hub hears the other server copies (Redis subscription made). */
    supportReady: () => Promise<void>;
  }
}

export type AppDeps = { config: Config; dbHandle: DbHandle; logger?: boolean | object };

/** Builds the whole server (plugins, then modules); never listens, so tests drive it with app.inject. */
export const buildApp = async ({ config, dbHandle, logger }: AppDeps): Promise<FastifyInstance> => {
  const app = createFastify(config, logger);

  const { db, reads } = dbHandle;
  const redis: RedisHandle | null = config.REDIS_URL ? createRedis(config.REDIS_URL, app.log) : null;
  const merchants = createMerchantService({ db, cacheMs: config.MERCHANT_CACHE_MS });
  if (redis) redis.bindMerchantCache(merchants);
  const system = createSystemService({ db });
  const sessions = createSessionService({ db, cacheMs: config.SESSION_CACHE_MS });
  const liveTables: LiveTablesPort = (...a) => vendorRegistry.liveTables(...a);
  const matches: MatchesPort = (...a) => vendorRegistry.matches(...a);
  const catalogue = createCatalogueService({ db, read: reads.lagging, cacheMs: config.CATALOGUE_CACHE_MS, liveTables, matches });
  const notices = createNoticesService({ db });
  // An agent's invitation code places a newcomer under the agent (agents module, built below; asked at request time).
  const accounts = await createAccountServices({
    db,
    config,
    log: app.log,
    sessions,
    system,
    redis: redis?.client,
    invites: { resolve: (merchantId, code) => agents.invites.resolve(merchantId, code) },
    recall: { recallAll: (merchantId, memberId, o) => recall.recallAll(merchantId, memberId, o) },
  });
  const ledger = createLedgerService({ db });
  const risk = createRiskService({ db, screening: createStandinScreening() });
  const { transfers, recall } = await createTransferWallets({ db, config, ledger, log: app.log });
  // Player protection's deposit check (issue 30) is filled in below, once protection exists.
  const depositGuard: Parameters<typeof createDepositService>[0]['protection'] = {
    guardDeposit: (...a) => protection.protection.guardDeposit(...a),
    releaseDeposit: (...a) => protection.protection.releaseDeposit(...a),
  };
  const deposits = createDepositService({ db, ledger, protection: depositGuard });
  const depositSignal = (s: Parameters<typeof risk.signal>[0]) => risk.signal(s);
  const payees = createPayeeService({ db });
  const paymentPasswords = createPaymentPasswordService({
    db,
    inFlight: {
      enter: (key) => accounts.limiter.hit(key, 60_000),
      leave: (key) => accounts.limiter.release(key),
      count: (key) => accounts.limiter.peek(key),
    },
  });
  const memberNotices = createMoneyNoticeService({ db });
  // Promotions, rewards, wagering: money events reach them through one consumer; withdrawals and transfers ask their gate.
  const growth = createGrowth({ db, ledger, checkPassword: paymentPasswords.check, claimGuard: risk.claimGuard });
  const wallet = createWalletService({ db, ledger, transfers, recall, gate: growth.wagering });
  const withdrawals = createWithdrawalService({
    db,
    ledger,
    wallet,
    payees,
    paymentPasswords,
    recall,
    gate: growth.wagering,
    kyc: kycProtection.guardWithdrawal,
    held: (memberId) => risk.assertNotHeld(memberId),
  });
  const jobs = createJobLease({ db });
  const outbox = createOutbox({ db, log: app.log });
  const supportHub = createSupportHub({ pubsub: redis, channel: `${config.REDIS_KEY_PREFIX}:support` });
  const protection = createProtection({
    db,
    sessions,
    outbox,
    onBlock: [growth.rewards.cancelPending],
    push: (merchantId, memberId, frame) => supportHub.publish([memberKey(merchantId, memberId)], frame),
    risk,
  });
  const messages = createMessagesService({ db });
  // Deposit and withdrawal notices reach the inbox from the events the money modules write, never by their calls;
  // referral rewards are paid from the deposit events, never by the deposit module.
  const busy = { batchSize: CONSUMER_BATCH, pollMs: CONSUMER_POLL_MS };
  outbox.subscribe({ name: 'messages.funds', types: fundsEvents, handle: messages.onFundsEvent, ...busy });
  const referral = createReferralService({ db, ledger });
  outbox.subscribe({ name: 'referral.rewards', types: referralRewardEvents, handle: referral.onDepositCredited, ...busy });
  outbox.subscribe(growth.subscription);
  // Agent teams and contracts: the read model from the events; settlement once the consumer is past a period's end.
  const agents = createAgents({
    db,
    reads,
    ledger,
    caughtUpTo: async (at) => {
      const lag = await outbox.lag(AGENTS_CONSUMER);
      return lag.pending === 0 || (lag.oldest !== null && lag.oldest >= at);
    },
    lease: (job, period, fn) => jobs.runOnce(job, period, fn),
  });
  outbox.subscribe(agents.subscription);
  const vendorProtocols = createVendorProtocols({ db, config });
  const vendorRegistry = createVendorRegistry(
    [houseAdapter, ...lotteryAdapters, transferAdapter(config.TRANSFER_VENDOR_CODE, config.TRANSFER_VENDOR_URL)],
    db,
    undefined,
    vendorProtocols.resolver,
  );
  const lottery = createLotteryService({ db, ledger, recall });
  const launches = createLaunchService({ db, catalogue, vendors: vendorRegistry, transfers, recall, lotteryHas: lottery.has });
  const seamless = createSeamlessService({ db });
  const house = createHouseService({
    db,
    wallet: createHouseWallet({ app, vendor: 'HOUSE', secretOf: seamless.secretOf, baseUrl: config.HOUSE_WALLET_URL }),
  });
  const records = createRecordsService({ db, reads });
  const runAutoReceipt = () => withdrawals.autoReceipt();
  const opsAuth = createOpsAuth({ db, apiKey: config.OPS_API_KEY });
  const staff = createStaffAuth({
    db,
    limiter: accounts.limiter,
    config: {
      maxFailures: config.LOGIN_MAX_FAILURES,
      ipMaxFailures: config.LOGIN_IP_MAX_FAILURES,
      lockMinutes: config.AUTH_LOCK_MINUTES,
      idleMinutes: config.STAFF_IDLE_MINUTES,
      issuer: config.STAFF_TOTP_ISSUER,
    },
  });
  // The operator API answers operator keys and signed-in staff alike; a staff token is told apart by its realm prefix.
  const operators: OperatorGate = {
    authenticate: (caller) => {
      const token = staffTokenOf(caller.authorization);
      return token ? staff.operator(token) : opsAuth.authenticate(caller);
    },
    act: opsAuth.act,
  };
  const players = createPlayersService({
    db,
    read: reads.lagging,
    wallets: wallet.memberWallets,
    sendReset: accounts.password.sendResetFor,
  });
  const queues = createQueuesService({
    db,
    linked: players.linkedCount,
    risk: (merchantId, memberId) => protection.riskFacts(merchantId, memberId),
  });
  const approvals = createApprovalsService({
    db,
    adjust: wallet.adjust,
    memberIdOf: wallet.memberIdOf,
    withdrawals,
    grantBonus: growth.rewards.grantManual,
    agentPeriods: { amount: agents.console.voidAmount, void: agents.console.voidIn },
  });
  const ops = createOpsService({
    db,
    adjust: approvals.adjust,
    approveWithdrawal: approvals.approveWithdrawal,
    bonus: approvals.bonus,
    auth: opsAuth,
    gate: operators,
    claims: queues,
    parkedEvents: outbox.parked,
    drainConsumer: async (name) => {
      if (!outbox.consumerNames().includes(name)) return null;
      const r = await outbox.drain(name);
      return { ...r, pending: (await outbox.lag(name)).pending };
    },
    deposits,
    withdrawals,
    wallet,
    settings: createMerchantSettingsService({ db, merchants }),
    runAutoReceipt,
    openSession: config.NODE_ENV === 'production' ? undefined : (input) => sessions.open(input),
    pinHouseSeed: config.NODE_ENV === 'production' ? undefined : (input) => house.pinSeed(input),
  });
  let shuttingDown = false;
  app.addHook('onClose', async () => {
    shuttingDown = true;
    await redis?.close();
  });

  await registerApiPlugins(app, { config, redis });

  await app.register(merchantPlugin, { merchants });
  await app.register(accessPlugin, { system });
  await app.register(authPlugin, { sessions, operators, staff });
  await app.register(encryptedPlugin, { keys: accounts.keys });
  await app.register(nulGuardPlugin);

  await app.register(healthRoutes, {
    dbPing: () => dbHandle.exec('SELECT 1'),
    redisPing: redis ? () => redis.client.ping() : undefined,
    isShuttingDown: () => shuttingDown,
  });
  await app.register(mediaRoutes, { merchants });
  await app.register(systemRoutes, { system });
  await app.register(sessionRoutes, { sessions, badges: growth.badges, unread: messages.unreadTotal });
  await app.register(memberRoutes, { db });
  await app.register(referralRoutes, { referral });
  await app.register(multipart, { limits: { fileSize: MAX_PROOF_BYTES, files: 4, fields: 20 } });
  await app.register(walletRoutes, { wallet });
  await app.register(depositRoutes, { deposits, signal: depositSignal });
  await app.register(depositWebhookRoutes, { deposits });
  if (config.GATEWAY_STANDIN ?? config.NODE_ENV !== 'production') await app.register(gatewayStandinRoutes, { deposits });
  await app.register(withdrawalRoutes, { withdrawals, payees, paymentPasswords, notices: memberNotices, wallet });
  await app.register(opsWalletRoutes, { ops });
  const audit = createAuditService({ db });
  const operatorConsole = createConsole({
    db,
    read: reads.lagging,
    config,
    redis,
    outbox,
    merchants,
    catalogue,
    recall: { recallVendor: recall.recallVendor, reaches: transfers.has, walletModes: vendorRegistry.walletModes },
    agents: { console: agents.console, settlement: agents.settlement, voidGate: approvals.voidAgentPeriod },
    now: () => new Date(),
  });
  const runsJobs = config.JOBS_ENABLED ?? config.NODE_ENV !== 'test';
  const eventStream = attachEventStream(app, { config, db, outbox, runConsumers: runsJobs });
  if (runsJobs) {
    const stop = startScheduler(
      jobs,
      [
        { name: 'withdrawal-auto-receipt', run: runAutoReceipt },
        { name: 'events-prune', run: () => outbox.prune(config.EVENTS_RETENTION_DAYS, config.EVENTS_ARCHIVE_DAYS) },
        // The outbox's month partitions made three months ahead (issue 37); hourly is ample, each run is a no-op but once a month.
        { name: 'events-months', run: () => outbox.makeMonths(), periodMs: 60 * 60_000 },
        historyMonthsJob(config, { ledger, seamless, audit }),
        { name: 'job-runs-prune', run: () => jobs.prune(2) },
        { name: 'message-sends', run: () => messages.deliverSends() },
        { name: 'transfer-recall-retry', run: () => recall.retryOpen() },
        // The audit chains' heads copied to the append-only checkpoints (decision 023).
        { name: 'audit-checkpoint', run: () => audit.checkpoint(), periodMs: 5 * 60_000 },
        ...growth.jobs,
        ...agents.jobs,
        ...protection.jobs,
        ...operatorConsole.jobs,
        ...eventStream.jobs,
        // Draws ahead, betting opened and closed, house results drawn and settled, every 5 s (each step conditional).
        { name: 'lottery-draws', run: () => lottery.tick(), periodMs: 5_000 },
      ],
      app.log,
    );
    // The consumers later modules subscribe run on every copy; each one's row lock keeps it to one copy at a time.
    const stopConsumers = outbox.start();
    app.addHook('onClose', async () => {
      stop();
      await stopConsumers();
    });
  }
  await app.register(catalogueRoutes, { catalogue });
  await app.register(launchRoutes, { launches });
  await app.register(seamlessRoutes, { seamless });
  await vendorProtocols.register(app, { seamless, catalogue });
  await app.register(houseRoutes, { house });
  await app.register(recordsRoutes, { records, catalogue });
  await app.register(noticesRoutes, {
    notices,
    viewer: (token, merchantId) =>
      sessions.resolve(token, merchantId, { touch: false }).then(
        (a) => a.member.id,
        () => null,
      ),
  });
  await app.register(messagesRoutes, { messages });
  await app.register(catalogueMedia, { merchants, catalogue, notices });
  await app.register(opsRoutes, { ops });
  await app.register(auditRoutes, { audit });
  await app.register(approvalsRoutes, { approvals });
  await app.register(staffRoutes, { auth: staff, admin: createStaffAdmin({ db }) });
  await app.register(playersRoutes, { players });
  await app.register(queuesRoutes, { queues });
  await app.register(dashboardRoutes, { dashboard: createDashboardService({ db }) });
  await app.register(lotteryRoutes, { lottery });
  await growth.register(app);
  await agents.register(app);
  await protection.register(app);
  await operatorConsole.register(app);
  if (config.NODE_ENV !== 'production')
    await app.register(devJobsRoutes, {
      ops,
      jobs: {
        settleAgentPeriod: async (merchantId, kind, period) => {
          await outbox.drain(AGENTS_CONSUMER);
          return agents.settlement.settleNow(merchantId, kind, period);
        },
        drawLottery: (merchantId, drawId) => lottery.drawNow(merchantId, drawId),
        autoReceipt: (merchantId, id) => withdrawals.autoReceiptOf(merchantId, id),
        realityCheck: (merchantId, account) => protection.realityNow(merchantId, account),
      },
    });
  const support = createSupportService({
    db,
    attempts: accounts.login.attempts,
    hub: supportHub,
    playerCard: (merchantId, memberId, account) => players.supportCard(merchantId, memberId, account),
    flood: createFloodGate({
      redis: redis?.client,
      prefix: `${config.REDIS_KEY_PREFIX}-chat`,
      max: config.SUPPORT_MESSAGES_PER_10S,
      windowMs: 10_000,
    }),
  });
  await app.register(supportRoutes, {
    support,
    ops: {
      require: (caller, perm, merchantId) => opsAuth.require(caller, perm, merchantId),
      merchantId: async (code) => {
        const m = await merchants.get(code);
        if (!m) throw new AppError('resource.not_found');
        return m.id;
      },
    },
  });
  supportSocket(app, { support, merchants, sessions, sessionCheckMs: config.CHAT_SESSION_CHECK_MS });
  app.decorate('supportReady', () => support.hub.ready);
  await app.register(accountsRoutes, { s: accounts });
  await app.register(passwordRoutes, { s: accounts });
  await app.register(accountsOpsRoutes, {
    ops: createAccountsOpsService({ db }),
    apiKey: config.OPS_API_KEY,
    devOutbox: config.DEV_OUTBOX,
    idpSecret: config.IDP_SECRET,
  });
  await app.register(webPlugin, { webDist: config.webDist, backofficeDist: config.backofficeDist });
  return app;
};
