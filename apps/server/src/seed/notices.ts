import { notices } from '../db/schema';
import type { SeedStep } from './step';

type Row = typeof notices.$inferInsert;
const t = (EN: string, UR: string) => ({ EN, UR });

const demoNotices = (merchantId: number): Row[] => [
  {
    merchantId,
    type: 'B',
    groupName: 'w_home',
    title: t('Welcome bonus 100%', 'خوش آمدید بونس 100%'),
    contentHtml: t('', ''),
    linkageType: 'ROUTE',
    linkUrl: '/promotions',
    sort: 0,
  },
  {
    merchantId,
    type: 'B',
    groupName: 'w_home',
    title: t('Weekly slot race', 'ہفتہ وار سلاٹ ریس'),
    contentHtml: t('', ''),
    linkageType: 'ROUTE',
    linkUrl: '/rng',
    sort: 1,
  },
  {
    merchantId,
    type: 'B',
    groupName: 'w_home',
    title: t('Live casino cashback', 'لائیو کیسینو کیش بیک'),
    contentHtml: t('', ''),
    linkageType: 'ROUTE',
    linkUrl: '/live',
    sort: 2,
  },
  { merchantId, type: 'B', groupName: 'w_login', title: t('Sign in and play', 'سائن ان کریں اور کھیلیں'), contentHtml: t('', ''), sort: 0 },
  { merchantId, type: 'B', groupName: 'w_leftmenu', title: t('Invite friends', 'دوستوں کو مدعو کریں'), contentHtml: t('', ''), sort: 0 },
  {
    merchantId,
    type: 'PL',
    title: t('Scheduled maintenance on Sunday 02:00 to 03:00', 'اتوار 02:00 سے 03:00 تک طے شدہ دیکھ بھال'),
    contentHtml: t(
      '<p>Some games will be unavailable during <b>Sunday 02:00 to 03:00</b>.</p>',
      '<p><b>اتوار 02:00 سے 03:00</b> کے دوران کچھ گیمز دستیاب نہیں ہوں گی۔</p>',
    ),
    sort: 0,
  },
  {
    merchantId,
    type: 'PL',
    title: t('New deposit method: JazzCash', 'نیا ڈپازٹ طریقہ: جاز کیش'),
    contentHtml: t(
      '<p>You can now deposit with JazzCash in under a minute.</p>',
      '<p>اب آپ ایک منٹ سے کم میں جاز کیش سے رقم جمع کر سکتے ہیں۔</p>',
    ),
    sort: 1,
  },
  {
    merchantId,
    type: 'PL',
    title: t('Play responsibly', 'ذمہ داری سے کھیلیں'),
    contentHtml: t('<p>Set limits and take breaks.</p>', '<p>حدیں مقرر کریں اور وقفے لیں۔</p>'),
    sort: 2,
  },
  {
    merchantId,
    type: 'PU',
    title: t('Welcome to Lucky Crown', 'لکی کراؤن میں خوش آمدید'),
    contentHtml: t(
      '<p>Claim your <b>welcome bonus</b> on your first deposit.</p>',
      '<p>اپنے پہلے ڈپازٹ پر <b>خوش آمدید بونس</b> حاصل کریں۔</p>',
    ),
    sort: 0,
  },
  {
    merchantId,
    type: 'PR',
    title: t('Daily rebate up to 1%', 'روزانہ ریبیٹ 1% تک'),
    contentHtml: t('<p>Rebate is paid every day.</p>', '<p>ریبیٹ ہر روز ادا کی جاتی ہے۔</p>'),
    promotionType: 'REBATE',
    sort: 0,
  },
  {
    merchantId,
    type: 'H',
    title: t('Customer service is open 24/7', 'کسٹمر سروس چوبیس گھنٹے دستیاب ہے'),
    contentHtml: t('<p>Reach us any time.</p>', '<p>کسی بھی وقت ہم سے رابطہ کریں۔</p>'),
    sort: 0,
  },
  ...Array.from(
    { length: 12 },
    (_, i): Row => ({
      merchantId,
      type: 'AN',
      title: t(`Announcement ${i + 1}`, `اعلان ${i + 1}`),
      contentHtml: t(`<p>Update number ${i + 1} for players.</p>`, `<p>کھلاڑیوں کے لیے اپ ڈیٹ نمبر ${i + 1}۔</p>`),
      promotionType: i % 3 === 0 ? 'EVENT' : null,
      sort: i,
    }),
  ),
];

/** Announcements for agents (type AG, the agent centre's agentAnnouncement page). */
const agentNotices = (merchantId: number, brand: string): Row[] => [
  {
    merchantId,
    type: 'AG',
    title: t(`${brand}: salary and dividend are settled every morning`, `${brand}: تنخواہ اور ڈیویڈنڈ ہر صبح طے کیے جاتے ہیں`),
    contentHtml: t(
      '<p>Daily salary and daily dividend of the previous day are paid by <b>10:00</b>. Check <i>My income</i> for the amounts.</p>',
      '<p>پچھلے دن کی روزانہ تنخواہ اور ڈیویڈنڈ <b>10:00</b> تک ادا کر دیے جاتے ہیں۔ رقم <i>میری آمدنی</i> میں دیکھیں۔</p>',
    ),
    sort: 0,
  },
  {
    merchantId,
    type: 'AG',
    title: t('New: invitation links with a QR code', 'نیا: کیو آر کوڈ کے ساتھ دعوتی لنک'),
    contentHtml: t(
      '<p>The register centre now makes invitation links with a QR code that carry the contract your newcomer gets.</p>',
      '<p>رجسٹر سینٹر اب کیو آر کوڈ والے دعوتی لنک بناتا ہے جن میں نئے رکن کا معاہدہ شامل ہوتا ہے۔</p>',
    ),
    sort: 1,
  },
];

const acmeNotices = (merchantId: number): Row[] => [
  { merchantId, type: 'B', groupName: 'w_home', title: t('Acme weekend spins', 'ایکمی ویک اینڈ اسپن'), contentHtml: t('', ''), sort: 0 },
  {
    merchantId,
    type: 'PL',
    title: t('Acme Play is now open', 'ایکمی پلے اب کھل گیا ہے'),
    contentHtml: t('<p>Welcome.</p>', '<p>خوش آمدید۔</p>'),
    sort: 0,
  },
  { merchantId, type: 'AN', title: t('Acme news', 'ایکمی خبریں'), contentHtml: t('<p>News.</p>', '<p>خبریں۔</p>'), sort: 0 },
];

export const noticesSeed: SeedStep = async (tx, ctx) => {
  for (const m of ctx.merchants)
    await tx
      .insert(notices)
      .values([...(m.code === 'DEMO' ? demoNotices(m.id) : acmeNotices(m.id)), ...agentNotices(m.id, m.code === 'DEMO' ? 'Demo' : 'Acme')]);
};
