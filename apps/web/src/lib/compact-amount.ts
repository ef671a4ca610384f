/**
 * Minor units as a short whole amount in the language's compact notation, as offers are written: 13100000 minor
 * units of a 2-decimal currency read "131K" in English and "1.3 لاکھ" in Urdu (spec section 9: "up to 131K").
 */
export const compactAmount = (minor: string, decimals: number, lang: string): string =>
  new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 }).format(Number(BigInt(minor) / 10n ** BigInt(decimals)));
