import { promotionsApi as api } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint';
import type { RewardsService } from './rewards.service';

/** The reward centre, claims and bonus details (promotionsApi): each handler delegates to the rewards service. */
export const rewardsRoutes = async (app: FastifyInstance, opts: { rewards: RewardsService }) => {
  const { rewards } = opts;
  route(app, api.rewardCentre, ({ actor, language }) => rewards.centre(actor, language));
  route(app, api.claimReward, ({ actor, params, language }) => rewards.claim(actor, params.id, language));
  route(app, api.bonusDetails, ({ actor, language }) => rewards.bonusDetails(actor, language));
};
