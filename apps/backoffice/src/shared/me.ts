import { type StaffMe, type StaffPermission, staffApi } from '@wl/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { call } from './client';
import { boKeys } from './query-keys';
import { getToken, subscribeToken } from './token';

/** The stored token, re-read whenever it changes (sign-in, sign-out, a session the server ended). */
export const useToken = () => useSyncExternalStore(subscribeToken, getToken, () => null);

/** The signed-in staff member (name, merchant, role and its permissions). */
export const useMeQuery = () => {
  const token = useToken();
  return useQuery({
    queryKey: boKeys.me(token),
    queryFn: ({ signal }) => call(staffApi.me, { signal }),
    enabled: token !== null,
    staleTime: 60_000,
  });
};

/** Inside the signed-in shell the member is loaded (the shell waits for it), so pages read it without a branch. */
export const useMe = (): StaffMe => {
  const { data } = useMeQuery();
  if (!data) throw new Error('useMe outside the signed-in shell');
  return data;
};

/** Whether the signed-in role holds a permission. */
export const useCan = () => {
  const me = useMe();
  return (permission: StaffPermission) => (me.role.permissions as readonly string[]).includes(permission);
};
