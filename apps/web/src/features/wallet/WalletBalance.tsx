import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icons';
import { useBalance } from './api';
import { useBalanceHidden, useMoney } from '../../shared/money';

/**
 * The member's balance (sum of wallets) with a hide toggle (stars), a refresh button and, in the header, a copy-ID
 * button. The header hides it on game pages (the layout decides).
 */
export const WalletBalance = ({ memberId, variant = 'header' }: { memberId?: number; variant?: 'header' | 'panel' }) => {
  const { t } = useTranslation();
  const { data, refetch, isFetching } = useBalance();
  const [hidden, toggle] = useBalanceHidden();
  const [copied, setCopied] = useState(false);
  const fmt = useMoney();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(String(memberId));
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      // clipboard refused (insecure context): nothing to confirm
    }
  };
  return (
    <div className={`balance balance--${variant}`} data-testid={variant === 'header' ? 'balance' : 'panel-balance'}>
      <span className="balance__label">{t('nav.balance')}</span>
      <bdi className="balance__value" data-testid={`${variant}-balance-value`}>
        {data ? fmt(data.sumBalance, { hidden }) : '…'}
      </bdi>
      {data?.balance.some((w) => w.pending) ? (
        <span className="balance__pending" title={t('wallet.recallPendingHint')} data-testid={`${variant}-balance-pending`}>
          {t('wallet.recallPending')}
        </span>
      ) : null}
      <button
        type="button"
        className="icon-btn balance__toggle"
        onClick={toggle}
        aria-pressed={hidden}
        aria-label={hidden ? t('nav.showBalance') : t('nav.hideBalance')}
        data-testid={`${variant}-balance-toggle`}
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} />
      </button>
      <button
        type="button"
        className={`icon-btn balance__refresh${isFetching ? ' spin' : ''}`}
        onClick={() => refetch()}
        aria-label={t('wallet.refresh')}
        data-testid={`${variant}-balance-refresh`}
      >
        ↻
      </button>
      {memberId !== undefined ? (
        <button type="button" className="link-btn balance__copy" onClick={copy} data-testid={`${variant}-copy-id`}>
          {copied ? t('wallet.copied') : t('wallet.copyId')}
        </button>
      ) : null}
    </div>
  );
};
