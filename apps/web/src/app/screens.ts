import type { ComponentType } from 'react';
import Home from '../routes/Home';
import NotFound from '../routes/NotFound';
import type { ScreenKind } from '../shared/route-table';

type Lazy = () => Promise<{ default: ComponentType }>;

/** Screens in the first bundle; everything in `lazyImports` is its own chunk (spec: lazy-loaded screens). */
export const eagerScreens: Partial<Record<ScreenKind, ComponentType>> = {
  home: Home,
  notFound: NotFound,
};

export const lazyImports: Partial<Record<ScreenKind, Lazy>> = {
  promotions: () => import('../routes/Promotions'),
  seamless: () => import('../routes/Seamless'),
  lottery: () => import('../routes/Lottery'),
  memberCenter: () => import('../routes/MemberCenter'),
  pointMall: () => import('../routes/PointMall'),
  accountGame: () => import('../routes/AccountGame'),
  gameListCenter: () => import('../routes/GameListCenter'),
  gameCenter: () => import('../routes/GameCenter'),
  agentLogin: () => import('../routes/AgentLogin'),
  agentHome: () => import('../routes/AgentHome'),
  help: () => import('../routes/Help'),
  download: () => import('../routes/Download'),
  gamePage: () => import('../routes/GamePage'),
  winners: () => import('../routes/Winners'),
  guide: () => import('../routes/Guide'),
};
