import { type LaunchTarget, type Viewer, decideLaunch } from '@wl/contracts';
import { useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { currentLanguage } from '../../i18n';
import { errorCodeOf } from '../../shared/api';
import { call } from '../../shared/client';
import { DEVICE } from '../../shared/env';
import type { LaunchQuery } from '../../lib/launch-request';
import { openAuthDialog } from '../../shared/auth-dialog';
import { useViewer } from '../../shared/session';

/**
 * What the catalogue has open on top of the page: a vendor's pop-up game list, the wait while a game launches, or
 * the reason a launch was refused (maintenance, disabled game, inactive player …).
 */
type Overlay =
  | { kind: 'popup'; vassalage: string; title: string }
  | { kind: 'launching'; nodeId: number; title: string }
  | { kind: 'launchError'; title: string; error: unknown }
  | null;
let overlay: Overlay = null;
const listeners = new Set<() => void>();
export const setOverlay = (o: Overlay) => {
  overlay = o;
  for (const l of listeners) l();
};
export const useOverlay = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => overlay,
    () => null,
  );

/**
 * Every card, tile and menu entry launches through this hook, which applies the one rule function of the contracts
 * (spec section 4) and carries out its decision.
 */
export const useLaunch = () => {
  const navigate = useNavigate();
  const location = useLocation();
  const viewer = useViewer();
  const who: Viewer = !viewer.token ? 'guest' : viewer.kind === 'trial' ? 'trial' : viewer.kind === 'agent' ? 'agent' : 'member';
  /** Asks the server for the game address, then opens the game page; refusals are shown in the user's language. */
  const start = async (nodeId: number, title: string) => {
    if (overlay?.kind === 'launching') return;
    const backUrl = `${location.pathname}${location.search}`;
    setOverlay({ kind: 'launching', nodeId, title });
    try {
      // what a launch sends loads with the first launch (the lobby's bundle leaves it out, decision 018)
      const { buildLaunchQuery, gameRouteOf, launchCallFor } = await import('../../lib/launch-request');
      const query = buildLaunchQuery({ nodeId, language: currentLanguage(), device: DEVICE, backUrl });
      const v = await call(launchCallFor(navigator.userAgent), { query });
      setOverlay(null);
      navigate(gameRouteOf(v.content.game_url, backUrl, v.vendor, v.gameName));
    } catch (error) {
      const code = errorCodeOf(error);
      // The server has the last word on who may play: a trial account is asked to register, an ended session to log in.
      if (code === 'in_need_true_account' || code === 'auth.required' || code === 'login.not.session') {
        setOverlay(null);
        openAuthDialog(code === 'in_need_true_account' ? 'needRealAccount' : 'login');
      } else setOverlay({ kind: 'launchError', title, error });
    }
  };
  return (target: LaunchTarget, title: string) => {
    const d = decideLaunch(target, who);
    switch (d.action) {
      case 'login':
        openAuthDialog('login');
        break;
      case 'needRealAccount':
        openAuthDialog('needRealAccount');
        break;
      case 'route':
        navigate(d.to);
        break;
      case 'popup':
        setOverlay({ kind: 'popup', vassalage: d.vassalage, title });
        break;
      case 'launch':
        void start(d.nodeId, title);
        break;
    }
    return d;
  };
};

/**
 * A visitor's free play (GCS_gameTrialLaunch): where the merchant and the game's vendor offer it, the game opens with
 * play money on the page open to everyone; refusals show as a launch's do.
 */
export const useFreePlay = () => {
  const navigate = useNavigate();
  const location = useLocation();
  return async (nodeId: number, title: string) => {
    if (overlay?.kind === 'launching') return;
    const backUrl = `${location.pathname}${location.search}`;
    setOverlay({ kind: 'launching', nodeId, title });
    try {
      const { gameRouteOf, trialCall } = await import('../../lib/launch-request');
      const query = { nodeId: String(nodeId), language: currentLanguage(), device: DEVICE as LaunchQuery['device'], backUrl };
      const v = await call(trialCall, { query });
      setOverlay(null);
      navigate(gameRouteOf(v.content.game_url, backUrl, v.vendor, v.gameName, true));
    } catch (error) {
      setOverlay({ kind: 'launchError', title, error });
    }
  };
};

/** A game's launch target (the card's game, as the launch rules take it). */
export const gameTarget = (game: Omit<Extract<LaunchTarget, { kind: 'game' }>, 'kind'>): LaunchTarget => ({
  kind: 'game',
  nodeId: game.nodeId,
  gameCode: game.gameCode,
  vassalage: game.vassalage,
  gameType: game.gameType,
  isGame: game.isGame,
});
