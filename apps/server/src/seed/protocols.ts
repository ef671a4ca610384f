import {
  CALETA_TEST_KEYS,
  EVOLUTION_TEST_API_TOKEN,
  EVOLUTION_TEST_AUTH_TOKEN,
  EVOLUTION_TEST_CASINO_KEY,
  PRAGMATIC_TEST_PROVIDER_ID,
  HUB88_TEST_KEYS,
  PRAGMATIC_TEST_SECRET_KEY,
  REDTIGER_TEST_API_KEY,
  REDTIGER_TEST_CASINO,
  REDTIGER_TEST_RECON_TOKEN,
  RGS_TEST_OPERATOR_ID,
} from '@wl/vendor-client';
import { createProtocolConfigService, type ProtocolCode } from '../modules/protocols';
import type { SeedStep } from './step';

/**
 * Where the demo studio answers a vendor's own API for DEMO (`npm start` runs it on port 8090): its simulator answers
 * there. At start the rows are pointed at the studio's real address (studio-protocols.ts).
 */
const studio = (protocol: ProtocolCode, vendor: string) => `http://127.0.0.1:8090/proto/${protocol}/${vendor}/DEMO`;

/** A Caleta/Hub88-family row: the operator's test key signs the launch, the vendor's test key is verified. */
const rgs = (protocol: 'caleta' | 'hub88', vendor: string, keys: typeof CALETA_TEST_KEYS) => ({
  vendor,
  protocol,
  settings: { apiBaseUrl: studio(protocol, vendor), operatorId: RGS_TEST_OPERATOR_ID },
  secrets: { vendorPublicKey: keys.vendor.publicKey, operatorPrivateKey: keys.operator.privateKey },
});

/**
 * The demo merchant's vendors on their real protocols (issue 34), switched OFF: the operator switches one on in the
 * back office (or PUT /ops/v1/merchants/DEMO/vendor-protocols/{vendor}) to play it through the vendor's own protocol
 * instead of the studio's. The credentials are the simulators' TEST-ONLY ones (packages/vendor-client), sealed like
 * any operator's secrets.
 */
const demoRows: { vendor: string; protocol: ProtocolCode; settings: Record<string, string>; secrets: Record<string, string> }[] = [
  {
    vendor: 'PP',
    protocol: 'pragmatic',
    settings: { secureLogin: 'wl_demo', gameServerUrl: studio('pragmatic', 'PP'), providerId: PRAGMATIC_TEST_PROVIDER_ID },
    secrets: { secretKey: PRAGMATIC_TEST_SECRET_KEY },
  },
  {
    vendor: 'EVO',
    protocol: 'evolution',
    settings: { apiBaseUrl: studio('evolution', 'EVO'), casinoKey: EVOLUTION_TEST_CASINO_KEY },
    secrets: { authToken: EVOLUTION_TEST_AUTH_TOKEN, apiToken: EVOLUTION_TEST_API_TOKEN },
  },
  // DEMO's catalogue has no Caleta, Hub88 or Red Tiger lane: three of its slot lanes stand in for them.
  rgs('caleta', 'HABANERO', CALETA_TEST_KEYS),
  rgs('hub88', 'YGG', HUB88_TEST_KEYS),
  {
    vendor: 'NETENT',
    protocol: 'redtiger',
    settings: { launchUrl: studio('redtiger', 'NETENT'), casino: REDTIGER_TEST_CASINO },
    secrets: { apiKey: REDTIGER_TEST_API_KEY, reconToken: REDTIGER_TEST_RECON_TOKEN },
  },
];

export const protocolsSeed: SeedStep = async (tx, ctx) => {
  const demo = ctx.merchants.find((m) => m.code === 'DEMO');
  if (!demo) return;
  const configs = createProtocolConfigService({ db: tx, secretsKey: ctx.vendorSecretsKey, cacheMs: 0 });
  for (const r of demoRows) await configs.upsert({ merchantId: demo.id, enabled: false, ...r });
};
