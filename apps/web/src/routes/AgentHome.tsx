import { AgentCentre } from '../features/agent/AgentCentre';
import { isWalletPage, WalletPage } from '../features/wallet/WalletPages';
import { useViewer } from '../shared/session';

/** The agent centre; its deposit and withdrawal extras are the wallet's pages, drawn inside the agent layout. */
export default function AgentHome() {
  const viewer = useViewer();
  return <AgentCentre renderExtra={(id) => (isWalletPage(id) ? <WalletPage page={id} viewer={viewer} /> : null)} />;
}
