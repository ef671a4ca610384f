import { Outlet } from 'react-router';

/** The agent view: a full-screen area of its own, without the site's side menu, header and footer. */
export const AgentLayout = () => (
  <div className="agent-view">
    <Outlet />
  </div>
);
