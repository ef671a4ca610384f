import { z } from 'zod';

/** One field's registration rule as the server publishes it (facts.md). */
export const registerRule = z.object({
  acceptedPattern: z.string(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(0),
  patternId: z.number().int().min(0).max(19),
  required: z.boolean().optional(),
  visible: z.boolean().optional(),
});
export type RegisterRule = z.infer<typeof registerRule>;
export const registerRules = z.record(z.string(), registerRule);
export type RegisterRules = z.infer<typeof registerRules>;

/** POST /wps/system/setting/register (operator key): new rules by field name; the answer counts the fields saved. */
export const registerSettingsBody = z.record(z.string().regex(/^[A-Za-z]{2,32}$/), registerRule);
export type RegisterSettingsBody = z.infer<typeof registerSettingsBody>;
export const registerSettingsValue = z.object({ count: z.number() });
export type RegisterSettingsValue = z.infer<typeof registerSettingsValue>;
