import { Navigate } from 'react-router';
import { useMe } from '../shared/me';
import { homePath } from './nav-items';

/** The back office's root: the first page the role may open. */
export const HomeRedirect = () => {
  const me = useMe();
  return <Navigate to={homePath(me.role.permissions)} replace />;
};
