import { defineEndpoints } from '../endpoint';
import { referralValue } from '../referral';

/** Invite friends (member page `referral`): answers only while the merchant's referral promotion is enabled. */
export const referralApi = defineEndpoints('referral', {
  mine: {
    method: 'GET',
    path: '/wps/member/referral',
    auth: 'member',
    module: 'REFERRAL3',
    value: referralValue,
    summary: "The member's invitation code and link, invited friends and rewards",
    tags: ['member'],
  },
});
