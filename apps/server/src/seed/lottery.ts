import type { PlaceBetsBody } from '@wl/contracts';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { createLedgerService } from '../modules/ledger';
import { createLotteryService } from '../modules/lottery';
import { lotteryDraws, lotteryGames, members } from '../db/schema';
import type { SeedStep } from './step';

type GameSeed = Omit<typeof lotteryGames.$inferInsert, 'merchantId' | 'minStake' | 'maxStakePerNumber' | 'maxStakePerDraw'>;

/**
 * Demo lottery games (issue 14). VN stations draw at their region's hour (Vietnam time: north 18:15, central 17:15,
 * south 16:15 = 11:15, 10:15, 09:15 UTC) on their weekdays; SEA 4D on Wednesday, Saturday and Sunday at 19:00 MYT
 * (11:00 UTC), one of them with operator-entered official results; fast games every 1, 3 and 5 minutes. DEMO's codes
 * are its catalogue's lottery entries, so the lobby launches them (TCG_LOTTO_VN → /vnLottery, TCG_SEA → /seaLottery,
 * LOTT → /lottery, each with gameCode).
 */
const vn = (
  code: string,
  en: string,
  ur: string,
  region: 'NORTH' | 'SOUTH' | 'CENTRAL',
  weekdays: number[],
  sort: number,
  official = false,
): GameSeed => ({
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
  official,
  sort,
});
const sea = (code: string, en: string, ur: string, official: boolean, sort: number): GameSeed => ({
  gameCode: code,
  nameEn: en,
  nameUr: ur,
  format: 'SEA_4D',
  prizeMode: 'SEA',
  vassalage: 'TCG_SEA',
  weekdays: [0, 3, 6],
  drawTime: '11:00',
  cutoffSeconds: 30 * 60,
  official,
  sort,
});
const fast = (code: string, en: string, ur: string, minutes: number, prizeMode: 'LOTT' | 'ELOTT', sort: number): GameSeed => ({
  gameCode: code,
  nameEn: en,
  nameUr: ur,
  format: 'FAST',
  prizeMode,
  vassalage: 'LOTT',
  intervalMinutes: minutes,
  cutoffSeconds: Math.min(30, minutes * 10),
  sort,
});

/**
 * The other VN stations on their real weekday schedule (xổ số kiến thiết): the south draws three stations a day (four
 * on Saturday) and the central region two or three, so a day's board offers several stations of each region. With
 * EL0002–EL0005 above, every weekday has at least three southern and two central stations.
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

const gamesOf = (code: string): GameSeed[] => {
  const p = code === 'DEMO' ? '' : `${code}_`;
  return [
    vn(`${p}TCG_LOTTO_VN_EL0001`, 'VN North (Hà Nội)', 'وی این شمال (ہنوئی)', 'NORTH', [0, 1, 2, 3, 4, 5, 6], 0),
    vn(`${p}TCG_LOTTO_VN_EL0002`, 'VN South (TP.HCM)', 'وی این جنوب (ہو چی من)', 'SOUTH', [1, 6], 1),
    vn(`${p}TCG_LOTTO_VN_EL0003`, 'VN South (Vũng Tàu)', 'وی این جنوب (وونگ تاؤ)', 'SOUTH', [2], 2),
    vn(`${p}TCG_LOTTO_VN_EL0004`, 'VN Central (Đà Nẵng)', 'وی این وسط (دا نانگ)', 'CENTRAL', [3, 6], 3),
    vn(`${p}TCG_LOTTO_VN_EL0005`, 'VN Central (Khánh Hòa)', 'وی این وسط (خان ہوا)', 'CENTRAL', [0, 3], 4),
    // The state draw of the north, its results entered and confirmed by two operators.
    vn(`${p}TCG_LOTTO_VN_EL0006`, 'VN North Official (XSMB)', 'وی این شمال سرکاری (XSMB)', 'NORTH', [0, 1, 2, 3, 4, 5, 6], 10, true),
    sea(`${p}TCG_SEA_EL0001`, 'SEA 4D', 'ایس ای اے 4D', false, 5),
    sea(`${p}TCG_SEA_EL0002`, 'SEA 4D Official', 'ایس ای اے 4D سرکاری', true, 6),
    fast('LOTT_LO0001', 'Lotto 1 Minute', 'لوٹو 1 منٹ', 1, 'LOTT', 7),
    fast('LOTT_LO0002', 'Lotto 3 Minutes', 'لوٹو 3 منٹ', 3, 'LOTT', 8),
    fast('LOTT_LO0003', 'E-Lotto 5 Minutes', 'ای لوٹو 5 منٹ', 5, 'ELOTT', 9),
    ...STATIONS.map(([en, ur, region, weekdays], i) =>
      vn(
        `${p}TCG_LOTTO_VN_EL${String(i + 7).padStart(4, '0')}`,
        `${regionName[region][0]} (${en})`,
        `${regionName[region][1]} (${ur})`,
        region,
        weekdays,
        11 + i,
      ),
    ),
  ];
};

/** Games whose past draws get demo tickets: the first eleven (the later stations start without play). */
const TICKET_GAMES = 11;

const demoBets = (format: string, i: number): PlaceBetsBody['bets'] => {
  const two = String((i * 37) % 100).padStart(2, '0');
  if (format === 'SEA_4D') return [{ betType: 'BIG', numbers: [String((i * 1234) % 10000).padStart(4, '0')], stake: '1000' }];
  if (format === 'FAST')
    return [
      { betType: i % 2 ? 'F_BIG' : 'F_SMALL', numbers: [], stake: '2000' },
      { betType: 'F_SUM', numbers: [String(i % 28)], stake: '500' },
    ];
  return [
    { betType: 'LO2', numbers: [two], stake: '1000' },
    { betType: 'DE', numbers: [String((i * 11) % 100).padStart(2, '0')], stake: '500' },
  ];
};

export const lotterySeed: SeedStep = async (tx, ctx) => {
  const now = new Date();
  for (const m of ctx.merchants) {
    await tx.insert(lotteryGames).values(
      gamesOf(m.code).map((g) => ({
        ...g,
        merchantId: m.id,
        minStake: 100n,
        maxStakePerNumber: 1_000_000n,
        maxStakePerDraw: 50_000_000n,
      })),
    );
  }
  const ledger = createLedgerService({ db: tx });
  // Draws from eight days back (the daily and weekly games, to a month ahead) and from twenty minutes back (the fast games).
  let clock = new Date(now.getTime() - 8 * 86_400_000);
  const lottery = createLotteryService({ db: tx, ledger, now: () => clock, ahead: { fast: 10, days: 40 } });
  await lottery.generate(clock);
  await tx
    .delete(lotteryDraws)
    .where(
      and(
        lt(lotteryDraws.drawAt, new Date(now.getTime() - 20 * 60_000)),
        inArray(lotteryDraws.gameId, tx.select({ id: lotteryGames.id }).from(lotteryGames).where(eq(lotteryGames.format, 'FAST'))),
      ),
    );
  clock = new Date(now.getTime() - 20 * 60_000);
  await lottery.generate(clock);
  // Demo tickets on past draws of every game, for the members with money.
  for (const m of ctx.merchants) {
    const players: { id: number }[] = [];
    for (const x of await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantId, m.id), eq(members.type, 0)))) {
      const bal = (await ledger.balances(m.id, x.id)).find((b) => b.wallet === 'MAIN')?.balance ?? 0n;
      if (bal >= 20_000n && players.length < 2) players.push(x);
    }
    const games = (await tx.select().from(lotteryGames).where(eq(lotteryGames.merchantId, m.id))).filter((g) => g.sort < TICKET_GAMES);
    for (const g of games) {
      const past = await tx
        .select({ id: lotteryDraws.id })
        .from(lotteryDraws)
        .where(and(eq(lotteryDraws.gameId, g.id), lt(lotteryDraws.drawAt, now)))
        .limit(2);
      for (const [pi, p] of players.entries())
        for (const [di, d] of past.entries()) {
          const bal = (await ledger.balances(m.id, p.id)).find((b) => b.wallet === 'MAIN')?.balance ?? 0n;
          if (bal < 20_000n) continue;
          await lottery.seedTickets(m.id, p.id, g.gameCode, d.id, demoBets(g.format, pi * 7 + di + g.id), `seed-${d.id}-${p.id}`);
        }
    }
  }
  // Now: generate ahead of now, open and close by the clock, draw the house results, settle.
  clock = now;
  await lottery.tick();
};
