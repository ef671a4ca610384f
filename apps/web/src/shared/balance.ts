import { walletApi } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { useLang } from './language';
import { useMemberQuery } from './member-query';
import { walletKeys } from './query-keys';

/**
 * The member's balances (sum and per wallet, each vendor wallet with its name in the interface language); the header,
 * the member centre and the game pages share this query.
 */
export const useBalance = () => {
  const lang = useLang();
  return useMemberQuery([...walletKeys.balance(), lang], walletApi.balance, { query: { typeId: 0 } });
};

/**
 * A wallet's name as a person reads it: "Main wallet", or the vendor's name the server gives (the one the transaction
 * history uses); a wallet the server has not named yet reads as a plain "Game wallet", never as its code.
 */
export const useWalletName = () => {
  const { t } = useTranslation();
  const { data } = useBalance();
  return (code: string, name?: string | null) => {
    if (code === 'MAIN') return t('wallet.mainWallet');
    return name ?? data?.balance.find((w) => w.wallet === code)?.name ?? t('wallet.vendorWallet');
  };
};
