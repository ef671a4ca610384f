import { type SupportConversation, type SupportMessage, supportApi } from '@wl/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callAs } from '../../shared/client';
import { ChatComposer, ChatMessages, ChatPicture, mergeMessages } from './ChatParts';
import { ConsolePlayer } from './ConsolePlayer';
import { useErrorText } from './use-error-text';

/** One conversation at the console: take, transfer or close it, read and answer it (text, canned replies, pictures). */
export const ConsoleThread = ({
  id,
  auth,
  summary,
  live,
  memberReadId,
  typing,
  onTyping,
}: {
  id: number;
  auth: string;
  summary: SupportConversation | null;
  live: SupportMessage[];
  memberReadId: number;
  typing: boolean;
  onTyping: () => void;
}) => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<SupportMessage[]>([]);
  const listRef = useRef<HTMLDivElement>(null);
  const [, tick] = useState(0);

  const thread = useQuery({ queryKey: ['console', 'thread', id], queryFn: () => callAs(auth, supportApi.thread, { params: { id } }) });
  const staff = useQuery({ queryKey: ['console', 'staff'], queryFn: () => callAs(auth, supportApi.staffList), staleTime: 60_000 });
  const canned = useQuery({ queryKey: ['console', 'canned'], queryFn: () => callAs(auth, supportApi.canned), staleTime: 60_000 });
  const conversation = thread.data?.conversation ?? summary;
  const messages = mergeMessages(mergeMessages(thread.data?.messages ?? [], live), sent);
  const lastMember = [...messages].reverse().find((m) => m.sender === 'MEMBER')?.id ?? 0;
  const readId = Math.max(memberReadId, thread.data?.conversation?.memberReadId ?? 0);

  useEffect(() => {
    if (lastMember) void callAs(auth, supportApi.staffRead, { params: { id }, body: { upTo: lastMember } }).catch(() => {});
  }, [lastMember, id, auth]);
  const count = messages.length;
  useEffect(() => {
    const el = listRef.current;
    if (el && count >= 0) el.scrollTop = el.scrollHeight;
  }, [count]);
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => tick((n) => n + 1), 3100);
    return () => clearTimeout(timer);
  }, [typing]);

  const refresh = () => {
    void qc.invalidateQueries({ queryKey: ['console', 'queue'] });
    void qc.invalidateQueries({ queryKey: ['console', 'thread', id] });
  };
  const act = useMutation({
    mutationFn: (a: { kind: 'take' } | { kind: 'close' } | { kind: 'transfer'; staffId: number }) =>
      a.kind === 'transfer'
        ? callAs(auth, supportApi.transfer, { params: { id }, body: { staffId: a.staffId } })
        : callAs(auth, a.kind === 'take' ? supportApi.take : supportApi.close, { params: { id } }),
    onSuccess: () => {
      setError(null);
      refresh();
    },
    onError: (e) => setError(errorText(e)),
  });
  const send = useMutation({
    mutationFn: (x: { body: string } | { file: File }) => {
      if ('body' in x) return callAs(auth, supportApi.staffSend, { params: { id }, body: { body: x.body } });
      const form = new FormData();
      form.append('file', x.file);
      return callAs(auth, supportApi.staffAttach, { params: { id }, body: form });
    },
    onSuccess: (m) => {
      setSent((s) => [...s, m]);
      setText('');
      setError(null);
      refresh();
    },
    onError: (e) => setError(errorText(e)),
  });
  const me = staff.data?.list.find((s) => s.id === conversation?.staffId);
  // A waiting conversation is taken before it is answered (the server refuses otherwise: support.take_first).
  const locked = conversation?.status === 'WAITING' ? t('console.takeFirst') : undefined;

  return (
    <>
      <div className="console__head">
        <h2 data-testid="console-thread-title">
          {t('console.member')}: {conversation?.memberAccount ?? ''} · {conversation ? t(`console.status_${conversation.status}`) : ''}
          {conversation?.staffName ? ` · ${conversation.staffName}` : ''}
        </h2>
        <div className="console__actions">
          {conversation?.status === 'WAITING' ? (
            <button
              type="button"
              className="btn btn--primary btn--sm"
              onClick={() => act.mutate({ kind: 'take' })}
              data-testid="console-take"
            >
              {t('console.take')}
            </button>
          ) : null}
          {conversation?.status === 'OPEN' ? (
            <>
              <select
                aria-label={t('console.transfer')}
                value=""
                onChange={(e) => e.target.value && act.mutate({ kind: 'transfer', staffId: Number(e.target.value) })}
              >
                <option value="">{t('console.transfer')}…</option>
                {(staff.data?.list ?? [])
                  .filter((s) => s.id !== conversation.staffId)
                  .map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.displayName}
                      {s.online ? ` (${t('console.online')})` : ''}
                    </option>
                  ))}
              </select>
              <button type="button" className="btn btn--sm" onClick={() => act.mutate({ kind: 'close' })} data-testid="console-close">
                {t('console.close')}
              </button>
            </>
          ) : null}
        </div>
      </div>
      <div className="console__body">
        <div className="chat">
          <div className="chat__scroll" ref={listRef}>
            <ChatMessages
              messages={messages}
              mine="STAFF"
              otherReadId={readId}
              picture={(fid) => <ChatPicture def={supportApi.staffFile} id={fid} authorization={auth} />}
              labels={{ me: me?.displayName ?? t('chat.support'), other: () => conversation?.memberAccount ?? t('console.member') }}
            />
          </div>
          <p className="chat__typing" aria-live="polite" data-testid={typing ? 'console-typing' : undefined}>
            {typing ? t('chat.memberTyping') : '\u00a0'}
          </p>
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          {conversation && conversation.status !== 'CLOSED' ? (
            <>
              <select
                className="console__canned"
                aria-label={t('console.canned')}
                value=""
                disabled={Boolean(locked)}
                onChange={(e) => e.target.value && setText(e.target.value)}
                data-testid="console-canned"
              >
                <option value="">{t('console.canned')}…</option>
                {(canned.data?.list ?? []).map((c) => (
                  <option key={c.id} value={c.body}>
                    {c.title}
                  </option>
                ))}
              </select>
              <ChatComposer
                text={text}
                onText={setText}
                onTyping={onTyping}
                onSend={(body) => send.mutate({ body })}
                onPicture={(file) => send.mutate({ file })}
                pending={send.isPending}
                testId="console"
                locked={locked}
              />
            </>
          ) : null}
        </div>
        <ConsolePlayer id={id} auth={auth} />
      </div>
    </>
  );
};
