import { LotteryPage } from '../features/lottery/LotteryPage';

/** Lazy screen (Lottery): /lottery, /vnLottery, /seaLottery and their other spellings, with gameCode. */
export default function Lottery() {
  return <LotteryPage />;
}
