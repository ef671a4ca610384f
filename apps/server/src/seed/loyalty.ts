import type { OpsMission } from '@wl/contracts';
import { createGrowth } from '../modules/growth';
import { createLedgerService } from '../modules/ledger';
import type { SeedStep } from './step';

/** Rebate rates per product category and VIP level (basis points of valid bet). */
export const rebateRateSeeds = [
  ['RNG', [60, 80, 100, 120]],
  ['FISH', [60, 80, 100, 120]],
  ['LIVE', [40, 50, 60, 80]],
  ['SPORTS', [50, 60, 70, 90]],
  ['ESPORTS', [50, 60, 70, 90]],
  ['PVP', [30, 40, 50, 60]],
  ['LOTT', [20, 30, 40, 50]],
  ['ELOTT', [20, 30, 40, 50]],
] as const;

const t = (EN: string, UR: string) => ({ EN, UR });
/** VIP ladder (minor units): cumulative deposit and valid bet, upgrade and monthly bonus, wagering ×100. */
export const vipLevelSeeds = [
  { names: t('Bronze', 'کانسی'), minDeposit: '100000', minValidBet: '0', upgradeBonus: '2000', monthlyBonus: '0' },
  { names: t('Silver', 'چاندی'), minDeposit: '1000000', minValidBet: '2000000', upgradeBonus: '10000', monthlyBonus: '5000' },
  { names: t('Gold', 'سونا'), minDeposit: '5000000', minValidBet: '10000000', upgradeBonus: '50000', monthlyBonus: '20000' },
  { names: t('Platinum', 'پلاٹینم'), minDeposit: '20000000', minValidBet: '50000000', upgradeBonus: '200000', monthlyBonus: '80000' },
  { names: t('Diamond', 'ہیرا'), minDeposit: '100000000', minValidBet: '300000000', upgradeBonus: '1000000', monthlyBonus: '300000' },
].map((l, i) => ({ ...l, level: i + 1, turnoverX100: 100 }));

/** Points: 1 point per Rs 1.00 of valid bet; the more converted at once, the better the rate. */
export const pointSettingsSeed = {
  pointsPerUnit: 1,
  unit: '100',
  exchange: [
    { minPoints: 100, points: 100, amount: '100' },
    { minPoints: 1000, points: 100, amount: '120' },
    { minPoints: 10000, points: 100, amount: '150' },
  ],
  rules: t(
    'Every Rs 1.00 of valid bet earns 1 point, counted per day of play once your rounds settle. Points never expire. Redeem them for items in the mall (an operator reviews each redemption; items with a cash value are paid to your wallet when approved, and a rejected redemption gives your points back) or convert them to cash at the exchange-rate table. Redeeming and converting ask for your payment password.',
    'ہر Rs 1.00 درست شرط پر 1 پوائنٹ ملتا ہے، جو راؤنڈ مکمل ہونے پر روزانہ گنا جاتا ہے۔ پوائنٹس کبھی ختم نہیں ہوتے۔ انہیں مال میں آئٹمز کے لیے استعمال کریں (ہر درخواست کا جائزہ لیا جاتا ہے؛ نقد قیمت والے آئٹمز منظوری پر آپ کے والٹ میں ادا ہوتے ہیں، اور مسترد درخواست پر پوائنٹس واپس مل جاتے ہیں) یا ایکسچینج ریٹ ٹیبل کے مطابق نقد میں تبدیل کریں۔ ان دونوں کے لیے ادائیگی کا پاس ورڈ درکار ہے۔',
  ),
};
export const pointItemSeeds = [
  { names: t('Lucky sticker pack', 'لکی اسٹیکر پیک'), art: 'gift', quantity: 500, pointsRequired: '20', cashValue: '0' },
  { names: t('Rs 10 cash voucher', 'Rs 10 کیش واؤچر'), art: 'cash', quantity: 200, pointsRequired: '500', cashValue: '1000' },
  { names: t('Lucky Crown tote bag', 'لکی کراؤن ٹوٹ بیگ'), art: 'bag', quantity: 50, pointsRequired: '800', cashValue: '0' },
  { names: t('Bluetooth headset', 'بلوٹوتھ ہیڈسیٹ'), art: 'headset', quantity: 20, pointsRequired: '3000', cashValue: '0' },
  {
    names: t('Smart watch', 'اسمارٹ واچ'),
    art: 'watch',
    quantity: 10,
    pointsRequired: '12000',
    amountRequired: '1000000',
    cashValue: '0',
  },
  { names: t('Smartphone', 'اسمارٹ فون'), art: 'phone', quantity: 0, pointsRequired: '50000', amountRequired: '5000000', cashValue: '0' },
].map((i, n) => ({ amountRequired: '0', status: 'ACTIVE' as const, ...i, art: i.art as 'gift', sort: n }));

/**
 * Daily and weekly missions (minor units for amounts). demo01's seeded first deposit (Rs 2,000) completes the weekly
 * deposit mission, so a fresh site has one mission waiting to be claimed; signing in completes the daily one.
 */
export const missionSeeds = [
  { code: 'D_LOGIN', period: 'DAILY', title: t('Sign in today', 'آج سائن ان کریں'), condition: 'LOGIN_DAYS', target: '1', reward: '500' },
  {
    code: 'D_SLOTS',
    period: 'DAILY',
    title: t('Play 10 slot rounds', 'سلاٹ کے 10 راؤنڈ کھیلیں'),
    condition: 'ROUNDS',
    category: 'RNG',
    target: '10',
    reward: '1000',
  },
  {
    code: 'D_BET',
    period: 'DAILY',
    title: t('Valid bet of Rs 500', 'Rs 500 کی درست شرط'),
    condition: 'VALID_BET',
    target: '50000',
    reward: '800',
  },
  {
    code: 'W_DEPOSIT',
    period: 'WEEKLY',
    title: t('Deposit Rs 1,000 this week', 'اس ہفتے Rs 1,000 جمع کریں'),
    condition: 'DEPOSIT',
    target: '100000',
    reward: '2000',
  },
  {
    code: 'W_LOGIN',
    period: 'WEEKLY',
    title: t('Sign in on 3 days', '3 دن سائن ان کریں'),
    condition: 'LOGIN_DAYS',
    target: '3',
    reward: '3000',
  },
  {
    code: 'W_BET',
    period: 'WEEKLY',
    title: t('Valid bet of Rs 5,000', 'Rs 5,000 کی درست شرط'),
    condition: 'VALID_BET',
    target: '500000',
    reward: '5000',
  },
].map((m, n) => ({ category: null, turnoverX100: 100, status: 'ACTIVE' as const, sort: n, ...m }) as OpsMission);

/**
 * Rebates, VIP levels, missions and the points mall of both merchants. DEMO lets members claim rebates (MANUAL);
 * the second merchant pays them the next day (DAILY).
 * demo01's seeded first deposit (Rs 2,000) makes it a Bronze VIP once the consumer has run. The seeded house rounds (demoplayer1) are valid bet the
 * growth consumer turns into a rebate waiting on the manualRebate page at start.
 */
export const loyaltySeed: SeedStep = async (tx, ctx) => {
  const growth = createGrowth({ db: tx, ledger: createLedgerService({ db: tx }) });
  for (const m of ctx.merchants) {
    await growth.vip.setOpsLevels(m.id, { levels: vipLevelSeeds });
    await growth.points.setOpsSettings(m.id, pointSettingsSeed);
    for (const item of pointItemSeeds) await growth.points.addItem(m.id, item);
    for (const mission of missionSeeds) await growth.missions.addMission(m.id, mission);
    await growth.rebates.setOpsSettings(m.id, {
      mode: m.code === 'DEMO' ? 'MANUAL' : 'DAILY',
      rates: rebateRateSeeds.flatMap(([category, levels]) => levels.map((rateBp, vipLevel) => ({ category, vipLevel, rateBp }))),
    });
  }
};
