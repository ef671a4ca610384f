/** An exact non-negative fraction; RTPs are published as these, never as floats. */
export interface Rational {
  numerator: bigint;
  denominator: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function rational(numerator: bigint, denominator: bigint): Rational {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const g = gcd(numerator, denominator) || 1n;
  return { numerator: numerator / g, denominator: denominator / g };
}

export function addRational(a: Rational, b: Rational): Rational {
  return rational(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
}

/** Decimal percentage rounded half-up to `decimals` places, computed in integers: 96.1234%. */
export function toPercent(value: Rational, decimals = 4): string {
  const scale = 10n ** BigInt(decimals);
  const scaled = (value.numerator * 100n * scale * 2n + value.denominator) / (value.denominator * 2n);
  const whole = scaled / scale;
  const fraction = (scaled % scale).toString().padStart(decimals, '0');
  return decimals > 0 ? `${whole}.${fraction}%` : `${whole}%`;
}

/** For comparisons with simulated means only; the published value is the fraction itself. */
export function toNumber(value: Rational): number {
  return Number((value.numerator * 10n ** 18n) / value.denominator) / 1e18;
}
