import type { PlayerOverview } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../components/DataTable';
import { useMerchantFacts } from '../../shared/merchant-facts';
import { formatMoney } from '../../shared/money';

type Wallet = PlayerOverview['wallets'][number];
type Bank = PlayerOverview['banks'][number];

/** Balances per wallet, the profile (contact fields masked unless shown in clear) and the bank accounts on file. */
export const OverviewTab = ({ overview }: { overview: PlayerOverview }) => {
  const { t } = useTranslation();
  const { currency } = useMerchantFacts();
  const p = overview.player;
  const wallets: Column<Wallet>[] = [
    { key: 'wallet', header: t('players.overview.wallet'), cell: (w) => <bdi className="mono">{w.wallet}</bdi> },
    {
      key: 'balance',
      header: t('players.overview.balance'),
      numeric: true,
      cell: (w) => (
        <bdi className={BigInt(w.balance) < 0n ? 'money money--neg' : 'money'} data-testid={`wallet-balance-${w.wallet}`}>
          {formatMoney(w.balance, currency)}
        </bdi>
      ),
    },
  ];
  const banks: Column<Bank>[] = [
    { key: 'bank', header: t('players.overview.bankName'), cell: (b) => <bdi>{b.bankName}</bdi> },
    {
      key: 'no',
      header: t('players.overview.accountNo'),
      cell: (b) => (
        <bdi className="mono" data-testid="bank-account-no">
          {b.accountNo}
        </bdi>
      ),
    },
    { key: 'payee', header: t('players.overview.payee'), cell: (b) => <bdi>{b.payeeName}</bdi> },
  ];
  // [label, value, test id, written in Latin digits and signs (numbers, addresses, codes)]
  const profile: [string, string | null, string, boolean][] = [
    ['mobile', p.mobile, 'player-mobile', true],
    ['email', p.email, 'player-email', true],
    ['payeeName', p.payeeName, 'player-payee', false],
    ['registerIp', p.registerIp, 'player-register-ip', true],
    ['registerMethod', p.registerMethod, 'player-register-method', true],
    ['inviteCode', p.inviteCode, 'player-invite-code', true],
    ['id', String(p.id), 'player-id', true],
  ];

  return (
    <div className="player-overview">
      <section className="player-overview__balances" aria-labelledby="player-balances">
        <h2 id="player-balances">{t('players.overview.balances')}</h2>
        <DataTable
          caption={t('players.overview.balances')}
          columns={wallets}
          rows={overview.wallets}
          rowKey={(w) => w.wallet}
          empty={t('players.overview.noWallets')}
          testId="player-wallets"
        />
      </section>
      <section className="panel" aria-labelledby="player-profile">
        <h2 id="player-profile">{t('players.overview.profile')}</h2>
        <dl className="facts">
          {profile.map(([key, value, testId, code]) => (
            <div key={key}>
              <dt>{t(`players.fields.${key}`)}</dt>
              <dd>
                {value ? (
                  <bdi className={code ? 'mono' : undefined} dir={code ? 'ltr' : undefined} data-testid={testId}>
                    {value}
                  </bdi>
                ) : (
                  <span className="muted" data-testid={testId}>
                    {t('players.fields.none')}
                  </span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="player-overview__banks" aria-labelledby="player-banks">
        <h2 id="player-banks">{t('players.overview.banks')}</h2>
        <DataTable
          caption={t('players.overview.banks')}
          columns={banks}
          rows={overview.banks}
          rowKey={(b) => `${b.bankName}-${b.accountNo}`}
          empty={t('players.overview.noBanks')}
          testId="player-banks"
        />
      </section>
    </div>
  );
};
