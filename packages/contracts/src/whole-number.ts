import { z } from 'zod';

/**
 * A whole number that may arrive as digits in text (query strings carry only text; some clients send digits in
 * JSON too) and is otherwise a JSON number. Nothing else is turned into a number: true, null, [], "" and "1e3" are
 * refused, where z.coerce would have read them as 1, 0, 0, 0 and 1000.
 */
export const wholeNumber = <T extends z.ZodType<number, number>>(inner: T) =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^-?\d{1,15}$/)
        .transform(Number),
    ])
    .pipe(inner);
