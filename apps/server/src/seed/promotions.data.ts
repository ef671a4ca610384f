import type { PromotionInput } from '@wl/contracts';

const t = (EN: string, UR: string) => ({ EN, UR });
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export const promotionCategorySeeds = [
  { code: 'WELCOME', names: t('Welcome', 'خوش آمدید') },
  { code: 'DAILY', names: t('Daily', 'روزانہ') },
  { code: 'EVENTS', names: t('Events', 'ایونٹس') },
  { code: 'VIP', names: t('VIP', 'وی آئی پی') },
];

/** What most demo promotions share: for everyone, no opt-in, a plain reward claimable for a week. */
const promotionDefaults = {
  audience: { kind: 'ALL' },
  optIn: false,
  matchBp: 0,
  fixedAmount: '0',
  maxBonus: '0',
  minDeposit: '0',
  budget: null,
  earlyWithdrawal: 'REFUSE',
  claimDays: 7,
  prizes: [],
  status: 'ACTIVE',
  perIpLimit: null,
  perDeviceLimit: null,
  claimWindowHours: 24,
} satisfies Partial<PromotionInput>;
type PromotionSeed = Omit<PromotionInput, keyof typeof promotionDefaults | 'sort'> & Partial<PromotionInput>;

/** The demo merchants' promotions in display order: one of each kind and trigger, live now (one starting next week). */
const promotionList = (currency: string): PromotionSeed[] => [
  {
    code: 'WELCOME100',
    category: 'WELCOME',
    title: t('100% welcome bonus', '100% خوش آمدید بونس'),
    summary: t(`Your first deposit doubled, up to ${currency} 5,000.`, `آپ کا پہلا ڈپازٹ دگنا، ${currency} 5,000 تک۔`),
    contentHtml: t(
      `<p>Make your <b>first deposit</b> and we match it <b>100%</b>, up to ${currency} 5,000.</p><ul><li>The bonus waits in the Reward centre for 7 days.</li><li>Wager the bonus <b>10 times</b> (valid bets) before withdrawing.</li><li>Withdrawals are paused until the turnover is met.</li></ul>`,
      `<p>اپنا <b>پہلا ڈپازٹ</b> کریں اور ہم اسے <b>100%</b> بڑھا دیں گے، ${currency} 5,000 تک۔</p><ul><li>بونس انعامی مرکز میں 7 دن تک رہتا ہے۔</li><li>رقم نکلوانے سے پہلے بونس کو <b>10 بار</b> (درست شرطیں) کھیلیں۔</li><li>ٹرن اوور مکمل ہونے تک رقم نکلوانا روک دیا جاتا ہے۔</li></ul>`,
    ),
    art: 'gold',
    startsAt: at(-30),
    endsAt: at(335),
    kind: 'DEPOSIT_MATCH',
    trigger: 'FIRST_DEPOSIT',
    matchBp: 10_000,
    maxBonus: '500000',
    minDeposit: '10000',
    turnoverX100: 1000,
    perMemberLimit: 1,
  },
  {
    code: 'RELOAD20',
    category: 'DAILY',
    title: t('20% daily reload', '20% روزانہ ری لوڈ'),
    summary: t(
      `Join, then get 20% on every deposit, up to ${currency} 1,000 each.`,
      `شامل ہوں، پھر ہر ڈپازٹ پر 20%، ہر بار ${currency} 1,000 تک۔`,
    ),
    contentHtml: t(
      '<p>Press <b>Join</b>, then every deposit of at least 500 earns a <b>20% bonus</b> (up to 1,000 each time, 30 times).</p><p>Wager it <b>5 times</b>. Withdrawing early forfeits the bonus.</p>',
      '<p><b>شامل ہوں</b> دبائیں، پھر کم از کم 500 کا ہر ڈپازٹ <b>20% بونس</b> دیتا ہے (ہر بار 1,000 تک، 30 بار)۔</p><p>اسے <b>5 بار</b> کھیلیں۔ جلد رقم نکلوانے پر بونس ضبط ہو جاتا ہے۔</p>',
    ),
    art: 'emerald',
    startsAt: at(-10),
    endsAt: at(60),
    kind: 'DEPOSIT_MATCH',
    trigger: 'RELOAD',
    optIn: true,
    matchBp: 2000,
    maxBonus: '100000',
    minDeposit: '50000',
    turnoverX100: 500,
    perMemberLimit: 30,
    budget: '100000000',
    earlyWithdrawal: 'FORFEIT',
    claimDays: 3,
  },
  {
    code: 'BIGWIN',
    category: 'EVENTS',
    title: t('Share your big win', 'اپنی بڑی جیت شیئر کریں'),
    summary: t(`Send a screenshot of a big win and get ${currency} 500.`, `بڑی جیت کا اسکرین شاٹ بھیجیں اور ${currency} 500 پائیں۔`),
    contentHtml: t(
      '<p>Won big? <b>Apply</b> with a short comment and up to 3 screenshots (PNG or JPG, 5 MB each). Our team reviews every application within a day.</p>',
      '<p>بڑی جیت ہوئی؟ مختصر تبصرے اور زیادہ سے زیادہ 3 اسکرین شاٹس (PNG یا JPG، ہر ایک 5 MB) کے ساتھ <b>درخواست دیں</b>۔ ہماری ٹیم ایک دن میں ہر درخواست کا جائزہ لیتی ہے۔</p>',
    ),
    art: 'ruby',
    startsAt: at(-5),
    endsAt: at(25),
    kind: 'FIXED_BONUS',
    trigger: 'APPLY',
    fixedAmount: '50000',
    turnoverX100: 100,
    perMemberLimit: 3,
    perDeviceLimit: 2,
    claimWindowHours: 24,
  },
  {
    code: 'LUCKYDRAW',
    category: 'EVENTS',
    title: t('Lucky draw', 'لکی ڈرا'),
    summary: t('Two free draws: win up to 2,500. Provably fair.', 'دو مفت قرعے: 2,500 تک جیتیں۔ ثابت شدہ منصفانہ۔'),
    contentHtml: t(
      '<p>Every member gets <b>two draws</b>. Before you draw you see the hash of the secret seed; after the draw the seed is revealed so you can check the result yourself.</p>',
      '<p>ہر رکن کو <b>دو قرعے</b> ملتے ہیں۔ قرعہ سے پہلے آپ خفیہ بیج کا ہیش دیکھتے ہیں؛ قرعہ کے بعد بیج ظاہر کیا جاتا ہے تاکہ آپ خود نتیجہ جانچ سکیں۔</p>',
    ),
    art: 'violet',
    startsAt: at(-2),
    endsAt: at(12),
    kind: 'RAFFLE',
    trigger: 'RAFFLE',
    turnoverX100: 100,
    perMemberLimit: 2,
    budget: '5000000',
    prizes: [
      { amount: '0', weight: 30 },
      { amount: '2000', weight: 40 },
      { amount: '5000', weight: 20 },
      { amount: '25000', weight: 8 },
      { amount: '250000', weight: 2 },
    ],
  },
  {
    code: 'WEEKLYCASH',
    category: 'DAILY',
    title: t('10% weekly cashback', '10% ہفتہ وار کیش بیک'),
    summary: t(
      `10% of last week's net loss back, up to ${currency} 10,000.`,
      `پچھلے ہفتے کے خالص نقصان کا 10% واپس، ${currency} 10,000 تک۔`,
    ),
    contentHtml: t(
      "<p>Every Monday we return <b>10%</b> of last week's net loss (stakes minus payouts) to your Reward centre, up to 10,000. Wager it once.</p>",
      '<p>ہر پیر ہم پچھلے ہفتے کے خالص نقصان (شرطیں منفی ادائیگیاں) کا <b>10%</b> آپ کے انعامی مرکز میں واپس کرتے ہیں، 10,000 تک۔ اسے ایک بار کھیلیں۔</p>',
    ),
    art: 'sapphire',
    startsAt: at(-60),
    endsAt: null,
    kind: 'LOSS_REBATE',
    trigger: 'WEEKLY_LOSS',
    matchBp: 1000,
    maxBonus: '1000000',
    minDeposit: '10000',
    turnoverX100: 100,
    perMemberLimit: 520,
  },
  {
    code: 'VIPNIGHT',
    category: 'VIP',
    title: t('VIP tournament night', 'وی آئی پی ٹورنامنٹ نائٹ'),
    summary: t('For VIP 2 and above: join the tournament night.', 'وی آئی پی 2 اور اوپر کے لیے: ٹورنامنٹ نائٹ میں شامل ہوں۔'),
    contentHtml: t(
      '<p>A free-entry slots tournament for <b>VIP 2 and above</b>. Join to take your seat; prizes are paid to the Reward centre.</p>',
      '<p><b>وی آئی پی 2 اور اوپر</b> کے لیے مفت داخلہ سلاٹس ٹورنامنٹ۔ اپنی نشست کے لیے شامل ہوں؛ انعامات انعامی مرکز میں دیے جاتے ہیں۔</p>',
    ),
    art: 'sunset',
    startsAt: at(7),
    endsAt: at(8),
    audience: { kind: 'VIP', minVipLevel: 2 },
    kind: 'FREE_ENTRY',
    trigger: 'JOIN',
    optIn: true,
    turnoverX100: 0,
    perMemberLimit: 1,
  },
];

export const promotionSeeds = (currency: string): PromotionInput[] =>
  promotionList(currency).map((p, i) => ({ ...promotionDefaults, ...p, sort: i + 1 }));
