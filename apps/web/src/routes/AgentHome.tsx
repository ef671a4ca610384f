import { lazy, Suspense } from 'react';
import { AgentCentre } from '../features/agent/AgentCentre';
import { isWalletPage, WalletPage } from '../features/wallet/WalletPages';
import { useViewer } from '../shared/session';

const MessagesPage = lazy(() => import('../features/messages/MessagesPage'));

/** The agent centre; its deposit and withdrawal extras are the wallet's pages, its messages the inbox, drawn inside the agent layout. */
export default function AgentHome() {
  const viewer = useViewer();
  return (
    <AgentCentre
      renderExtra={(id) =>
        isWalletPage(id) ? (
          <WalletPage page={id} viewer={viewer} />
        ) : id === 'messageV2' ? (
          <Suspense fallback={<p className="muted">…</p>}>
            <MessagesPage />
          </Suspense>
        ) : null
      }
    />
  );
}
