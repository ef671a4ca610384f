import { type Rational, rational } from '../fair/rational';
import { LINE_PAYS, PAYLINES, REEL_STRIPS, SCATTER, SLOT_ROWS, scatterMultiplier, WILD } from './slot-paytable';

/**
 * The RTP by walking every combination of reel stops (33,554,432 for five 32-stop strips) and adding up each one's
 * payout with all paylines played — the brute-force check of slotRtp(). Line states are carried reel by reel so the
 * walk takes seconds, but every combination's payout is still computed on its own.
 */
export function slotRtpByEnumeration(): Rational {
  const lines = PAYLINES.length;
  const rows = REEL_STRIPS.map((reel) => {
    const out = new Uint8Array(reel.length * SLOT_ROWS);
    for (let stop = 0; stop < reel.length; stop++) {
      for (let row = 0; row < SLOT_ROWS; row++) out[stop * SLOT_ROWS + row] = reel[(stop + row) % reel.length]!;
    }
    return out;
  });
  const scattersAt = REEL_STRIPS.map((reel, r) => {
    const out = new Uint8Array(reel.length);
    for (let stop = 0; stop < reel.length; stop++) {
      for (let row = 0; row < SLOT_ROWS; row++) if (rows[r]![stop * SLOT_ROWS + row] === SCATTER) out[stop]!++;
    }
    return out;
  });
  const pay = (symbol: number, count: number): number => (count < 3 ? 0 : (LINE_PAYS[symbol]?.[count - 3] ?? 0));

  // run[depth][line]: matching length after `depth` reels; alive[depth][line]: still extendable.
  const symbolOf = new Uint8Array(lines);
  const run = Array.from({ length: 5 }, () => new Uint8Array(lines));
  const alive = Array.from({ length: 5 }, () => new Uint8Array(lines));
  const lastSymbol = new Uint8Array(lines);
  const lastRow = new Uint8Array(lines);
  let total = 0;
  let combinations = 0;

  const extend = (depth: number, reel: number, stop: number): void => {
    for (let l = 0; l < lines; l++) {
      const wasAlive = alive[depth - 1]![l]!;
      const symbol = rows[reel]![stop * SLOT_ROWS + PAYLINES[l]![reel]!]!;
      const matches = wasAlive === 1 && (symbol === symbolOf[l] || symbol === WILD);
      run[depth]![l] = run[depth - 1]![l]! + (matches ? 1 : 0);
      alive[depth]![l] = matches ? 1 : 0;
    }
  };

  const [r0, r1, r2, r3, r4] = REEL_STRIPS as [Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  for (let s0 = 0; s0 < r0.length; s0++) {
    for (let l = 0; l < lines; l++) {
      const symbol = rows[0]![s0 * SLOT_ROWS + PAYLINES[l]![0]!]!;
      symbolOf[l] = symbol;
      run[0]![l] = 1;
      alive[0]![l] = LINE_PAYS[symbol] ? 1 : 0;
    }
    for (let s1 = 0; s1 < r1.length; s1++) {
      extend(1, 1, s1);
      for (let s2 = 0; s2 < r2.length; s2++) {
        extend(2, 2, s2);
        for (let s3 = 0; s3 < r3.length; s3++) {
          extend(3, 3, s3);
          // Lines already broken pay the same whatever reel 5 shows; the rest are settled per reel-5 stop.
          let settled = 0;
          let open = 0;
          for (let l = 0; l < lines; l++) {
            if (alive[3]![l]) {
              lastSymbol[open] = symbolOf[l]!;
              lastRow[open++] = PAYLINES[l]![4]!;
            } else settled += pay(symbolOf[l]!, run[3]![l]!);
          }
          const scatters = scattersAt[0]![s0]! + scattersAt[1]![s1]! + scattersAt[2]![s2]! + scattersAt[3]![s3]!;
          for (let s4 = 0; s4 < r4.length; s4++) {
            let payout = settled;
            for (let o = 0; o < open; o++) {
              const symbol = rows[4]![s4 * SLOT_ROWS + lastRow[o]!]!;
              const s = lastSymbol[o]!;
              payout += symbol === s || symbol === WILD ? pay(s, 5) : pay(s, 4);
            }
            // scatter pays are multiples of the total stake, which is `lines` line bets
            payout += scatterMultiplier(scatters + scattersAt[4]![s4]!) * lines;
            total += payout;
            combinations++;
          }
        }
      }
    }
  }
  if (!Number.isSafeInteger(total)) throw new Error('enumeration sum left the exact integer range');
  return rational(BigInt(total), BigInt(combinations) * BigInt(lines));
}
