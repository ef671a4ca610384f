import type { GameCategory } from '@wl/contracts';

/** Demo catalogue vocabulary: every name exists in English and in Urdu. */
export const categoryTitles: Record<GameCategory, { EN: string; UR: string }> = {
  RNG: { EN: 'Slots', UR: 'سلاٹس' },
  FISH: { EN: 'Fishing', UR: 'مچھلی کا شکار' },
  LIVE: { EN: 'Live Casino', UR: 'لائیو کیسینو' },
  SPORTS: { EN: 'Sports', UR: 'کھیل' },
  ESPORTS: { EN: 'Esports', UR: 'ای اسپورٹس' },
  PVP: { EN: 'Card Games', UR: 'تاش کے کھیل' },
  ELOTT: { EN: 'E-Lottery', UR: 'ای لاٹری' },
  LOTT: { EN: 'Lottery', UR: 'لاٹری' },
  COCKFIGHT: { EN: 'Cockfight', UR: 'مرغ بازی' },
};

export const adjectives: [string, string][] = [
  ['Golden', 'سنہری'],
  ['Lucky', 'خوش قسمت'],
  ['Wild', 'جنگلی'],
  ['Mighty', 'طاقتور'],
  ['Royal', 'شاہی'],
  ['Blazing', 'دہکتا'],
  ['Magic', 'جادوئی'],
  ['Silver', 'چاندی'],
  ['Crystal', 'بلوریں'],
  ['Ancient', 'قدیم'],
  ['Super', 'سپر'],
  ['Mega', 'میگا'],
  ['Happy', 'خوشحال'],
  ['Secret', 'خفیہ'],
  ['Thunder', 'گرجدار'],
  ['Shining', 'چمکتا'],
  ['Mystic', 'پراسرار'],
  ['Brave', 'بہادر'],
  ['Sweet', 'میٹھا'],
  ['Grand', 'عظیم'],
];
export const nouns: [string, string][] = [
  ['Dragon', 'ڈریگن'],
  ['Tiger', 'شیر'],
  ['Fortune', 'قسمت'],
  ['Treasure', 'خزانہ'],
  ['Phoenix', 'ققنس'],
  ['Empire', 'سلطنت'],
  ['Jewels', 'جواہرات'],
  ['Fruits', 'پھل'],
  ['Panda', 'پانڈا'],
  ['Pharaoh', 'فرعون'],
  ['Ocean', 'سمندر'],
  ['Kingdom', 'بادشاہت'],
  ['Wolf', 'بھیڑیا'],
  ['Eagle', 'عقاب'],
  ['Garden', 'باغ'],
  ['Stars', 'ستارے'],
  ['Gold', 'سونا'],
  ['Legend', 'داستان'],
  ['Warrior', 'جنگجو'],
  ['Moon', 'چاند'],
  ['Sun', 'سورج'],
  ['Carnival', 'میلہ'],
  ['Riches', 'دولت'],
  ['Crown', 'تاج'],
  ['Elephant', 'ہاتھی'],
];
export const suffixes: [string, string][] = [
  ['', ''],
  ['Deluxe', 'ڈیلکس'],
  ['Rush', 'رش'],
  ['Link', 'لنک'],
  ['Plus', 'پلس'],
  ['Max', 'میکس'],
  ['II', 'II'],
  ['III', 'III'],
];

/** Table and card game names for live, PVP and fishing categories. */
export const tableGames: [string, string][] = [
  ['Baccarat', 'بکارٹ'],
  ['Roulette', 'رولیٹ'],
  ['Blackjack', 'بلیک جیک'],
  ['Sic Bo', 'سک بو'],
  ['Dragon Tiger', 'ڈریگن ٹائیگر'],
  ['Teen Patti', 'تین پتی'],
  ['Andar Bahar', 'اندر باہر'],
  ['Poker', 'پوکر'],
  ['Rummy', 'رمی'],
  ['Ludo', 'لوڈو'],
];
export const fishGames: [string, string][] = [
  ['Ocean King', 'سمندر کا بادشاہ'],
  ['Fishing War', 'مچھلی کی جنگ'],
  ['Mega Fishing', 'میگا شکار'],
  ['Shark Hunter', 'شارک شکاری'],
  ['Golden Catch', 'سنہری شکار'],
  ['Deep Sea', 'گہرا سمندر'],
  ['Fish Party', 'مچھلی پارٹی'],
];
export const singleGames: Partial<Record<GameCategory, [string, string]>> = {
  SPORTS: ['Sportsbook', 'اسپورٹس بک'],
  ESPORTS: ['Esports Arena', 'ای اسپورٹس میدان'],
  COCKFIGHT: ['Cockfight Arena', 'مرغ بازی کا میدان'],
};
export type VendorSeed = {
  code: string;
  category: GameCategory;
  en: string;
  ur: string;
  games: number;
  isGame?: 'VASSALAGE';
  seamless?: boolean;
  languages?: string[];
};

const rng = (code: string, en: string, ur: string, games: number, languages?: string[]): VendorSeed => ({
  code,
  category: 'RNG',
  en,
  ur,
  games,
  languages,
});

/**
 * The DEMO merchant: 41 vendor lanes (16 of them RNG, so the special vendor group appears) and over 3,000 games. The
 * lottery lanes (ELOTT, LOTT) list the lottery engine's games (lottery.data.ts): `games` is how many the lineup lists.
 */
export const demoVendors: VendorSeed[] = [
  rng('PG', 'PG Soft', 'پی جی سافٹ', 160, ['EN', 'TY']),
  rng('JILI', 'JILI', 'جلی', 160),
  rng('PP', 'Pragmatic Play', 'پریگمیٹک پلے', 160),
  rng('JDB', 'JDB Gaming', 'جے ڈی بی گیمنگ', 160),
  rng('CQ9', 'CQ9 Gaming', 'سی کیو 9 گیمنگ', 160, ['EN', 'TY']),
  rng('FC', 'Fa Chai', 'فا چائی', 160),
  rng('KA', 'KA Gaming', 'کے اے گیمنگ', 160),
  rng('SPADE', 'Spadegaming', 'اسپیڈ گیمنگ', 160),
  rng('MG', 'Microgaming', 'مائیکرو گیمنگ', 160),
  rng('HABANERO', 'Habanero', 'ہبانیرو', 160),
  rng('NETENT', 'NetEnt', 'نیٹ اینٹ', 160),
  rng('RELAX', 'Relax Gaming', 'ریلیکس گیمنگ', 160),
  rng('TTG', 'Top Trend Gaming', 'ٹاپ ٹرینڈ گیمنگ', 160),
  rng('YGG', 'Yggdrasil', 'ایگڈراسل', 160),
  rng('BNG', 'Booongo', 'بونگو', 160),
  rng('RTG', 'Real Time Gaming', 'ریئل ٹائم گیمنگ', 160),
  { code: 'JILI', category: 'FISH', en: 'JILI Fishing', ur: 'جلی شکار', games: 20 },
  { code: 'JDB', category: 'FISH', en: 'JDB Fishing', ur: 'جے ڈی بی شکار', games: 20 },
  { code: 'CQ9', category: 'FISH', en: 'CQ9 Fishing', ur: 'سی کیو 9 شکار', games: 20 },
  { code: 'FC', category: 'FISH', en: 'Fa Chai Fishing', ur: 'فا چائی شکار', games: 20 },
  { code: 'KA', category: 'FISH', en: 'KA Fishing', ur: 'کے اے شکار', games: 20 },
  { code: 'SPADE', category: 'FISH', en: 'Spade Fishing', ur: 'اسپیڈ شکار', games: 20 },
  { code: 'EVO', category: 'LIVE', en: 'Evolution', ur: 'ایوولوشن', games: 30, isGame: 'VASSALAGE' },
  { code: 'SEXY', category: 'LIVE', en: 'AE Sexy', ur: 'اے ای سیکسی', games: 25 },
  { code: 'DG', category: 'LIVE', en: 'Dream Gaming', ur: 'ڈریم گیمنگ', games: 25 },
  { code: 'SA', category: 'LIVE', en: 'SA Gaming', ur: 'ایس اے گیمنگ', games: 25, isGame: 'VASSALAGE' },
  { code: 'WM', category: 'LIVE', en: 'WM Casino', ur: 'ڈبلیو ایم کیسینو', games: 25 },
  { code: 'PPLIVE', category: 'LIVE', en: 'Pragmatic Live', ur: 'پریگمیٹک لائیو', games: 25 },
  { code: 'ALLBET', category: 'LIVE', en: 'Allbet', ur: 'آل بیٹ', games: 25 },
  { code: 'BGLIVE', category: 'LIVE', en: 'Big Gaming', ur: 'بگ گیمنگ', games: 25 },
  { code: 'SPB', category: 'SPORTS', en: 'Sportsbook Pro', ur: 'اسپورٹس بک پرو', games: 1, seamless: false },
  { code: 'SS', category: 'SPORTS', en: 'Super Sports', ur: 'سپر اسپورٹس', games: 1 },
  { code: 'SABA', category: 'SPORTS', en: 'SABA Sports', ur: 'سابا اسپورٹس', games: 1 },
  { code: 'IMES', category: 'ESPORTS', en: 'IM Esports', ur: 'آئی ایم ای اسپورٹس', games: 1 },
  { code: 'TF', category: 'ESPORTS', en: 'TF Gaming', ur: 'ٹی ایف گیمنگ', games: 1 },
  { code: 'IA', category: 'ESPORTS', en: 'IA Esports', ur: 'آئی اے ای اسپورٹس', games: 1 },
  { code: 'KY', category: 'PVP', en: 'Kaiyuan', ur: 'کائی یوان', games: 40 },
  { code: 'LEG', category: 'PVP', en: 'Legend Cards', ur: 'لیجنڈ کارڈز', games: 40 },
  { code: 'V8', category: 'PVP', en: 'V8 Poker', ur: 'وی 8 پوکر', games: 40 },
  { code: 'MPOKER', category: 'PVP', en: 'M Poker', ur: 'ایم پوکر', games: 40 },
  { code: 'TCG_LOTTO_VN', category: 'ELOTT', en: 'VN Lottery', ur: 'وی این لاٹری', games: 6 },
  { code: 'TCG_SEA', category: 'ELOTT', en: 'SEA Lottery', ur: 'ایس ای اے لاٹری', games: 6 },
  { code: 'LOTT', category: 'LOTT', en: 'Crown Lottery', ur: 'کراؤن لاٹری', games: 6 },
  { code: 'QQKENO', category: 'LOTT', en: 'QQ Keno', ur: 'کیو کیو کینو', games: 6 },
  { code: 'SV3', category: 'COCKFIGHT', en: 'SV388', ur: 'ایس وی 388', games: 1 },
  { code: 'DS88', category: 'COCKFIGHT', en: 'DS88 Sabong', ur: 'ڈی ایس 88 سابونگ', games: 1 },
  // The fast lotto also sold as e-lottery (the spec's "LOTT under ELOTT"): its bets count under ELOTT. Last, so the
  // other lanes keep their account type ids.
  { code: 'LOTT', category: 'ELOTT', en: 'Crown E-Lotto', ur: 'کراؤن ای لوٹو', games: 3 },
];

/** ACME: a smaller catalogue (8 RNG vendors, so no special group) with vendors DEMO does not have. */
export const acmeVendors: VendorSeed[] = [
  rng('PG', 'PG Soft', 'پی جی سافٹ', 60),
  rng('PP', 'Pragmatic Play', 'پریگمیٹک پلے', 60),
  rng('NLC', 'Nolimit City', 'نو لمٹ سٹی', 60),
  rng('PLAYSON', 'Playson', 'پلے سن', 60),
  rng('EVOPLAY', 'Evoplay', 'ایوو پلے', 60),
  rng('WAZDAN', 'Wazdan', 'وازدان', 60),
  rng('ELK', 'ELK Studios', 'ایلک اسٹوڈیوز', 60),
  rng('THUNDERKICK', 'Thunderkick', 'تھنڈر کک', 60),
  { code: 'JDB', category: 'FISH', en: 'JDB Fishing', ur: 'جے ڈی بی شکار', games: 10 },
  { code: 'EZUGI', category: 'LIVE', en: 'Ezugi', ur: 'ایزوگی', games: 20 },
  { code: 'SPB', category: 'SPORTS', en: 'Sportsbook Pro', ur: 'اسپورٹس بک پرو', games: 1 },
  { code: 'KY', category: 'PVP', en: 'Kaiyuan', ur: 'کائی یوان', games: 20 },
  { code: 'LOTT', category: 'LOTT', en: 'Acme Lottery', ur: 'ایکمی لاٹری', games: 6 },
];
