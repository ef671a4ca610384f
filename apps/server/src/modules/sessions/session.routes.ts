import { avatarUrl, defaultAvatar, type LanguageCode, membersApi, sessionApi } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../core/app-error';
import { route } from '../../platform/endpoint';
import type { SessionService } from './session.service';

/** Who is signed in (membersApi.info) and signing out (sessionApi.logout, by DELETE or POST). */
/** What the growth modules add to member info (VIP and the unclaimed rewards), given by app.ts. */
export type MemberBadges = (
  merchantId: number,
  memberId: number,
  lang: LanguageCode,
) => Promise<{ hasVip: boolean; vipLabelName: string | null; vipRankLevel: number; availablePromoCount: number; missionCount: number }>;
const noBadges: MemberBadges = async () => ({
  hasVip: false,
  vipLabelName: null,
  vipRankLevel: 0,
  availablePromoCount: 0,
  missionCount: 0,
});

export const sessionRoutes = async (app: FastifyInstance, opts: { sessions: SessionService; badges?: MemberBadges }) => {
  const badges = opts.badges ?? noBadges;
  route(app, membersApi.info, async ({ actor, merchant, language }) => {
    const [row, extra] = await Promise.all([opts.sessions.member(actor.member.id), badges(merchant.id, actor.member.id, language)]);
    if (!row) throw new AppError('login.not.session');
    return {
      id: row.id,
      account: row.account,
      nickname: row.nickname,
      type: row.type,
      currencySymbol: merchant.row.currencySymbol,
      avatar: avatarUrl(row.icon ?? defaultAvatar(row.id)),
      availablePromo: merchant.row.referralEnabled,
      ...extra,
    };
  });

  const logout = async ({ req }: { req: { auth: { sessionId: number } | null } }) => {
    if (req.auth) await opts.sessions.revoke(req.auth.sessionId, 'logout');
    return null;
  };
  route(app, sessionApi.logout, logout);
  route(app, sessionApi.logoutByPost, logout);
};
