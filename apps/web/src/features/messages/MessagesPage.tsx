import { type InboxItem, type MessageCategory, messageCategories } from '@wl/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { ErrorText } from '../../components/ErrorText';
import { Pager } from '../../components/Pager';
import { SafeHtml } from '../../components/SafeHtml';
import { DateTime } from '../../shared/datetime';
import { useViewer } from '../../shared/session';
import { unreadLabel, useUnreadMessages } from '../../shared/unread';
import { markAllRead, markRead, removeMessages, useInbox, useInboxMutation } from './api';
import { AgentCompose } from './AgentCompose';
import { FeedbackButton } from './FeedbackButton';
import './messages.css';

type Tab = 'ALL' | MessageCategory;
const tabs: Tab[] = ['ALL', ...messageCategories];

/** Who a message is from: the platform, support (a feedback answer) or the agent's account name. */
const Sender = ({ sender }: { sender: string }) => {
  const { t } = useTranslation();
  if (sender === 'platform' || sender === 'support') return <>{t(`messages.sender.${sender}`)}</>;
  return <bdi>{sender}</bdi>;
};

const Row = ({
  m,
  open,
  onToggle,
  onDelete,
  busy,
}: {
  m: InboxItem;
  open: boolean;
  onToggle: () => void;
  onDelete: () => void;
  busy: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <li className={`msg${m.read ? '' : ' msg--unread'}${open ? ' msg--open' : ''}`} data-testid={`message-${m.id}`} data-read={m.read}>
      <button type="button" className="msg__head" onClick={onToggle} aria-expanded={open} data-testid="message-open">
        <span className="msg__dot" aria-hidden="true" />
        <span className="msg__title" dir="auto">
          {m.title}
          {m.read ? null : <span className="visually-hidden"> ({t('messages.unread')})</span>}
        </span>
        <span className="msg__meta">
          <span className="msg__cat">{t(`messages.categories.${m.category}`)}</span>
          <DateTime value={m.createdAt} />
        </span>
      </button>
      {open ? (
        <div className="msg__body" data-testid="message-body">
          <p className="msg__from muted">
            {t('messages.from')}: <Sender sender={m.sender} />
          </p>
          <SafeHtml html={m.content} className="msg__content" />
          <button type="button" className="btn btn--sm" onClick={onDelete} disabled={busy} data-testid="message-delete">
            {t('messages.delete')}
          </button>
        </div>
      ) : null}
    </li>
  );
};

/** messageV2: the member's platform messages by category tab, with unread marks, reading, mark-all-read, delete and pages. */
export const MessagesPage = () => {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('ALL');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const category = tab === 'ALL' ? undefined : tab;
  const inbox = useInbox(category, page);
  const unread = useUnreadMessages();
  const read = useInboxMutation(markRead);
  const readAll = useInboxMutation(markAllRead);
  const remove = useInboxMutation(removeMessages);
  const data = inbox.data;
  const isAgent = useViewer().kind === 'agent';
  // The last message of a later page was deleted: show the page before it.
  useEffect(() => {
    if (data && data.content.length === 0 && page > 1) setPage(Math.max(1, Math.min(page - 1, data.totalPages)));
  }, [data, page]);
  const countOf = (tb: Tab) => (unread ? (tb === 'ALL' ? unread.total : unread.byCategory[tb]) : 0);
  const toggle = (m: InboxItem) => {
    setOpenId(openId === m.id ? null : m.id);
    if (!m.read && openId !== m.id) read.mutate([m.id]);
  };
  const choose = (tb: Tab) => {
    setTab(tb);
    setPage(1);
    setOpenId(null);
  };

  return (
    <div className="messages" data-testid="messages-page">
      <div className="messages__tabs" role="tablist" aria-label={t('messages.categoriesLabel')}>
        {tabs.map((tb) => (
          <button
            key={tb}
            type="button"
            role="tab"
            aria-selected={tab === tb}
            className={`messages__tab${tab === tb ? ' messages__tab--on' : ''}`}
            onClick={() => choose(tb)}
            data-testid={`messages-tab-${tb}`}
          >
            {t(`messages.categories.${tb}`)}
            {countOf(tb) > 0 ? (
              <span className="badge" data-testid={`messages-tab-badge-${tb}`}>
                {unreadLabel(countOf(tb))}
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <div className="messages__bar">
        <button
          type="button"
          className="btn btn--sm"
          disabled={countOf(tab) === 0 || readAll.isPending}
          onClick={() => readAll.mutate(category)}
          data-testid="messages-read-all"
        >
          {t('messages.markAllRead')}
        </button>
        <FeedbackButton />
      </div>
      {isAgent ? <AgentCompose /> : null}
      <ErrorText error={inbox.error ?? read.error ?? readAll.error ?? remove.error} />
      {data === undefined ? (
        <p className="muted" aria-busy="true">
          …
        </p>
      ) : data.content.length === 0 ? (
        <EmptyState text={t('messages.empty')} />
      ) : (
        <ul className="messages__list" data-testid="messages-list">
          {data.content.map((m) => (
            <Row
              key={m.id}
              m={m}
              open={openId === m.id}
              onToggle={() => toggle(m)}
              busy={remove.isPending}
              onDelete={() => {
                remove.mutate([m.id]);
                setOpenId(null);
              }}
            />
          ))}
        </ul>
      )}
      {data ? <Pager pageNo={page} totalPages={data.totalPages} onPage={setPage} testId="messages" /> : null}
    </div>
  );
};
export default MessagesPage;
