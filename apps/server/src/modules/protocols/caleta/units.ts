import { AppError } from '../../../core/app-error';

/**
 * Exact conversion between the vendor's integer units (`unitsPerMajor` per currency unit: 100 000 for Caleta and
 * Hub88) and the ledger's minor units (`minorDigits`: the merchant's currency decimals, ProtocolConfig.minorDigits),
 * in bigint. An amount finer than one minor unit is refused (null), never rounded.
 */
const makeUnits = (unitsPerMajor: bigint, minorDigits: number) => {
  const minorPerMajor = 10n ** BigInt(minorDigits);
  if (unitsPerMajor % minorPerMajor !== 0n) throw new AppError('system.error');
  const perMinor = unitsPerMajor / minorPerMajor;
  return {
    perMinor,
    /** Vendor units → minor units; null when the amount holds a fraction of a minor unit. */
    toMinor: (units: bigint): bigint | null => (units % perMinor === 0n ? units / perMinor : null),
    /** Minor units → vendor units (always exact). */
    toUnits: (minor: bigint): bigint => minor * perMinor,
  };
};
export type RgsUnits = ReturnType<typeof makeUnits>;

/** One converter per pair of units (a dialect's and a merchant's decimals): every call of a merchant shares it. */
const made = new Map<string, RgsUnits>();
export const rgsUnits = (unitsPerMajor: bigint, minorDigits: number): RgsUnits => {
  const key = `${unitsPerMajor}|${minorDigits}`;
  let u = made.get(key);
  if (!u) {
    u = makeUnits(unitsPerMajor, minorDigits);
    made.set(key, u);
  }
  return u;
};
