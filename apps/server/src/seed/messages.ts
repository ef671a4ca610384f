import { and, eq, inArray } from 'drizzle-orm';
import { feedback, members, messages } from '../db/schema';
import type { SeedStep } from './step';

type Row = typeof messages.$inferInsert;
const t = (EN: string, UR: string) => ({ EN, UR });
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

/** A few read and unread messages in each category for a demo member (the newest first in the inbox). */
const demoMessages = (merchantId: number, agent: string): Omit<Row, 'memberId'>[] => [
  {
    merchantId,
    category: 'SYSTEM',
    title: t('Welcome to the platform', 'پلیٹ فارم پر خوش آمدید'),
    content: t(
      '<p>Thank you for joining. Set a <b>payment password</b> in My account before your first withdrawal.</p>',
      '<p>شامل ہونے کا شکریہ۔ پہلی بار رقم نکلوانے سے پہلے میرا اکاؤنٹ میں <b>ادائیگی کا پاس ورڈ</b> مقرر کریں۔</p>',
    ),
    sender: 'platform',
    readAt: hoursAgo(70),
    createdAt: hoursAgo(72),
  },
  {
    merchantId,
    category: 'SYSTEM',
    title: t('Scheduled maintenance on Sunday', 'اتوار کو طے شدہ دیکھ بھال'),
    content: t(
      '<p>Games will be unavailable on Sunday from 02:00 to 03:00 (PKT) while we upgrade our servers.</p>',
      '<p>سرور اپ گریڈ کی وجہ سے اتوار کو 02:00 سے 03:00 (PKT) تک گیمز دستیاب نہیں ہوں گی۔</p>',
    ),
    sender: 'platform',
    createdAt: hoursAgo(5),
  },
  {
    merchantId,
    category: 'PROMOTION',
    title: t('Weekend reload bonus 20%', 'ویک اینڈ ری لوڈ بونس 20%'),
    content: t(
      '<p>Deposit this weekend and receive a <b>20% bonus</b> up to Rs 5,000. See Promotions for the terms.</p>',
      '<p>اس ویک اینڈ ڈپازٹ کریں اور 5,000 روپے تک <b>20% بونس</b> حاصل کریں۔ شرائط پروموشنز میں دیکھیں۔</p>',
    ),
    sender: 'platform',
    createdAt: hoursAgo(3),
  },
  {
    merchantId,
    category: 'PROMOTION',
    title: t('Slot race results', 'سلاٹ ریس کے نتائج'),
    content: t(
      '<p>The weekly slot race has ended. Thank you for taking part!</p>',
      '<p>ہفتہ وار سلاٹ ریس ختم ہو گئی۔ حصہ لینے کا شکریہ!</p>',
    ),
    sender: 'platform',
    readAt: hoursAgo(40),
    createdAt: hoursAgo(48),
  },
  {
    merchantId,
    category: 'FUNDS',
    title: t('Deposit credited', 'ڈپازٹ جمع ہو گیا'),
    content: t(
      '<p>Your deposit of 1,000.00 has been credited to your wallet.</p>',
      '<p>آپ کا 1,000.00 کا ڈپازٹ آپ کے والیٹ میں جمع کر دیا گیا ہے۔</p>',
    ),
    sender: 'platform',
    readAt: hoursAgo(23),
    createdAt: hoursAgo(24),
  },
  {
    merchantId,
    category: 'FUNDS',
    title: t('Withdrawal approved', 'رقم نکلوانے کی منظوری'),
    content: t(
      '<p>Your withdrawal of 500.00 was approved and paid out. Please confirm when you receive it.</p>',
      '<p>آپ کی 500.00 کی رقم نکلوانے کی درخواست منظور ہو کر ادا کر دی گئی۔ وصول ہونے پر تصدیق کریں۔</p>',
    ),
    sender: 'platform',
    createdAt: hoursAgo(2),
  },
  {
    merchantId,
    category: 'AGENT',
    title: t('Message from your agent', 'آپ کے ایجنٹ کا پیغام'),
    content: t(
      '<p>Hi! I am your agent. Message me any time if you need help with deposits.</p>',
      '<p>السلام علیکم! میں آپ کا ایجنٹ ہوں۔ ڈپازٹ میں مدد کے لیے کسی بھی وقت پیغام بھیجیں۔</p>',
    ),
    sender: agent,
    readAt: hoursAgo(10),
    createdAt: hoursAgo(12),
  },
  {
    merchantId,
    category: 'AGENT',
    title: t('Team bonus this week', 'اس ہفتے ٹیم بونس'),
    content: t('<p>Our team is close to the weekly target — keep playing!</p>', '<p>ہماری ٹیم ہفتہ وار ہدف کے قریب ہے — کھیلتے رہیں!</p>'),
    sender: agent,
    createdAt: hoursAgo(1),
  },
];

/** Demo inbox for the demo member and the agent of every merchant, and one answered feedback (its answer in the inbox). */
export const messagesSeed: SeedStep = async (tx, ctx) => {
  for (const [i, m] of ctx.merchants.entries()) {
    const prefix = i === 0 ? '' : m.code.toLowerCase();
    const who = await tx
      .select({ id: members.id, account: members.account })
      .from(members)
      .where(and(eq(members.merchantId, m.id), inArray(members.account, [`${prefix}demo01`, `${prefix}agent01`])));
    const agent = who.find((w) => w.account.endsWith('agent01'));
    const demo = who.find((w) => w.account.endsWith('demo01'));
    for (const w of who)
      await tx.insert(messages).values(demoMessages(m.id, agent?.account ?? 'agent01').map((r) => ({ ...r, memberId: w.id })));
    if (!demo) continue;
    const [f] = await tx
      .insert(feedback)
      .values({
        merchantId: m.id,
        memberId: demo.id,
        questionType: 'DEPOSIT',
        content: 'My bank transfer took two hours to show in the wallet, is that normal?',
        contact: 'demo01@example.com',
        status: 'ANSWERED',
        answer: 'Bank transfers are usually credited within 30 minutes; at busy times it can take up to two hours.',
        answeredBy: 'ops-api-key',
        answeredAt: hoursAgo(20),
        createdAt: hoursAgo(26),
      })
      .returning({ id: feedback.id });
    await tx.insert(messages).values({
      merchantId: m.id,
      memberId: demo.id,
      category: 'SYSTEM',
      title: t('Reply to your feedback', 'آپ کی رائے کا جواب'),
      content: {
        EN: '<p><small>My bank transfer took two hours to show in the wallet, is that normal?</small></p><hr>Bank transfers are usually credited within 30 minutes; at busy times it can take up to two hours.',
      },
      sender: 'support',
      sourceKey: `feedback:${f?.id}`,
      readAt: hoursAgo(19),
      createdAt: hoursAgo(20),
    });
  }
};
