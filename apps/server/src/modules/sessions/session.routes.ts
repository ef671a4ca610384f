import { avatarUrl, defaultAvatar, type LanguageCode, memberKind, membersApi, sessionApi } from '@wl/contracts';
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

/** The member's unread platform messages, given by app.ts (the messages module). */
export type UnreadMessages = (merchantId: number, memberId: number) => Promise<number>;

export const sessionRoutes = async (
  app: FastifyInstance,
  opts: { sessions: SessionService; badges?: MemberBadges; unread?: UnreadMessages },
) => {
  const badges = opts.badges ?? noBadges;
  route(app, membersApi.info, async ({ actor, merchant, language }) => {
    // A trial account has no inbox (spec section 6: its unread call is skipped), so nothing is counted for it.
    const trial = memberKind(actor.member.type, merchant.row.settings) === 'trial';
    const [row, extra, unreadMessage] = await Promise.all([
      opts.sessions.member(actor.member.id),
      badges(merchant.id, actor.member.id, language),
      trial || !opts.unread ? 0 : opts.unread(merchant.id, actor.member.id),
    ]);
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
      unreadMessage,
    };
  });

  const logout = async ({ req }: { req: { auth: { sessionId: number } | null } }) => {
    if (req.auth) await opts.sessions.revoke(req.auth.sessionId, 'logout');
    return null;
  };
  route(app, sessionApi.logout, logout);
  route(app, sessionApi.logoutByPost, logout);
};
