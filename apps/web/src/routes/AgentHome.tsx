import { AgentCentre } from '../features/agent/AgentCentre';

export default function AgentHome() {
  return <AgentCentre />;
}
