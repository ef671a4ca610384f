import { useQueryClient } from '@tanstack/react-query';
import { messagesApi, type UnreadValue } from '@wl/contracts';
import { useEffect, useRef } from 'react';
import { useMemberQuery } from './member-query';
import { messageKeys } from './query-keys';
import { useViewer } from './session';
import { useSystem } from './system';

/** How often the unread count is asked again while the page is open (and on every return to the window). */
export const UNREAD_POLL_MS = 30_000;

/**
 * The member's unread platform messages (CSP_unreadCount): the badges of the avatar menu, member panel, side menu
 * and agent menu. Skipped for trial accounts (spec section 5), when signed out and while the inbox is switched off.
 * Polled every 30 s and on window focus; when the count changes the inbox lists are fetched again, so a new message
 * appears without a reload.
 */
export const useUnreadMessages = (): UnreadValue | undefined => {
  const viewer = useViewer();
  const { modules } = useSystem();
  const on = modules.INBOX3 === true && (viewer.kind === 'member' || viewer.kind === 'agent') && Boolean(viewer.member);
  const { data } = useMemberQuery(messageKeys.unread(), messagesApi.unreadCount, undefined, {
    enabled: on,
    refetchInterval: UNREAD_POLL_MS,
    staleTime: 5_000,
    refetchOnWindowFocus: true,
  });
  const client = useQueryClient();
  const last = useRef<number | null>(null);
  useEffect(() => {
    if (data === undefined) return;
    if (last.current !== null && last.current !== data.total) void client.invalidateQueries({ queryKey: messageKeys.inboxAll() });
    last.current = data.total;
  }, [data, client]);
  return on ? data : undefined;
};

/** A small count badge (nothing at zero); `label` is read out instead of the bare number. */
export const unreadLabel = (n: number) => (n > 99 ? '99+' : String(n));
