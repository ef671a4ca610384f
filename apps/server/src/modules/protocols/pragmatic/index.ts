import type { VendorProtocol } from '../kit';
import { bonusWin, jackpotWin, promoWin } from './credits';
import { pragmaticLaunch } from './launch';
import { bet, endRound, refund, result } from './play';
import { SECRET_KEY } from './request';
import { authenticate, balance } from './session';

/**
 * Pragmatic Play's seamless wallet (its integration guide, v3.x): nine form-encoded POSTs `<call>.html`, each signed
 * with `hash` (MD5 over the sorted parameters and the secret key), answered with JSON `{error, description, …}` and
 * HTTP 200. Settings: `secureLogin` and `gameServerUrl` (the direct launch), optional `apiUrl` (launch through the
 * Integration API's game/url instead), `providerId` (when set, calls naming another are refused), `cashierUrl`,
 * `lobbyUrl`, `country`. Secret: `secretKey`.
 */
export const pragmaticProtocol: VendorProtocol = {
  code: 'pragmatic',
  routes: {
    'POST /authenticate.html': authenticate,
    'POST /balance.html': balance,
    'POST /bet.html': bet,
    'POST /result.html': result,
    'POST /bonusWin.html': bonusWin,
    'POST /jackpotWin.html': jackpotWin,
    'POST /promoWin.html': promoWin,
    'POST /refund.html': refund,
    'POST /endRound.html': endRound,
  },
  launch: pragmaticLaunch,
  settingNames: ['secureLogin', 'gameServerUrl'],
  secretNames: [SECRET_KEY],
};
