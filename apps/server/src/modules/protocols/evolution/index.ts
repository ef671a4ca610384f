import type { VendorProtocol } from '../kit';
import { balance, cancel, check, credit, debit, promoPayout } from './calls';
import { API_TOKEN, SETTINGS, evolutionLaunch } from './launch';
import { AUTH_TOKEN } from './session';

/**
 * Evolution One Wallet (issue 34): Evolution calls `POST /vendor-api/{vendor}/{merchant}/{check|balance|debit|credit|
 * cancel|promo_payout}?authToken=…` with JSON bodies in major units; the operator launches a game through Evolution's
 * UserAuthentication API. Settings: `apiBaseUrl`, `casinoKey` (and optionally `country`, `brandId`, `skin`,
 * `lobbyUrl`); secrets: `authToken` (Evolution → operator), `apiToken` (operator → Evolution).
 */
export const evolutionProtocol: VendorProtocol = {
  code: 'evolution',
  routes: {
    'POST /check': check,
    'POST /balance': balance,
    'POST /debit': debit,
    'POST /credit': credit,
    'POST /cancel': cancel,
    'POST /promo_payout': promoPayout,
  },
  launch: evolutionLaunch,
  settingNames: [SETTINGS.apiBaseUrl, SETTINGS.casinoKey],
  secretNames: [AUTH_TOKEN, API_TOKEN],
};
