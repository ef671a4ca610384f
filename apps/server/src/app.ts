import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { trustProxySetting } from './config';
import type { DbHandle } from './db/client';
import { catalogueMedia } from './modules/catalogue/catalogue.media';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { createCatalogueService } from './modules/catalogue/catalogue.service';
import { createAccountServices } from './modules/accounts/accounts.module';
import { accountsOpsRoutes } from './modules/accounts/accounts.ops.routes';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { passwordRoutes } from './modules/accounts/password.routes';
import { iconRoutes } from './modules/members/icon.routes';
import { createMerchantService } from './modules/merchants/merchant.service';
import { depositRoutes, depositWebhookRoutes } from './modules/deposits/deposit.routes';
import { createDepositService } from './modules/deposits/deposit.service';
import { gatewayStandinRoutes } from './modules/deposits/gateway-standin';
import { createJobLease, startScheduler } from './modules/jobs/job-lease';
import { createLedgerService } from './modules/ledger/ledger.service';
import { createOpsAuth } from './modules/ops/ops-auth';
import { opsWalletRoutes } from './modules/ops/ops-wallet.routes';
import { noticesRoutes } from './modules/notices/notices.routes';
import { createNoticesService } from './modules/notices/notices.service';
import { opsRoutes } from './modules/ops/ops.routes';
import { recordsRoutes } from './modules/records/records.routes';
import { createRecordsService } from './modules/records/records.service';
import { systemRoutes } from './modules/system/system.routes';
import { createSystemService } from './modules/system/system.service';
import { sessionRoutes } from './modules/sessions/session.routes';
import { createSessionService } from './modules/sessions/session.service';
import { createVendorRegistry, houseAdapter, transferAdapter } from './modules/vendors/adapter';
import { houseRoutes } from './modules/vendors/house.routes';
import { createHouseService } from './modules/vendors/house.service';
import { createHouseWallet } from './modules/vendors/house.wallet';
import { launchRoutes } from './modules/vendors/launch.routes';
import { createLaunchService } from './modules/vendors/launch.service';
import { seamlessRoutes } from './modules/vendors/seamless.routes';
import { createSeamlessService } from './modules/vendors/seamless.service';
import { createTransferVendorClient } from './modules/vendors/transfer.client';
import { createTransferWalletService } from './modules/vendors/transfer.service';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { createNoticeService as createMemberNoticeService } from './modules/wallet/notices';
import { MAX_PROOF_BYTES } from './modules/wallet/proofs';
import { createWalletService } from './modules/wallet/wallet.service';
import { createPayeeService } from './modules/withdrawals/payee.service';
import { createPaymentPasswordService } from './modules/withdrawals/payment-password.service';
import { withdrawalRoutes } from './modules/withdrawals/withdrawal.routes';
import { createWithdrawalService } from './modules/withdrawals/withdrawal.service';
import { accessPlugin } from './plugins/access';
import { authPlugin } from './plugins/auth';
import { encryptedPlugin } from './plugins/encrypted';
import { envelopePlugin, frameworkErrors, isApiPath } from './plugins/envelope';
import { healthRoutes } from './plugins/health';
import { mediaRoutes } from './plugins/media';
import { merchantPlugin } from './plugins/merchant';
import { securityHeadersPlugin } from './plugins/security-headers';
import { createRedis, type RedisHandle } from './lib/redis';
import './plugins/types';
import { webPlugin } from './plugins/web';

export type AppDeps = { config: Config; dbHandle: DbHandle; logger?: boolean | object };

/** Builds the whole server (plugins, then modules); never listens, so tests drive it with app.inject. */
export const buildApp = async ({ config, dbHandle, logger }: AppDeps): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
    },
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db } = dbHandle;
  const redis: RedisHandle | null = config.REDIS_URL ? createRedis(config.REDIS_URL, app.log) : null;
  const merchants = createMerchantService({ db, cacheMs: config.MERCHANT_CACHE_MS });
  if (redis) redis.bindMerchantCache(merchants);
  const system = createSystemService({ db });
  const sessions = createSessionService({ db });
  const catalogue = createCatalogueService({ db, cacheMs: config.CATALOGUE_CACHE_MS });
  const notices = createNoticesService({ db });
  const accounts = await createAccountServices({ db, config, log: app.log, sessions, system, redis: redis?.client });
  const ledger = createLedgerService({ db });
  const transferClients = new Map(
    config.TRANSFER_VENDOR_URL && config.TRANSFER_VENDOR_SECRET
      ? [[config.TRANSFER_VENDOR_CODE, createTransferVendorClient({ baseUrl: config.TRANSFER_VENDOR_URL, secret: config.TRANSFER_VENDOR_SECRET, timeoutMs: config.TRANSFER_VENDOR_TIMEOUT_MS })]]
      : [],
  );
  const transfers = createTransferWalletService({ db, ledger, vendors: transferClients, offline: [config.TRANSFER_VENDOR_CODE] });
  const wallet = createWalletService({ db, ledger, transfers });
  const deposits = createDepositService({ db, ledger });
  const payees = createPayeeService({ db });
  const paymentPasswords = createPaymentPasswordService({ db });
  const memberNotices = createMemberNoticeService({ db });
  const withdrawals = createWithdrawalService({ db, ledger, wallet, payees, paymentPasswords });
  const jobs = createJobLease({ db });
  const vendorRegistry = createVendorRegistry([houseAdapter, transferAdapter(config.TRANSFER_VENDOR_CODE, config.TRANSFER_VENDOR_URL)]);
  const launches = createLaunchService({ db, catalogue, vendors: vendorRegistry, transfers });
  const seamless = createSeamlessService({ db, ledger });
  const house = createHouseService({
    db,
    wallet: createHouseWallet({ app, vendor: 'HOUSE', secretOf: seamless.secretOf, baseUrl: config.HOUSE_WALLET_URL }),
  });
  const records = createRecordsService({ db });
  const runAutoReceipt = () => withdrawals.autoReceipt();
  let shuttingDown = false;
  app.addHook('onClose', async () => {
    shuttingDown = true;
    await redis?.close();
  });

  await app.register(envelopePlugin);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
        // Sites may be served over plain HTTP on a LAN or behind a TLS-terminating proxy that sets its own policy.
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    ...(redis ? { redis: redis.client, nameSpace: 'wl-rl:' } : {}),
    // The limit guards the API; the web app's files and generated images are cheap, cacheable and requested in bursts.
    allowList: (req) => !isApiPath(req.url),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'White-label gaming platform API', version: '0.1.0' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  app.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());

  await app.register(merchantPlugin, { merchants });
  await app.register(accessPlugin, { system });
  await app.register(authPlugin, { sessions });
  await app.register(encryptedPlugin, { keys: accounts.keys });

  await app.register(healthRoutes, { dbHandle, redisPing: redis ? () => redis.client.ping() : undefined, isShuttingDown: () => shuttingDown });
  await app.register(mediaRoutes, { merchants });
  await app.register(systemRoutes, { system });
  await app.register(sessionRoutes, { db, sessions });
  await app.register(iconRoutes, { db });
  await app.register(multipart, { limits: { fileSize: MAX_PROOF_BYTES, files: 4, fields: 20 } });
  await app.register(walletRoutes, { wallet });
  await app.register(depositRoutes, { deposits });
  await app.register(depositWebhookRoutes, { deposits });
  if (config.GATEWAY_STANDIN ?? config.NODE_ENV !== 'production') await app.register(gatewayStandinRoutes, { deposits });
  await app.register(withdrawalRoutes, { withdrawals, payees, paymentPasswords, notices: memberNotices, wallet });
  await app.register(opsWalletRoutes, { db, auth: createOpsAuth({ db, apiKey: config.OPS_API_KEY }), ledger, deposits, withdrawals, runAutoReceipt,
    openSession: config.NODE_ENV === 'production' ? undefined : (input) => sessions.open(input),
  });
  if (config.JOBS_ENABLED ?? config.NODE_ENV !== 'test') {
    const stop = startScheduler(jobs, [{ name: 'withdrawal-auto-receipt', run: runAutoReceipt }], app.log);
    app.addHook('onClose', async () => stop());
  }
  await app.register(catalogueRoutes, { catalogue });
  await app.register(launchRoutes, { launches });
  await app.register(seamlessRoutes, { seamless });
  await app.register(houseRoutes, { house });
  await app.register(recordsRoutes, { records, catalogue });
  await app.register(noticesRoutes, { notices });
  await app.register(catalogueMedia, { merchants, catalogue, notices });
  await app.register(opsRoutes, { db, merchants, apiKey: config.OPS_API_KEY });
  await app.register(accountsRoutes, { s: accounts });
  await app.register(passwordRoutes, { s: accounts });
  await app.register(accountsOpsRoutes, { db, apiKey: config.OPS_API_KEY, devOutbox: config.DEV_OUTBOX });
  await app.register(webPlugin, { webDist: config.webDist });
  return app;
};
