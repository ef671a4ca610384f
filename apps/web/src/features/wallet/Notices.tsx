import { withdrawalsApi } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/client';
import { useNotices, useWalletMutation } from './api';
import { Money } from '../../shared/money';

/** Deposit and withdrawal notices (credited, approved, rejected, failed) with an unread badge. */
export const Notices = () => {
  const { t } = useTranslation();
  const { data } = useNotices();
  const read = useWalletMutation(() => call(withdrawalsApi.readNotices, { body: {} }));
  if (!data || data.list.length === 0) return null;
  return (
    <section className="notices" data-testid="wallet-notices" aria-live="polite">
      <h3>
        {t('wallet.notices')}{' '}
        {data.unread > 0 ? (
          <span className="badge" data-testid="notice-badge">
            {data.unread}
          </span>
        ) : null}
      </h3>
      <ul>
        {data.list.slice(0, 5).map((n) => (
          <li key={n.id} className={n.read ? 'notice' : 'notice notice--unread'} data-testid={`notice-${n.kind}`}>
            {t(`wallet.notice.${n.kind}`)} <Money minor={n.amount} />
          </li>
        ))}
      </ul>
      {data.unread > 0 ? (
        <button type="button" className="link-btn" onClick={() => read.mutate(undefined)} data-testid="notices-read">
          {t('wallet.markRead')}
        </button>
      ) : null}
    </section>
  );
};
