import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedbackApi, type InboxValue, type MessageCategory, messagesApi } from '@wl/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/client';
import { useMemberQuery } from '../../shared/member-query';
import { messageKeys } from '../../shared/query-keys';

export const INBOX_PAGE_SIZE = 10;

/** One page of the inbox (all categories, or one). */
export const useInbox = (category: MessageCategory | undefined, pageNo: number) =>
  useMemberQuery(messageKeys.inbox({ category, pageNo }), messagesApi.inbox, {
    query: { ...(category ? { category } : {}), pageNo, pageSize: INBOX_PAGE_SIZE },
  }) as ReturnType<typeof useMemberQuery<typeof messagesApi.inbox>> & { data: InboxValue | undefined };

/** A change to the inbox: the lists and the unread count (every badge) are fetched again. */
export const useInboxMutation = <I>(fn: (input: I) => Promise<unknown>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  });
};

export const markRead = (ids: number[]) => call(messagesApi.markRead, { body: { ids } });
export const markAllRead = (category: MessageCategory | undefined) =>
  call(messagesApi.markRead, { body: { all: true, ...(category ? { category } : {}) } });
export const removeMessages = (ids: number[]) => call(messagesApi.remove, { body: { ids } });

export const useFeedbackOptions = (enabled: boolean) =>
  useQuery({
    queryKey: ['feedback', 'options'],
    queryFn: ({ signal }) => call(feedbackApi.options, { signal }),
    enabled,
    staleTime: 300_000,
  });
