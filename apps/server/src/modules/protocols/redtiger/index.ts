import type { InboundHandler, VendorProtocol } from '../kit';
import { apiKeyValid } from './access';
import { RT, rtError } from './errors';
import { auth, payout, promoBuyin, promoSettle, refund, stake } from './handlers';
import { redtigerLaunchUrl } from './launch';

/** Every call first proves it is Red Tiger: the operator's API key in `Authorization`, compared in constant time. */
const keyed =
  (handler: InboundHandler): InboundHandler =>
  (req, ctx) =>
    apiKeyValid(req, ctx) ? handler(req, ctx) : Promise.resolve(rtError(RT.apiAuth, 401));

/**
 * Red Tiger's RGI wallet (issue 34): seven JSON calls under `/vendor-api/{vendor}/{merchant}`, the API key in the
 * Authorization header, amounts as decimal strings, answers `{success, result | error:{code, message}}`.
 * Settings: `launchUrl` (Red Tiger's game address base), `casino` (the operator's casino id at Red Tiger), and
 * optionally `country`, `language`, `lobbyUrl`. Secrets: `apiKey`, `reconToken`.
 */
export const redtigerProtocol: VendorProtocol = {
  code: 'redtiger',
  routes: {
    'POST /auth': keyed(auth),
    'POST /stake': keyed(stake),
    'POST /payout': keyed(payout),
    'POST /refund': keyed(refund),
    'POST /promo/buyin': keyed(promoBuyin),
    'POST /promo/settle': keyed(promoSettle),
    'POST /promo/refund': keyed(refund),
  },
  launch: async (input, config) => ({ gameUrl: redtigerLaunchUrl(input, config) }),
  settingNames: ['launchUrl', 'casino'],
  secretNames: ['apiKey', 'reconToken'],
};
