import type { LimitKind } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format';
import { useMerchantFacts } from '../../shared/merchant-facts';
import { formatMoney } from '../../shared/money';

/** A limit's amount in words: money with the merchant's currency, a session limit in minutes. */
export const useLimitText = () => {
  const { t } = useTranslation();
  const f = useFormat();
  const { currency } = useMerchantFacts();
  return (kind: LimitKind | null, amount: string) =>
    kind === 'session' ? t('protection.minutes', { count: f.number(Number(amount)) }) : formatMoney(amount, currency);
};
