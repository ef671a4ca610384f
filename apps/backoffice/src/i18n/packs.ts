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
  en: { ...en, ...dashboardEn, ...kycEn, ...playersEn, ...protectionEn, ...queuesEn, ...riskEn },
  ur: { ...ur, ...dashboardUr, ...kycUr, ...playersUr, ...protectionUr, ...queuesUr, ...riskUr },
};
