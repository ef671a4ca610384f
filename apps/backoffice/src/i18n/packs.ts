import agentsEn from '../features/agents/agents.en.json';
import agentsUr from '../features/agents/agents.ur.json';
import brandEn from '../features/brand/brand.en.json';
import brandUr from '../features/brand/brand.ur.json';
import contentEn from '../features/content/content.en.json';
import contentUr from '../features/content/content.ur.json';
import gamesEn from '../features/games/games.en.json';
import gamesUr from '../features/games/games.ur.json';
import loyaltyEn from '../features/loyalty/loyalty.en.json';
import loyaltyUr from '../features/loyalty/loyalty.ur.json';
import promotionsEn from '../features/promotions/promotions.en.json';
import promotionsUr from '../features/promotions/promotions.ur.json';
import regulatorEn from '../features/regulator/regulator.en.json';
import regulatorUr from '../features/regulator/regulator.ur.json';
import reportsEn from '../features/reports/reports.en.json';
import reportsUr from '../features/reports/reports.ur.json';
import vendorProtocolsEn from '../features/vendor-protocols/vendorProtocols.en.json';
import vendorProtocolsUr from '../features/vendor-protocols/vendorProtocols.ur.json';
import dashboardEn from '../features/dashboard/dashboard.en.json';
import dashboardUr from '../features/dashboard/dashboard.ur.json';
import kycEn from '../features/kyc/kyc.en.json';
import kycUr from '../features/kyc/kyc.ur.json';
import playersEn from '../features/players/players.en.json';
import playersUr from '../features/players/players.ur.json';
import protectionEn from '../features/protection/protection.en.json';
import protectionUr from '../features/protection/protection.ur.json';
import riskEn from '../features/risk/risk.en.json';
import riskUr from '../features/risk/risk.ur.json';
import queuesEn from '../features/queues/queues.en.json';
import queuesUr from '../features/queues/queues.ur.json';
import en from './en.json';
import ur from './ur.json';

/**
 * The language packs: the shell's and the first pages' texts, and one pack per later feature (each file holds one
 * top-level key, its feature's name), so features add their texts without touching one another's.
 */
export const packs = {
  en: {
    ...en,
    ...dashboardEn,
    ...kycEn,
    ...playersEn,
    ...protectionEn,
    ...queuesEn,
    ...riskEn,
    ...agentsEn,
    ...brandEn,
    ...contentEn,
    ...gamesEn,
    ...loyaltyEn,
    ...promotionsEn,
    ...regulatorEn,
    ...reportsEn,
    ...vendorProtocolsEn,
  },
  ur: {
    ...ur,
    ...dashboardUr,
    ...kycUr,
    ...playersUr,
    ...protectionUr,
    ...queuesUr,
    ...riskUr,
    ...agentsUr,
    ...brandUr,
    ...contentUr,
    ...gamesUr,
    ...loyaltyUr,
    ...promotionsUr,
    ...regulatorUr,
    ...reportsUr,
    ...vendorProtocolsUr,
  },
};
