import type { MemberKind } from '@wl/contracts';

/**
 * Who may open a route (spec sections 2 and 6):
 * - public: anyone.
 * - session: needs a login; a visitor gets the login pop-up (favourites, recent games).
 * - loginRequired: the lottery routes; a visitor is sent to /login.
 * - member: member centre; a visitor gets the login pop-up, a trial account is told a real account is needed.
 * - agent: agent centre; a non-agent (a visitor included: /agent is the agent login page) goes to /agent,
 *   a trial account is told a real account is needed.
 */
export type RouteAuth = 'public' | 'session' | 'loginRequired' | 'member' | 'agent';

/** `unknown` while the member info for a stored token is still loading. */
export type Viewer = { token: string | null; kind: MemberKind | 'unknown' };

export type Decision =
  | { type: 'allow' }
  | { type: 'redirect'; to: string }
  | { type: 'openLogin' }
  | { type: 'needRealAccount' }
  | { type: 'wait' };

const allow: Decision = { type: 'allow' };

export const decide = (auth: RouteAuth, viewer: Viewer): Decision => {
  if (auth === 'public') return allow;
  if (!viewer.token) {
    if (auth === 'loginRequired') return { type: 'redirect', to: '/login' };
    if (auth === 'agent') return { type: 'redirect', to: '/agent' };
    return { type: 'openLogin' };
  }
  if (viewer.kind === 'unknown') return { type: 'wait' };
  if (auth === 'session') return allow;
  if (viewer.kind === 'trial') return { type: 'needRealAccount' };
  if (auth === 'agent' && viewer.kind !== 'agent') return { type: 'redirect', to: '/agent' };
  return allow;
};
