import type { InboundHandler, InboundReply, VendorProtocol } from '../kit';
import { type RgsCallContext, SECRET_OPERATOR_PRIVATE_KEY, SECRET_VENDOR_PUBLIC_KEY, rgsHandler } from './call';
import { type RgsCall, type RgsDialect, caletaDialect, hub88Dialect } from './dialect';
import { balance, check, info } from './info';
import { SETTING_API_BASE_URL, SETTING_OPERATOR_ID, rgsLaunch } from './launch';
import { bet, rollback, win } from './money';

const HANDLERS: Record<RgsCall, (c: RgsCallContext) => Promise<InboundReply>> = {
  check,
  info,
  balance,
  bet,
  win,
  rollback,
};

/**
 * One adapter core for the Caleta/Hub88 family: the routes are the dialect's paths, each a verified, parsed call
 * handed to the same handlers. Settings: `apiBaseUrl` and `operatorId` (the launch request), optional `subPartnerId`
 * (the merchant code when unset), `country` (XX), `lobbyUrl`, `depositUrl`; amounts convert with the merchant's
 * currency decimals (ProtocolConfig.minorDigits). Secrets: `vendorPublicKey` (PEM; verifies the vendor's calls) and
 * `operatorPrivateKey` (PEM; signs the launch request).
 */
export const rgsProtocol = (dialect: RgsDialect, fetcher?: typeof fetch): VendorProtocol => {
  const routes: Record<string, InboundHandler> = {};
  for (const [call, path] of Object.entries(dialect.paths) as [RgsCall, string][])
    routes[`POST ${path}`] = rgsHandler(dialect, call, HANDLERS[call]);
  return {
    code: dialect.protocol,
    routes,
    launch: rgsLaunch(dialect, fetcher),
    settingNames: [SETTING_API_BASE_URL, SETTING_OPERATOR_ID],
    secretNames: [SECRET_VENDOR_PUBLIC_KEY, SECRET_OPERATOR_PRIVATE_KEY],
  };
};

/** Caleta Gaming System API 1.5 (POST /wallet/check, /wallet/balance, /wallet/bet, /wallet/win, /wallet/rollback). */
export const caletaProtocol = rgsProtocol(caletaDialect);
/** The Hub88 operator wallet (POST /user/info, /user/balance, /transaction/bet, /transaction/win, /transaction/rollback). */
export const hub88Protocol = rgsProtocol(hub88Dialect);
export { caletaDialect, hub88Dialect, type RgsDialect } from './dialect';
