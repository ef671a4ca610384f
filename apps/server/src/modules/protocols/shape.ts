/**
 * Checks of a vendor's JSON body, written for the wallet's hot path (issue 34): a check is a predicate over the parsed
 * value, built once per call type from these few parts, run without allocating, and the body is then used as it came
 * (a checked field is the field; unknown fields are left alone and never read). A schema library did the same per
 * call at several times the CPU, on the calls every round makes.
 *
 * The rules are JSON's: `optional` is absent only (a `null` is refused), `nullish` absent or `null`; a string's length
 * is counted in UTF-16 code units; an integer is a safe integer.
 */
export type Check = (v: unknown) => boolean;

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A string of at most `max` characters (any content). */
export const text =
  (max: number): Check =>
  (v) =>
    typeof v === 'string' && v.length <= max;

/** A string the pattern matches (anchor it: `^…$`). */
export const matching =
  (pattern: RegExp): Check =>
  (v) =>
    typeof v === 'string' && pattern.test(v);

/** Exactly this string. */
export const literal =
  (value: string): Check =>
  (v) =>
    v === value;

export const boolean: Check = (v) => typeof v === 'boolean';
export const integer: Check = (v) => typeof v === 'number' && Number.isSafeInteger(v);
/** Anything, absent included (an amount a handler converts and checks itself). */
export const anything: Check = () => true;

export const optional =
  (check: Check): Check =>
  (v) =>
    v === undefined || check(v);

export const nullish =
  (check: Check): Check =>
  (v) =>
    v === undefined || v === null || check(v);

export const either =
  (a: Check, b: Check): Check =>
  (v) =>
    a(v) || b(v);

/** An object (not an array, not null) whose named fields pass their checks; other fields are not looked at. */
export const shape = (fields: Record<string, Check>): Check => {
  const names = Object.keys(fields);
  const checks = names.map((n) => fields[n] as Check);
  return (v) => {
    if (!isRecord(v)) return false;
    for (let i = 0; i < names.length; i++) if (!(checks[i] as Check)(v[names[i] as string])) return false;
    return true;
  };
};

/** The value as `T` when the check passes, else null. */
export const checked = <T>(check: Check, value: unknown): T | null => (check(value) ? (value as T) : null);
