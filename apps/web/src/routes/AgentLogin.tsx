import { AgentLoginPage } from '../app/AgentLoginPage';

export default function AgentLogin() {
  return <AgentLoginPage />;
}
