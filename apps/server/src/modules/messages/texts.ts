import type { EventType } from '../outbox';

type Local = { EN: string; UR: string };
/** The deposit and withdrawal notices as inbox messages, per language; `{{amount}}` and `{{reason}}` are filled in. */
export const fundsTexts: Partial<Record<EventType, { title: Local; content: Local; category?: 'SYSTEM' }>> = {
  'deposit.credited': {
    title: { EN: 'Deposit credited', UR: 'ڈپازٹ جمع ہو گیا' },
    content: {
      EN: 'Your deposit of {{amount}} has been credited to your wallet.',
      UR: 'آپ کا {{amount}} کا ڈپازٹ آپ کے والیٹ میں جمع کر دیا گیا ہے۔',
    },
  },
  'deposit.rejected': {
    title: { EN: 'Deposit rejected', UR: 'ڈپازٹ مسترد' },
    content: { EN: 'Your deposit of {{amount}} was rejected: {{reason}}', UR: 'آپ کا {{amount}} کا ڈپازٹ مسترد کر دیا گیا: {{reason}}' },
  },
  'deposit.failed': {
    title: { EN: 'Deposit failed', UR: 'ڈپازٹ ناکام' },
    content: {
      EN: 'Your deposit of {{amount}} did not go through: {{reason}}',
      UR: 'آپ کا {{amount}} کا ڈپازٹ مکمل نہیں ہو سکا: {{reason}}',
    },
  },
  'withdrawal.paid': {
    title: { EN: 'Withdrawal approved', UR: 'رقم نکلوانے کی منظوری' },
    content: {
      EN: 'Your withdrawal of {{amount}} was approved and paid out. Please confirm when you receive it.',
      UR: 'آپ کی {{amount}} کی رقم نکلوانے کی درخواست منظور ہو کر ادا کر دی گئی۔ وصول ہونے پر تصدیق کریں۔',
    },
  },
  'withdrawal.rejected': {
    title: { EN: 'Withdrawal rejected', UR: 'رقم نکلوانے کی درخواست مسترد' },
    content: {
      EN: 'Your withdrawal of {{amount}} was rejected and the amount returned to your wallet: {{reason}}',
      UR: 'آپ کی {{amount}} کی رقم نکلوانے کی درخواست مسترد ہو گئی اور رقم آپ کے والیٹ میں واپس آ گئی: {{reason}}',
    },
  },
  'withdrawal.failed': {
    title: { EN: 'Withdrawal failed', UR: 'رقم نکلوانا ناکام' },
    content: {
      EN: 'The payout of your withdrawal of {{amount}} failed and the amount returned to your wallet: {{reason}}',
      UR: 'آپ کی {{amount}} کی رقم کی ادائیگی ناکام رہی اور رقم آپ کے والیٹ میں واپس آ گئی: {{reason}}',
    },
  },
  // A reviewer's decision on a verification document (issue 31).
  'kyc.approved': {
    category: 'SYSTEM',
    title: { EN: 'Document approved', UR: 'دستاویز منظور' },
    content: {
      EN: 'A document you sent for verification was approved. See Verification in the member centre for your level.',
      UR: 'تصدیق کے لیے بھیجی گئی آپ کی ایک دستاویز منظور ہو گئی۔ اپنا درجہ ممبر سینٹر میں "تصدیق" میں دیکھیں۔',
    },
  },
  'kyc.rejected': {
    category: 'SYSTEM',
    title: { EN: 'Document not accepted', UR: 'دستاویز قبول نہیں ہوئی' },
    content: {
      EN: 'A document you sent for verification was not accepted: {{reason}}. Please upload it again in Verification.',
      UR: 'تصدیق کے لیے بھیجی گئی آپ کی ایک دستاویز قبول نہیں ہوئی: {{reason}}۔ براہ کرم "تصدیق" میں دوبارہ اپ لوڈ کریں۔',
    },
  },
  'kyc.more_requested': {
    category: 'SYSTEM',
    title: { EN: 'More needed for your verification', UR: 'آپ کی تصدیق کے لیے مزید درکار' },
    content: {
      EN: 'We need more for a document you sent for verification: {{reason}}. Please upload it in Verification.',
      UR: 'تصدیق کے لیے بھیجی گئی آپ کی ایک دستاویز کے بارے میں مزید درکار ہے: {{reason}}۔ براہ کرم "تصدیق" میں اپ لوڈ کریں۔',
    },
  },
};

export const feedbackAnswerTitle: Local = { EN: 'Reply to your feedback', UR: 'آپ کی رائے کا جواب' };

export const fill = (s: string, params: Record<string, string>) => s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? '');
