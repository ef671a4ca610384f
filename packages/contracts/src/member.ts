import { z } from 'zod';

/** GET /wps/member/info: the signed-in member (id, account, nickname, numeric type deciding agent or trial). */
export const memberInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  currencySymbol: z.string(),
});
export type MemberInfo = z.infer<typeof memberInfo>;
