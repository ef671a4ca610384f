import { supportApi } from '@wl/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/client';
import { useViewer } from '../../shared/session';
import { useSystem } from '../../shared/system';
import { supportKeys as keys } from './chat-keys';
import './support.css';

/** The room (socket, composer, pictures) loads when the member opens it, not with every page. */
const ChatRoom = lazy(() => import('./ChatRoom').then((m) => ({ default: m.ChatRoom })));

/** The in-house chat is the merchant's customer-service mode when its CBS3 switch is on; members only. */
export const useInHouseChat = () => {
  const { modules } = useSystem();
  const viewer = useViewer();
  return Boolean(modules.CBS3) && Boolean(viewer.token) && viewer.kind === 'member';
};

/** The live-chat entry in the header (with the unread count of CBS_unreadCount) and the chat-room modal it opens. */
export const ChatLauncher = () => {
  const { t } = useTranslation();
  const enabled = useInHouseChat();
  const [open, setOpen] = useState(false);
  const unread = useQuery({
    queryKey: keys.unread,
    queryFn: ({ signal }) => call(supportApi.unreadCount, { signal }),
    enabled,
    refetchInterval: open ? false : 30_000,
  });
  if (!enabled) return null;
  const count = unread.data ?? 0;
  return (
    <>
      <button type="button" className="chat-launcher" onClick={() => setOpen(true)} data-testid="chat-launcher" aria-label={t('chat.open')}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Zm3 6v2h10v-2H7Zm0-3v2h10V7H7Zm0 6v2h7v-2H7Z"
          />
        </svg>
        {count > 0 ? (
          <span className="badge chat-launcher__badge" data-testid="chat-unread" title={t('chat.unread', { count })}>
            {count}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ChatRoom onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
};
