import { type LaunchTarget, type Viewer, decideLaunch } from '@wl/contracts';
import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { openAuthDialog } from '../session/auth-ui';
import { useViewer } from '../session/member-api';

/** What the catalogue has open on top of the page: a vendor's pop-up game list, or the game page of one game. */
type Overlay = { kind: 'popup'; vassalage: string; title: string } | { kind: 'game'; nodeId: number; title: string; vassalage: string } | null;
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
  const viewer = useViewer();
  const who: Viewer = !viewer.token ? 'guest' : viewer.kind === 'trial' ? 'trial' : viewer.kind === 'agent' ? 'agent' : 'member';
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
        setOverlay({ kind: 'game', nodeId: d.nodeId, vassalage: d.vassalage, title });
        break;
    }
    return d;
  };
};
