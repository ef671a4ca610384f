import type { SupportConversation } from '@wl/contracts';
import { useTranslation } from 'react-i18next';

/** One list of the console's queue (waiting, mine, others): each conversation with its unread count and agent. */
export const QueueList = ({
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
