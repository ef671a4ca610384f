import { referralApi as api } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint';
import type { ReferralService } from './referral.service';

/** Invite friends (referralApi): the signed-in member's code, link, friends and rewards. */
export const referralRoutes = async (app: FastifyInstance, opts: { referral: ReferralService }) => {
  route(app, api.mine, ({ actor, merchant }) => opts.referral.mine(merchant, actor.member.id));
};
