import { licenceSvg, logoSvg } from './brand-art';

type Help = { title: string; articles: { title: string; anchor?: string; html: string }[] }[];

export type MerchantSeed = {
  code: string;
  name: string;
  currency: { code: string; symbol: string; decimals: number };
  /** IANA name: where "today" starts for the merchant's players. */
  timeZone: string;
  theme: Record<string, string>;
  logo: string;
  licence: string;
  mainDomain: string;
  analyticsId: string | null;
  modulesOff: string[];
  /** The referral promotion's enabled flag (availablePromo). */
  referralEnabled: boolean;
  /** The referral reward and the first deposit that earns it (minor units); none when absent. */
  referralReward?: { amount: bigint; minDeposit: bigint };
  maintenanceMessage: Record<string, string>;
  regionRules: { kind: 'COUNTRY' | 'IP_RANGE'; value: string; action: 'BLOCK' | 'ALLOW'; note: string }[];
  customerService: { csType: string; url: string; displayName: string }[];
  domains: { domain: string; type: 'MEMBER' | 'AGENT' | 'APP'; isMain: boolean }[];
  resources: { type: string; labelNameEn: string; url: string }[];
  countries: [string, string, string][];
  help: Record<'EN' | 'UR', Help>;
  paymentMethods: string[];
  minAge: number;
  /** The Zalo follow reward's most (minor units; spec section 9 "up to 131K"); none when absent. */
  zaloReward?: bigint;
};

const demoTheme = {
  primary: '#f5b301',
  primaryText: '#1a1300',
  accent: '#ff4d6d',
  background: '#0d1320',
  surface: '#151d2e',
  surfaceAlt: '#1d2740',
  text: '#e8ecf5',
  textMuted: '#8a94ab',
  border: '#26314d',
};
const acmeTheme = {
  primary: '#19d3a2',
  primaryText: '#04221a',
  accent: '#ffa62b',
  background: '#0b1412',
  surface: '#12201c',
  surfaceAlt: '#1a2d27',
  text: '#e6f4ef',
  textMuted: '#86a399',
  border: '#21392f',
};

export const helpFor = (brand: string, minAge: number, extra: { en: string; ur: string }): Record<'EN' | 'UR', Help> => ({
  EN: [
    {
      title: 'About us',
      articles: [
        {
          title: `About ${brand}`,
          html: `<p>${brand} is an online entertainment site with slots, live casino, sports, lottery and more.</p><p>${extra.en}</p>`,
        },
        {
          title: 'Contact us',
          html: '<p>Our customer service team is available every day through live chat and the social channels listed on this site.</p>',
        },
      ],
    },
    {
      title: 'Terms and conditions',
      articles: [
        {
          title: 'Terms and conditions',
          anchor: 'term',
          html: `<h3>1. Eligibility</h3><p>You must be at least ${minAge} years old to open an account.</p><h3>2. One account</h3><p>Each person may hold one account. Duplicate accounts may be closed.</p><h3>3. Fair play</h3><p>Bets are settled by the game provider's result. Abuse of promotions voids the related winnings.</p>`,
        },
        {
          title: 'Privacy policy',
          anchor: 'privacy',
          html: '<p>We keep your personal data only to run your account, to meet legal duties and to protect you from fraud.</p>',
        },
      ],
    },
    {
      title: 'Deposits and withdrawals',
      articles: [
        {
          title: 'How to deposit',
          html: '<ol><li>Open Deposit.</li><li>Choose a payment channel.</li><li>Enter the amount and confirm.</li></ol>',
        },
        {
          title: 'How to withdraw',
          html: '<ol><li>Add a payee bank account.</li><li>Set a payment password.</li><li>Request the amount; confirm receipt once it arrives.</li></ol>',
        },
      ],
    },
    {
      title: 'Responsible gaming',
      articles: [
        {
          title: 'Play responsibly',
          anchor: 'responsible',
          html: '<p>Set limits, take breaks, and never chase losses. Contact us if you need help to stop.</p>',
        },
      ],
    },
  ],
  UR: [
    {
      title: 'ہمارے بارے میں',
      articles: [
        {
          title: `${brand} کے بارے میں`,
          html: `<p>${brand} ایک آن لائن تفریحی سائٹ ہے جس میں سلاٹس، لائیو کیسینو، کھیل، لاٹری اور بہت کچھ ہے۔</p><p>${extra.ur}</p>`,
        },
        {
          title: 'ہم سے رابطہ کریں',
          html: '<p>ہماری کسٹمر سروس ٹیم ہر روز لائیو چیٹ اور اس سائٹ پر دیے گئے سوشل چینلز کے ذریعے دستیاب ہے۔</p>',
        },
      ],
    },
    {
      title: 'شرائط و ضوابط',
      articles: [
        {
          title: 'شرائط و ضوابط',
          anchor: 'term',
          html: `<h3>1. اہلیت</h3><p>اکاؤنٹ کھولنے کے لیے آپ کی عمر کم از کم ${minAge} سال ہونی چاہیے۔</p><h3>2. ایک اکاؤنٹ</h3><p>ہر شخص صرف ایک اکاؤنٹ رکھ سکتا ہے۔ دوہرے اکاؤنٹ بند کیے جا سکتے ہیں۔</p><h3>3. منصفانہ کھیل</h3><p>شرطیں گیم فراہم کنندہ کے نتیجے کے مطابق طے ہوتی ہیں۔ پروموشنز کے غلط استعمال سے متعلقہ جیت منسوخ ہو جاتی ہے۔</p>`,
        },
        {
          title: 'رازداری کی پالیسی',
          anchor: 'privacy',
          html: '<p>ہم آپ کا ذاتی ڈیٹا صرف آپ کا اکاؤنٹ چلانے، قانونی ذمہ داریاں پوری کرنے اور آپ کو دھوکہ دہی سے بچانے کے لیے رکھتے ہیں۔</p>',
        },
      ],
    },
    {
      title: 'جمع اور نکلوانا',
      articles: [
        {
          title: 'رقم کیسے جمع کریں',
          html: '<ol><li>ڈپازٹ کھولیں۔</li><li>ادائیگی کا طریقہ منتخب کریں۔</li><li>رقم درج کریں اور تصدیق کریں۔</li></ol>',
        },
        {
          title: 'رقم کیسے نکلوائیں',
          html: '<ol><li>وصول کنندہ کا بینک اکاؤنٹ شامل کریں۔</li><li>ادائیگی کا پاس ورڈ مقرر کریں۔</li><li>رقم کی درخواست دیں اور ملنے پر وصولی کی تصدیق کریں۔</li></ol>',
        },
      ],
    },
    {
      title: 'ذمہ دارانہ کھیل',
      articles: [
        {
          title: 'ذمہ داری سے کھیلیں',
          anchor: 'responsible',
          html: '<p>حدیں مقرر کریں، وقفے لیں، اور نقصان پورا کرنے کے پیچھے کبھی نہ بھاگیں۔ رکنے میں مدد چاہیے تو ہم سے رابطہ کریں۔</p>',
        },
      ],
    },
  ],
});

export const merchantSeeds: MerchantSeed[] = [
  {
    code: 'DEMO',
    name: 'Lucky Crown',
    currency: { code: 'PKR', symbol: 'Rs', decimals: 2 },
    timeZone: 'Asia/Karachi',
    theme: demoTheme,
    logo: logoSvg('Lucky Crown', demoTheme.primary, demoTheme.accent, 'crown'),
    licence: licenceSvg('LICENSED 18+', demoTheme.textMuted),
    mainDomain: 'luckycrown.localhost',
    analyticsId: 'G-DEMO0001',
    modulesOff: [],
    referralEnabled: true,
    referralReward: { amount: 5_000n, minDeposit: 10_000n },
    maintenanceMessage: {
      EN: 'We are upgrading our systems and will be back shortly.',
      UR: 'ہم اپنے سسٹم کو بہتر بنا رہے ہیں اور جلد واپس آئیں گے۔',
    },
    regionRules: [
      { kind: 'IP_RANGE', value: '203.0.113.0/24', action: 'BLOCK', note: 'Documentation range used by the region-blocked demo' },
      { kind: 'COUNTRY', value: 'US', action: 'BLOCK', note: 'Not licensed in this country' },
    ],
    customerService: [
      { csType: 'LIVECHAT', url: 'https://support.luckycrown.example/chat', displayName: 'Live chat' },
      { csType: 'FACEBOOK', url: 'https://facebook.com/luckycrown.example', displayName: 'Facebook' },
      { csType: 'TELEGRAM', url: 'https://t.me/luckycrown_example', displayName: 'Telegram' },
      { csType: 'YOUTUBE', url: 'https://youtube.com/@luckycrown.example', displayName: 'YouTube' },
      { csType: 'WHATSAPP', url: 'https://wa.me/920000000000', displayName: 'WhatsApp' },
      { csType: 'ZALO', url: 'https://zalo.me/luckycrown.example', displayName: 'Zalo' },
    ],
    domains: [
      { domain: 'luckycrown.localhost', type: 'MEMBER', isMain: true },
      { domain: 'agent.luckycrown.localhost', type: 'AGENT', isMain: false },
    ],
    resources: [
      { type: 'APP_IOS', labelNameEn: 'iOS app', url: 'https://apps.apple.com/app/lucky-crown/id6450000001' },
      { type: 'APP_ANDROID', labelNameEn: 'Android app', url: 'https://files.luckycrown.example/app/luckycrown.apk' },
      { type: 'APP_LITE', labelNameEn: 'Lite app', url: 'https://lite.luckycrown.example/' },
    ],
    countries: [
      ['PK', '92', 'Pakistan'],
      ['IN', '91', 'India'],
      ['BD', '880', 'Bangladesh'],
      ['AE', '971', 'United Arab Emirates'],
      ['SA', '966', 'Saudi Arabia'],
      ['GB', '44', 'United Kingdom'],
    ],
    help: helpFor('Lucky Crown', 18, {
      en: 'Lucky Crown has served players since 2019.',
      ur: 'لکی کراؤن 2019 سے کھلاڑیوں کی خدمت کر رہا ہے۔',
    }),
    paymentMethods: ['BANK', 'EASYPAISA', 'JAZZCASH', 'USDT'],
    minAge: 18,
    zaloReward: 13_100_000n,
  },
  {
    code: 'ACME',
    name: 'Acme Play',
    currency: { code: 'USD', symbol: '$', decimals: 2 },
    timeZone: 'UTC',
    theme: acmeTheme,
    logo: logoSvg('Acme Play', acmeTheme.primary, acmeTheme.accent, 'bolt'),
    licence: licenceSvg('LICENSED 21+', acmeTheme.textMuted),
    mainDomain: 'acmeplay.localhost',
    analyticsId: null,
    modulesOff: ['MOBILENUMREG3', 'FREEPLAY3', 'DIVIDEND', 'REFERRAL3', 'HOURSAL3'],
    referralEnabled: false,
    maintenanceMessage: { EN: 'Acme Play is down for scheduled maintenance.', UR: 'ایکمی پلے طے شدہ دیکھ بھال کے لیے بند ہے۔' },
    regionRules: [
      { kind: 'IP_RANGE', value: '198.51.100.0/24', action: 'BLOCK', note: 'Documentation range' },
      { kind: 'COUNTRY', value: 'GB', action: 'BLOCK', note: 'Not licensed in this country' },
    ],
    customerService: [
      { csType: 'LIVECHAT', url: 'https://help.acmeplay.example/live', displayName: 'Live support' },
      { csType: 'INSTAGRAM', url: 'https://instagram.com/acmeplay.example', displayName: 'Instagram' },
      { csType: 'TWITTER', url: 'https://x.com/acmeplay_example', displayName: 'X' },
    ],
    domains: [{ domain: 'acmeplay.localhost', type: 'MEMBER', isMain: true }],
    resources: [{ type: 'APP_ANDROID', labelNameEn: 'Android app', url: 'https://get.acmeplay.example/acmeplay.apk' }],
    countries: [
      ['US', '1', 'United States'],
      ['CA', '1', 'Canada'],
      ['PK', '92', 'Pakistan'],
      ['PH', '63', 'Philippines'],
    ],
    help: helpFor('Acme Play', 21, {
      en: 'Acme Play is the fast, friendly home of instant games.',
      ur: 'ایکمی پلے فوری گیمز کا تیز اور دوستانہ گھر ہے۔',
    }),
    paymentMethods: ['VISA', 'MASTERCARD', 'USDT'],
    minAge: 21,
  },
];
