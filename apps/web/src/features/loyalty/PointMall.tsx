import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { ErrorText } from '../../components/ErrorText';
import { FormMessage } from '../../components/FormMessage';
import { openAuthDialog } from '../../shared/auth-dialog';
import { Money } from '../../shared/money';
import { useToken } from '../../shared/session';
import { convertPoints, useLoyaltyMutation, usePointBalance, usePointConfig } from './api';
import { PointDetails } from './PointDetails';
import { PointItems } from './PointItems';
import { Points } from './Points';
import { RedeemHistory } from './RedeemHistory';
import './loyalty.css';
import { ChipTabs } from './ChipTabs';
import { useChipTabs } from './use-chip-tabs';
import { PaymentPasswordField } from './PaymentPasswordField';

const tabs = ['mall', 'details', 'history', 'convert', 'rules'] as const;
type Tab = (typeof tabs)[number];

const ExchangeTable = ({ tiers }: { tiers: { minPoints: number; points: number; amount: string }[] }) => {
  const { t } = useTranslation();
  if (tiers.length === 0) return <EmptyState text={t('points.noExchange')} />;
  return (
    <div className="table-wrap">
      <table className="history-table" data-testid="exchange-table">
        <thead>
          <tr>
            <th>{t('points.from')}</th>
            <th>{t('points.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((x) => (
            <tr key={x.minPoints}>
              <td>
                <Points value={String(x.minPoints)} /> {t('points.unit')}
              </td>
              <td>
                <Points value={String(x.points)} /> {t('points.unit')} = <Money minor={x.amount} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

const Convert = () => {
  const { t } = useTranslation();
  const config = usePointConfig();
  const [pts, setPts] = useState('');
  const [password, setPassword] = useState('');
  const conv = useLoyaltyMutation(convertPoints);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    conv.mutate({ points: Number(pts), paymentPassword: password });
  };
  return (
    <div className="points-convert">
      <ExchangeTable tiers={config.data?.tiers ?? []} />
      <form className="points-form" onSubmit={submit} data-testid="convert-form">
        <label className="field">
          <span>{t('points.convertPoints')}</span>
          <input
            inputMode="numeric"
            value={pts}
            onChange={(e) => setPts(e.target.value.replace(/\D/g, ''))}
            required
            data-testid="convert-points"
          />
        </label>
        <PaymentPasswordField value={password} onChange={setPassword} />
        <ErrorText error={conv.error} />
        {conv.data ? (
          <FormMessage tone="success" testId="convert-done">
            {t('points.converted', { points: conv.data.points })} <Money minor={conv.data.amount} />
          </FormMessage>
        ) : null}
        <button type="submit" className="btn btn--primary" disabled={conv.isPending || pts === '' || password === ''}>
          {t('points.convert')}
        </button>
      </form>
    </div>
  );
};

const Rules = () => {
  const { t } = useTranslation();
  const { data, error } = usePointConfig();
  if (error) return <ErrorText error={error} />;
  if (!data) return <div className="loyalty-skeleton" aria-busy="true" />;
  return (
    <div className="points-rules" data-testid="point-rules">
      <p>{data.rules || t('points.noRules')}</p>
      <p className="muted">
        {t('points.ratio', { points: data.pointsPerUnit })} <Money minor={data.unit} />
      </p>
      <h3>{t('points.exchange')}</h3>
      <ExchangeTable tiers={data.tiers} />
    </div>
  );
};

/**
 * The points mall (/pointMall): current points, the reward items with redeem behind the payment password, points
 * details, redeem history (in process, rejected, approved), converting points to cash at the exchange-rate table,
 * and the rules. A visitor sees the items and the rules and is asked to log in for the rest.
 */
export const PointMall = () => {
  const { t } = useTranslation();
  const token = useToken();
  const shown: Tab[] = token ? [...tabs] : ['mall', 'rules'];
  const row = useChipTabs(shown, 'mall');
  const bal = usePointBalance();
  return (
    <div className="loyalty-page point-mall" data-testid="point-mall">
      <div className="loyalty-summary">
        {token ? (
          <>
            <div>
              <span className="muted">{t('points.current')}</span>
              <strong data-testid="point-balance">{bal.data ? <Points value={bal.data.balance} /> : '…'}</strong>
            </div>
            <div>
              <span className="muted">{t('points.earned')}</span>
              <strong>{bal.data ? <Points value={bal.data.earned} /> : '…'}</strong>
            </div>
            <p className="muted">{t('points.never')}</p>
          </>
        ) : (
          <div>
            <span className="muted">{t('points.loginHint')}</span>
            <button type="button" className="btn btn--primary btn--sm" onClick={() => openAuthDialog('login')}>
              {t('points.login')}
            </button>
          </div>
        )}
      </div>
      <ChipTabs {...row} ariaLabel={t('points.sections')} testIdPrefix="points-tab" label={(x) => t(`points.tabs.${x}`)} />
      <section role="tabpanel">
        {row.tab === 'mall' ? (
          <PointItems balance={token ? bal.data?.balance : undefined} />
        ) : row.tab === 'details' ? (
          <PointDetails />
        ) : row.tab === 'history' ? (
          <RedeemHistory />
        ) : row.tab === 'convert' ? (
          <Convert />
        ) : (
          <Rules />
        )}
      </section>
    </div>
  );
};
