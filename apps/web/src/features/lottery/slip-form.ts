import { MAX_CHASE_DRAWS, parseToMinor } from '@wl/contracts';
import { z } from 'zod';

/** The stake and chase fields; each rule's message is the code the server refuses the same input with. */
export const slipForm = (decimals: number, min: bigint, max: bigint) =>
  z
    .object({
      stake: z.string().refine((s) => {
        const v = parseToMinor(s, decimals);
        return v !== null && v >= min && v <= max;
      }, 'lottery.stake_invalid'),
      chaseOn: z.boolean(),
      chaseDraws: z.coerce.number(),
      stopOnWin: z.boolean(),
    })
    .refine((v) => !v.chaseOn || (Number.isInteger(v.chaseDraws) && v.chaseDraws >= 2 && v.chaseDraws <= MAX_CHASE_DRAWS), {
      message: 'lottery.chase_too_long',
      path: ['chaseDraws'],
    });
export type SlipForm = { stake: string; chaseOn: boolean; chaseDraws: number; stopOnWin: boolean };
