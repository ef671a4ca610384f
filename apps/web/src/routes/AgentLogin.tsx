import { AgentLoginPage } from '../features/agent/AgentLoginPage';

export default function AgentLogin() {
  return <AgentLoginPage />;
}
