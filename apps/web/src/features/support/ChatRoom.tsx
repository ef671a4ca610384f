import { errorTextKey, type SupportMessage, type SupportServerFrame, supportApi } from '@wl/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import { errorCodeOf, errorParamsOf } from '../../shared/api';
import { call } from '../../shared/client';
import { useViewer } from '../../shared/session';
import { ChatComposer, ChatMessages, ChatPicture, mergeMessages } from './ChatParts';
import { useChatSocket } from './socket';
import './support.css';

import { supportKeys as keys } from './chat-keys';

/** The chat-room modal: history, text and pictures, typing indicator and read marks, live over the chat socket. */
export const ChatRoom = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const viewer = useViewer();
  const [live, setLive] = useState<SupportMessage[]>([]);
  const [staffReadId, setStaffReadId] = useState(0);
  const [typingUntil, setTypingUntil] = useState(0);
  const [status, setStatus] = useState<'WAITING' | 'OPEN' | 'CLOSED' | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const launch = useQuery({ queryKey: ['support', 'launch'], queryFn: () => call(supportApi.launchChat), staleTime: Infinity, gcTime: 0 });
  const thread = useQuery({
    queryKey: keys.thread,
    queryFn: ({ signal }) => call(supportApi.history, { signal }),
    enabled: launch.isSuccess,
    gcTime: 0,
  });
  useEffect(() => {
    if (!thread.data?.conversation) return;
    setStaffReadId((r) => Math.max(r, thread.data.conversation?.staffReadId ?? 0));
    setStatus(thread.data.conversation.status);
  }, [thread.data]);

  const onFrame = (f: SupportServerFrame) => {
    if (f.t === 'message') {
      setLive((l) => mergeMessages(l, [f.message]));
      if (f.message.sender === 'STAFF') setTypingUntil(0);
    } else if (f.t === 'typing' && f.from === 'STAFF') setTypingUntil(Date.now() + 3000);
    else if (f.t === 'read' && f.by === 'STAFF') setStaffReadId((r) => Math.max(r, f.upTo));
    else if (f.t === 'conversation') {
      setStatus(f.conversation.status);
      if (f.conversation.status !== 'CLOSED') void qc.invalidateQueries({ queryKey: keys.thread });
    } else if (f.t === 'ready') void qc.invalidateQueries({ queryKey: keys.thread });
  };
  const socket = useChatSocket(launch.data?.chatUrl ?? null, viewer.token ? { token: viewer.token } : null, onFrame);

  const messages = mergeMessages(thread.data?.messages ?? [], live);
  const lastStaff = [...messages].reverse().find((m) => m.sender === 'STAFF')?.id ?? 0;

  // Everything shown is read: mark it, and the badge clears.
  useEffect(() => {
    if (!lastStaff) return;
    call(supportApi.read, { body: { upTo: lastStaff } })
      .then(() => qc.setQueryData(keys.unread, 0))
      .catch(() => {});
  }, [lastStaff, qc]);

  // Keep the newest message in view.
  const count = messages.length;
  useEffect(() => {
    const el = listRef.current;
    if (el && count >= 0) el.scrollTop = el.scrollHeight;
  }, [count]);

  // The typing indicator fades by itself.
  const [, tick] = useState(0);
  useEffect(() => {
    if (!typingUntil) return;
    const id = setTimeout(() => tick((n) => n + 1), Math.max(0, typingUntil - Date.now()) + 10);
    return () => clearTimeout(id);
  }, [typingUntil]);
  const typing = typingUntil > Date.now();

  const fail = (err: unknown) =>
    setError(t(errorTextKey(errorCodeOf(err)), { ...errorParamsOf(err), defaultValue: t('errors.system_error') }));
  const sendText = useMutation({
    mutationFn: (body: string) => call(supportApi.send, { body: { body } }),
    onSuccess: (m) => {
      setLive((l) => mergeMessages(l, [m]));
      setText('');
      setError(null);
      if (status === 'CLOSED') setStatus('WAITING');
    },
    onError: fail,
  });
  const sendPicture = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return call(supportApi.attach, { body: form });
    },
    onSuccess: (m) => {
      setLive((l) => mergeMessages(l, [m]));
      setError(null);
    },
    onError: fail,
  });

  return (
    <Modal open title={t('chat.title')} onClose={onClose} testId="chat-room" size="md">
      <div className="chat" data-testid="chat">
        <div className="chat__status" role="status">
          {!socket.online && launch.isSuccess ? <span className="chat__offline">{t('chat.offline')}</span> : null}
          {status === 'WAITING' ? <span>{t('chat.waiting')}</span> : null}
          {status === 'CLOSED' ? <span>{t('chat.closed')}</span> : null}
        </div>
        <div className="chat__scroll" ref={listRef}>
          {messages.length === 0 && thread.isSuccess ? <p className="chat__empty">{t('chat.empty')}</p> : null}
          <ChatMessages
            messages={messages}
            mine="MEMBER"
            otherReadId={staffReadId}
            picture={(id) => <ChatPicture def={supportApi.file} id={id} />}
            labels={{ me: t('chat.you'), other: (m) => m.staffName ?? t('chat.support') }}
          />
        </div>
        <p className="chat__typing" aria-live="polite" data-testid={typing ? 'chat-typing' : undefined}>
          {typing ? t('chat.typing') : '\u00a0'}
        </p>
        {error ? (
          <p className="form-error" role="alert" data-testid="chat-error">
            {error}
          </p>
        ) : null}
        <ChatComposer
          text={text}
          onText={setText}
          onTyping={() => socket.send({ t: 'typing' })}
          onSend={(body) => sendText.mutate(body)}
          onPicture={(f) => sendPicture.mutate(f)}
          pending={sendText.isPending}
          testId="chat"
        />
      </div>
    </Modal>
  );
};
