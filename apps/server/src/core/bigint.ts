/** The smaller of two bigints (Math.min takes numbers only). */
export const minBig = (a: bigint, b: bigint) => (a - b < 0n ? a : b);
