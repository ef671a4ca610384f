import type { lotteryGames } from '../db/schema';

/**
 * The demo lottery lineup (issues 14 and 35): every game of the platform's lottery engine, and where the game
 * catalogue lists it. The catalogue's lottery entries are made from this list (catalogue.ts), so the catalogue's name,
 * the lobby tile, the lottery page's title and the betting record all read one name, and the category a bet counts
 * under (lottery_category) is the lane the catalogue lists the game in.
 *
 * VN stations draw at their region's hour (Vietnam time: north 18:15, central 17:15, south 16:15 = 11:15, 10:15, 09:15
 * UTC) on their weekdays; SEA 4D on Wednesday, Saturday and Sunday at 19:00 MYT (11:00 UTC), one of them with
 * operator-entered official results, one daily and three quick ones; the fast 3-digit lotto and keno every few minutes.
 */
export type LotteryGameSeed = Omit<
  typeof lotteryGames.$inferInsert,
  'merchantId' | 'minStake' | 'maxStakePerNumber' | 'maxStakePerDraw' | 'sort'
> & {
  /** The catalogue lane (vendor = the game's vassalage) that lists the game; none: reached from its lottery lobby only. */
  listed?: 'LOTT' | 'ELOTT';
  /** Demo tickets on its past draws, so a fresh site shows settled play. */
  demo?: boolean;
  /** Stake limits in minor units when not the lottery's usual ones. */
  limits?: { minStake: bigint; maxStakePerNumber: bigint; maxStakePerDraw: bigint };
};

type Region = 'NORTH' | 'SOUTH' | 'CENTRAL';

const vn = (
  code: string,
  en: string,
  ur: string,
  region: Region,
  weekdays: number[],
  o: Partial<LotteryGameSeed> = {},
): LotteryGameSeed => ({
  gameCode: code,
  nameEn: en,
  nameUr: ur,
  format: region === 'NORTH' ? 'VN_NORTH' : region === 'SOUTH' ? 'VN_SOUTH' : 'VN_CENTRAL',
  prizeMode: 'ELOTT',
  vassalage: 'TCG_LOTTO_VN',
  region,
  weekdays,
  drawTime: region === 'NORTH' ? '11:15' : region === 'CENTRAL' ? '10:15' : '09:15',
  cutoffSeconds: 15 * 60,
  ...o,
});

const sea = (code: string, en: string, ur: string, o: Partial<LotteryGameSeed>): LotteryGameSeed => ({
  gameCode: code,
  nameEn: en,
  nameUr: ur,
  format: 'SEA_4D',
  prizeMode: 'SEA',
  vassalage: 'TCG_SEA',
  weekdays: [0, 3, 6],
  drawTime: '11:00',
  cutoffSeconds: 30 * 60,
  listed: 'ELOTT',
  ...o,
});

/** A draw every `minutes`; betting closes a few seconds before it (ten per minute of the period, at most thirty). */
const every = (minutes: number) => ({ intervalMinutes: minutes, cutoffSeconds: Math.min(30, minutes * 10) });

const fast = (code: string, en: string, ur: string, minutes: number, listed: 'LOTT' | 'ELOTT', demo = false): LotteryGameSeed => ({
  gameCode: code,
  nameEn: en,
  nameUr: ur,
  format: 'FAST',
  prizeMode: listed,
  vassalage: 'LOTT',
  ...every(minutes),
  listed,
  demo,
});

const kenoGame = (code: string, minutes: number, demo = false): LotteryGameSeed => ({
  gameCode: code,
  nameEn: `Keno ${minutes} ${minutes === 1 ? 'Minute' : 'Minutes'}`,
  nameUr: `کینو ${minutes} منٹ`,
  format: 'KENO',
  prizeMode: 'LOTT',
  vassalage: 'QQKENO',
  ...every(minutes),
  listed: 'LOTT',
  demo,
  // A ten-spot keno ticket can win ten thousand times its stake: a smaller stake per pick than the other games.
  limits: { minStake: 100n, maxStakePerNumber: 100_000n, maxStakePerDraw: 5_000_000n },
});

/**
 * The other VN stations on their real weekday schedule (xổ số kiến thiết): the south draws three stations a day (four
 * on Saturday) and the central region two or three, so a day's board offers several stations of each region. With
 * EL0002–EL0005 of the catalogue, every weekday has at least three southern and two central stations.
 */
const STATIONS: [string, string, 'SOUTH' | 'CENTRAL', number[]][] = [
  ['Tiền Giang', 'تیئن جیانگ', 'SOUTH', [0]],
  ['Kiên Giang', 'کیئن جیانگ', 'SOUTH', [0]],
  ['Đà Lạt', 'دا لات', 'SOUTH', [0]],
  ['Đồng Tháp', 'دونگ تھاپ', 'SOUTH', [1]],
  ['Cà Mau', 'کا ماؤ', 'SOUTH', [1]],
  ['Bến Tre', 'بین ترے', 'SOUTH', [2]],
  ['Bạc Liêu', 'باک لیو', 'SOUTH', [2]],
  ['Đồng Nai', 'دونگ نائی', 'SOUTH', [3]],
  ['Cần Thơ', 'کان تھو', 'SOUTH', [3]],
  ['Sóc Trăng', 'سوک ترانگ', 'SOUTH', [3]],
  ['Tây Ninh', 'تائی نن', 'SOUTH', [4]],
  ['An Giang', 'آن جیانگ', 'SOUTH', [4]],
  ['Bình Thuận', 'بن تھوان', 'SOUTH', [4]],
  ['Vĩnh Long', 'ون لونگ', 'SOUTH', [5]],
  ['Bình Dương', 'بن دوونگ', 'SOUTH', [5]],
  ['Trà Vinh', 'ترا ون', 'SOUTH', [5]],
  ['Long An', 'لونگ آن', 'SOUTH', [6]],
  ['Bình Phước', 'بن فوک', 'SOUTH', [6]],
  ['Hậu Giang', 'ہاؤ جیانگ', 'SOUTH', [6]],
  ['Kon Tum', 'کون تم', 'CENTRAL', [0]],
  ['Thừa Thiên Huế', 'تھوا تھیئن ہوے', 'CENTRAL', [0, 1]],
  ['Phú Yên', 'فو ین', 'CENTRAL', [1]],
  ['Đắk Lắk', 'داک لاک', 'CENTRAL', [2]],
  ['Quảng Nam', 'کوانگ نام', 'CENTRAL', [2]],
  ['Bình Định', 'بن دن', 'CENTRAL', [4]],
  ['Quảng Trị', 'کوانگ تری', 'CENTRAL', [4]],
  ['Quảng Bình', 'کوانگ بن', 'CENTRAL', [4]],
  ['Gia Lai', 'جیا لائی', 'CENTRAL', [5]],
  ['Ninh Thuận', 'نن تھوان', 'CENTRAL', [5]],
  ['Quảng Ngãi', 'کوانگ نگائی', 'CENTRAL', [6]],
  ['Đắk Nông', 'داک نونگ', 'CENTRAL', [6]],
];
const regionName = { SOUTH: ['VN South', 'وی این جنوب'], CENTRAL: ['VN Central', 'وی این وسط'] } as const;
const DAILY = [0, 1, 2, 3, 4, 5, 6];

/**
 * A merchant's lottery games in lobby order. DEMO's VN and SEA codes are its catalogue's; another merchant's carry its
 * code in front (the fast lotto and keno codes are the same everywhere).
 */
export const lotteryLineup = (merchantCode: string): LotteryGameSeed[] => {
  const p = merchantCode === 'DEMO' ? '' : `${merchantCode}_`;
  const listedVn = { listed: 'ELOTT' as const, demo: true };
  return [
    vn(`${p}TCG_LOTTO_VN_EL0001`, 'VN North (Hà Nội)', 'وی این شمال (ہنوئی)', 'NORTH', DAILY, listedVn),
    vn(`${p}TCG_LOTTO_VN_EL0002`, 'VN South (TP.HCM)', 'وی این جنوب (ہو چی من)', 'SOUTH', [1, 6], listedVn),
    vn(`${p}TCG_LOTTO_VN_EL0003`, 'VN South (Vũng Tàu)', 'وی این جنوب (وونگ تاؤ)', 'SOUTH', [2], listedVn),
    vn(`${p}TCG_LOTTO_VN_EL0004`, 'VN Central (Đà Nẵng)', 'وی این وسط (دا نانگ)', 'CENTRAL', [3, 6], listedVn),
    vn(`${p}TCG_LOTTO_VN_EL0005`, 'VN Central (Khánh Hòa)', 'وی این وسط (خان ہوا)', 'CENTRAL', [0, 3], listedVn),
    // The state draw of the north, its results entered and confirmed by two operators.
    vn(`${p}TCG_LOTTO_VN_EL0006`, 'VN North Official (XSMB)', 'وی این شمال سرکاری (XSMB)', 'NORTH', DAILY, { ...listedVn, official: true }),
    sea(`${p}TCG_SEA_EL0001`, 'SEA 4D', 'ایس ای اے 4D', { demo: true }),
    sea(`${p}TCG_SEA_EL0002`, 'SEA 4D Official', 'ایس ای اے 4D سرکاری', { official: true, demo: true }),
    sea(`${p}TCG_SEA_EL0003`, 'SEA 4D Daily', 'ایس ای اے 4D روزانہ', { weekdays: DAILY }),
    // The quick 4D draws: the same 23 prizes, drawn through the day (fast draws listed under E-lottery).
    sea(`${p}TCG_SEA_EL0004`, 'SEA 4D 5 Minutes', 'ایس ای اے 4D 5 منٹ', { ...every(5), demo: true }),
    sea(`${p}TCG_SEA_EL0005`, 'SEA 4D 10 Minutes', 'ایس ای اے 4D 10 منٹ', every(10)),
    sea(`${p}TCG_SEA_EL0006`, 'SEA 4D Hourly', 'ایس ای اے 4D ہر گھنٹے', every(60)),
    fast('LOTT_LO0001', 'Lotto 1 Minute', 'لوٹو 1 منٹ', 1, 'LOTT', true),
    fast('LOTT_LO0002', 'Lotto 3 Minutes', 'لوٹو 3 منٹ', 3, 'LOTT', true),
    fast('LOTT_LO0003', 'Lotto 5 Minutes', 'لوٹو 5 منٹ', 5, 'LOTT', true),
    fast('LOTT_LO0004', 'Lotto 10 Minutes', 'لوٹو 10 منٹ', 10, 'LOTT'),
    fast('LOTT_LO0005', 'Lotto 15 Minutes', 'لوٹو 15 منٹ', 15, 'LOTT'),
    fast('LOTT_LO0006', 'Lotto 30 Minutes', 'لوٹو 30 منٹ', 30, 'LOTT'),
    // The same fast lotto sold as e-lottery: the catalogue lists vendor LOTT under ELOTT too (spec section 4).
    fast('LOTT_EL0001', 'E-Lotto 2 Minutes', 'ای لوٹو 2 منٹ', 2, 'ELOTT', true),
    fast('LOTT_EL0002', 'E-Lotto 5 Minutes', 'ای لوٹو 5 منٹ', 5, 'ELOTT'),
    fast('LOTT_EL0003', 'E-Lotto 10 Minutes', 'ای لوٹو 10 منٹ', 10, 'ELOTT'),
    kenoGame('QQKENO_LO0001', 1, true),
    kenoGame('QQKENO_LO0002', 2),
    kenoGame('QQKENO_LO0003', 3),
    kenoGame('QQKENO_LO0004', 5),
    kenoGame('QQKENO_LO0005', 10),
    kenoGame('QQKENO_LO0006', 15),
    ...STATIONS.map(([en, ur, region, weekdays], i) =>
      vn(
        `${p}TCG_LOTTO_VN_EL${String(i + 7).padStart(4, '0')}`,
        `${regionName[region][0]} (${en})`,
        `${regionName[region][1]} (${ur})`,
        region,
        weekdays,
      ),
    ),
  ];
};

/** The catalogue entries of one lane (vendor and category) of a merchant: the lineup's games listed there, in order. */
export const lotteryListing = (merchantCode: string, vendor: string, category: string) =>
  lotteryLineup(merchantCode).filter((g) => g.vassalage === vendor && g.listed === category);
