import { promotionsApi as api } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { deviceIdOf } from '../../platform/device';
import { route } from '../../platform/endpoint';
import type { RewardsService } from './rewards.service';

/** The reward centre, claims and bonus details (promotionsApi): each handler delegates to the rewards service. */
export type ClaimGuard = (
  merchantId: number,
  memberId: number,
  from: { deviceId?: string; ip?: string; userAgent?: string },
) => Promise<void>;

export const rewardsRoutes = async (app: FastifyInstance, opts: { rewards: RewardsService; claimGuard?: ClaimGuard }) => {
  const { rewards } = opts;
  route(app, api.rewardCentre, ({ actor, language }) => rewards.centre(actor, language));
  // The risk rules' request-path check (issue 31): claims from a device or network other members claimed from.
  route(app, api.claimReward, async ({ actor, params, language, req }) => {
    const ua = req.headers['user-agent'];
    await opts.claimGuard?.(actor.merchant.id, actor.member.id, {
      deviceId: deviceIdOf(req),
      ip: req.ip,
      userAgent: typeof ua === 'string' ? ua : undefined,
    });
    return rewards.claim(actor, params.id, language, { ip: req.ip, deviceId: deviceIdOf(req) });
  });
  route(app, api.bonusDetails, ({ actor, language }) => rewards.bonusDetails(actor, language));
};
