import { useMemberSocket } from '../../features/support/socket';
import { useViewer } from '../../shared/session';
import { onProtectionFrame } from '../../features/protection/gate-store';
import { ProtectionGate } from '../../features/protection/ProtectionGate';

/**
 * Player protection while signed in (issue 30): the member's socket brings a reality check that falls due, or the
 * end of the session, and the gate shows them over every screen (the game page too). Loaded by the site layout once
 * there is a session or a sign-out notice to show, so a visitor's lobby does not carry it (decision 018).
 */
export const ProtectionWatch = ({ token, gamePage }: { token: string | null; gamePage: boolean }) => {
  const viewer = useViewer();
  const line = useMemberSocket(token, Boolean(token) && viewer.kind === 'member', onProtectionFrame);
  return <ProtectionGate gamePage={gamePage} live={line.online} />;
};
