import { formatMinor, maskedBalance } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberInfo } from '../session/member-api';
import { useSystem } from '../system/api';

const KEY = 'hideBalance';

/** Balance (integer minor units on the wire) with a hide toggle; shown only when the member info carries it. */
export const Balance = ({ member }: { member: MemberInfo }) => {
  const { t } = useTranslation();
  const { brand } = useSystem();
  const [hidden, setHidden] = useState(() => sessionStorage.getItem(KEY) === '1');
  if (member.balance === undefined || member.balance === null) return null;
  let text: string;
  try {
    text = formatMinor(String(member.balance), brand?.currency.decimals ?? 2);
  } catch {
    return null;
  }
  const symbol = member.currencySymbol ?? brand?.currency.symbol ?? '';
  const toggle = () => {
    sessionStorage.setItem(KEY, hidden ? '0' : '1');
    setHidden(!hidden);
  };
  return (
    <div className="balance" data-testid="balance">
      <span className="balance__label">{t('nav.balance')}</span>
      <bdi className="balance__value">
        {symbol} {hidden ? maskedBalance : text}
      </bdi>
      <button type="button" className="icon-btn" onClick={toggle} aria-pressed={hidden} aria-label={hidden ? t('nav.showBalance') : t('nav.hideBalance')}>
        {hidden ? '◌' : '●'}
      </button>
    </div>
  );
};
