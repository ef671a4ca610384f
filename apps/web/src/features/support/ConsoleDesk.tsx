import { type SupportMessage, type SupportServerFrame, supportApi } from '@wl/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../shared/api';
import { callAs } from '../../shared/client';
import { LanguageSelect } from '../../shared/LanguageSelect';
import { mergeMessages } from './ChatParts';
import { ConsoleThread } from './ConsoleThread';
import type { ConsoleSession } from './console-session';
import { QueueList } from './QueueList';
import { useChatSocket } from './socket';

/** The signed-in console: the queue, the open conversation, and the live frames of the chat socket. */
export const ConsoleDesk = ({ session, onSignOut }: { session: ConsoleSession; onSignOut: () => void }) => {
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
