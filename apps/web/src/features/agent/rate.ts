/** A rate in basis points as the agent centre shows it: 1250 → "12.50%". */
export const rate = (bp: number) => `${(bp / 100).toFixed(2)}%`;
