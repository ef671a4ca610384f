import { z } from 'zod';

/** Every JSON response: `{ success, value, message, code }` (facts.md, wire conventions). */
export const envelope = <T extends z.ZodTypeAny>(value: T) =>
  z.object({
    success: z.boolean(),
    value: value.nullable(),
    message: z.string().nullable(),
    code: z.string().nullable(),
  });

export const errorEnvelope = z.object({
  success: z.literal(false),
  value: z.unknown().nullable(),
  message: z.string().nullable(),
  code: z.string(),
  /** The values the error's text interpolates (`{{min}}`, `{{minutes}}` …), already formatted. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  requestId: z.string().optional(),
});

export type Envelope<T> = { success: boolean; value: T | null; message: string | null; code: string | null };
