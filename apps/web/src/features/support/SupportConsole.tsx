import { errorTextKey, type SupportConversation, type SupportMessage, type SupportServerFrame, supportApi } from '@wl/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorParamsOf } from '../../shared/api';
import { callAs } from '../../shared/client';
import { LanguageSelect } from '../../shared/LanguageSelect';
import { ChatComposer, ChatMessages, ChatPicture, mergeMessages } from './ChatParts';
import { useChatSocket } from './socket';
import './support.css';

type Stored = { token: string; chatUrl: string; name: string };
const STORE = 'supportConsole';
const load = (): Stored | null => {
  try {
    return JSON.parse(sessionStorage.getItem(STORE) ?? 'null');
  } catch {
    return null;
  }
};

const useErrorText = () => {
  const { t } = useTranslation();
  return (err: unknown) => t(errorTextKey(errorCodeOf(err)), { ...errorParamsOf(err), defaultValue: t('errors.system_error') });
};

/** The support console (/support-console): operator staff sign in with their own agent accounts. */
export default function SupportConsole() {
  const [session, setSession] = useState<Stored | null>(load);
  const save = (s: Stored | null) => {
    if (s) sessionStorage.setItem(STORE, JSON.stringify(s));
    else sessionStorage.removeItem(STORE);
    setSession(s);
  };
  return session ? <ConsoleDesk session={session} onSignOut={() => save(null)} /> : <ConsoleLogin onSignedIn={save} />;
}

const ConsoleLogin = ({ onSignedIn }: { onSignedIn: (s: Stored) => void }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const login = useMutation({
    mutationFn: () => callAs('', supportApi.staffLogin, { body: { username, password } }),
    onSuccess: (v) => onSignedIn({ token: v.token, chatUrl: v.chatUrl, name: v.staff.displayName }),
  });
  return (
    <main className="console" data-testid="support-console">
      <form
        className="console__login"
        onSubmit={(e) => {
          e.preventDefault();
          login.mutate();
        }}
      >
        <h1>{t('console.title')}</h1>
        <LanguageSelect />
        <label className="field">
          <span>{t('console.username')}</span>
          <input value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" data-testid="console-username" />
        </label>
        <label className="field">
          <span>{t('console.password')}</span>
          <input
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
            data-testid="console-password"
          />
        </label>
        {login.isError ? (
          <p className="form-error" role="alert">
            {errorText(login.error)}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary" disabled={login.isPending} data-testid="console-signin">
          {t('console.signIn')}
        </button>
      </form>
    </main>
  );
};

const QueueList = ({
  items,
  empty,
  current,
  onPick,
}: {
  items: SupportConversation[];
  empty: string;
  current: number | null;
  onPick: (id: number) => void;
}) => {
  const { t } = useTranslation();
  if (items.length === 0) return <p className="console__none">{empty}</p>;
  return (
    <ul>
      {items.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            className="console__item"
            aria-current={c.id === current}
            onClick={() => onPick(c.id)}
            data-testid="console-conversation"
          >
            <span className="console__item-top">
              <span>{c.memberAccount}</span>
              {c.unread > 0 ? <span className="badge">{c.unread}</span> : null}
            </span>
            <span className="console__item-last">{c.lastBody ?? ''}</span>
            {c.staffName ? (
              <span className="console__item-last">
                {t('console.agent')}: {c.staffName}
              </span>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
};

const ConsoleDesk = ({ session, onSignOut }: { session: Stored; onSignOut: () => void }) => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const auth = `Bearer ${session.token}`;
  const [current, setCurrent] = useState<number | null>(null);
  const [typing, setTyping] = useState<{ id: number; until: number } | null>(null);
  const [live, setLive] = useState<SupportMessage[]>([]);
  const [memberRead, setMemberRead] = useState<Record<number, number>>({});

  const queue = useQuery({
    queryKey: ['console', 'queue'],
    queryFn: () => callAs(auth, supportApi.queue),
    refetchInterval: 15_000,
    retry: (n, err) => errorCodeOf(err) !== 'support.staff_required' && n < 2,
  });
  useEffect(() => {
    if (queue.isError && errorCodeOf(queue.error) === 'support.staff_required') onSignOut();
  }, [queue.isError, queue.error, onSignOut]);

  const onFrame = (f: SupportServerFrame) => {
    if (f.t === 'message' || f.t === 'conversation') void qc.invalidateQueries({ queryKey: ['console', 'queue'] });
    if (f.t === 'message') {
      setLive((l) => mergeMessages(l, [f.message]));
      if (f.message.sender === 'MEMBER') setTyping((x) => (x?.id === f.message.conversationId ? null : x));
    }
    if (f.t === 'conversation') void qc.invalidateQueries({ queryKey: ['console', 'thread', f.conversation.id] });
    if (f.t === 'typing' && f.from === 'MEMBER') setTyping({ id: f.conversationId, until: Date.now() + 3000 });
    if (f.t === 'read' && f.by === 'MEMBER')
      setMemberRead((r) => ({ ...r, [f.conversationId]: Math.max(r[f.conversationId] ?? 0, f.upTo) }));
  };
  const socket = useChatSocket(session.chatUrl, { staffToken: session.token }, onFrame);

  const signOut = async () => {
    await callAs(auth, supportApi.staffLogout).catch(() => {});
    onSignOut();
  };

  const all = [...(queue.data?.waiting ?? []), ...(queue.data?.mine ?? []), ...(queue.data?.others ?? [])];
  return (
    <div className="console" data-testid="support-console">
      <header className="console__bar">
        <h1>{t('console.title')}</h1>
        <div className="console__who">
          <span data-testid="console-agent">
            {session.name}
            {socket.online ? ` · ${t('console.online')}` : ''}
          </span>
          <LanguageSelect compact />
          <button type="button" className="btn btn--sm" onClick={() => void signOut()}>
            {t('console.signOut')}
          </button>
        </div>
      </header>
      <div className="console__main">
        <nav className="console__queue" aria-label={t('console.title')}>
          <h2>
            {t('console.waiting')} ({queue.data?.waiting.length ?? 0})
          </h2>
          <QueueList items={queue.data?.waiting ?? []} empty={t('console.noneWaiting')} current={current} onPick={setCurrent} />
          <h2>{t('console.mine')}</h2>
          <QueueList items={queue.data?.mine ?? []} empty={t('console.noneMine')} current={current} onPick={setCurrent} />
          {queue.data?.others.length ? (
            <>
              <h2>{t('console.others')}</h2>
              <QueueList items={queue.data.others} empty="" current={current} onPick={setCurrent} />
            </>
          ) : null}
        </nav>
        <section className="console__thread">
          {current ? (
            <ConsoleThread
              key={current}
              id={current}
              auth={auth}
              summary={all.find((c) => c.id === current) ?? null}
              live={live.filter((m) => m.conversationId === current)}
              memberReadId={memberRead[current] ?? 0}
              typing={typing?.id === current && typing.until > Date.now()}
              onTyping={() => socket.send({ t: 'typing', conversationId: current })}
            />
          ) : (
            <p className="console__none">{t('console.pick')}</p>
          )}
        </section>
      </div>
    </div>
  );
};

const ConsoleThread = ({
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
            />
          </>
        ) : null}
      </div>
    </>
  );
};
