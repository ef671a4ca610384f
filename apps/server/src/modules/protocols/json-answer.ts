import type { InboundReply } from './kit';

/** A decimal written into a JSON answer as a number, digit for digit (no float on the way). */
export type Decimal = { decimal: string };
export const dec = (decimal: string): Decimal => ({ decimal });
/** A field of a flat answer: bigints and decimals are written as exact JSON numbers; undefined is left out. */
export type AnswerField = string | number | boolean | null | bigint | Decimal | undefined;

/**
 * A vendor's flat JSON answer, written field by field: a bigint as an exact integer literal (JSON.stringify refuses
 * bigints, and Number() would round a balance above 2^53 units), a Decimal as its digits. HTTP 200, as the vendors
 * want their refusals too.
 */
export const jsonAnswer = (fields: Record<string, AnswerField>): InboundReply => {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    const text = typeof v === 'bigint' ? v.toString() : v !== null && typeof v === 'object' ? v.decimal : JSON.stringify(v);
    parts.push(`${JSON.stringify(k)}:${text}`);
  }
  return { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: `{${parts.join(',')}}` };
};
