import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { ErrorText } from '../../components/ErrorText';
import { FormMessage } from '../../components/FormMessage';
import { Icon } from '../../components/icons';
import { Modal } from '../../components/Modal';
import { openAuthDialog } from '../../shared/auth-dialog';
import { DateTime } from '../../shared/datetime';
import { Money } from '../../shared/money';
import { useToken } from '../../shared/session';
import {
  convertPoints,
  redeemItem,
  useLoyaltyMutation,
  usePointBalance,
  usePointConfig,
  usePointDetails,
  usePointItems,
  useRedeemList,
} from './api';
import { Pager } from '../../components/Pager';
import './loyalty.css';

const tabs = ['mall', 'details', 'history', 'convert', 'rules'] as const;
type Tab = (typeof tabs)[number];
const artIcon: Record<string, string> = {
  gift: 'reward',
  cash: 'deposit',
  bag: 'promo',
  headset: 'support',
  watch: 'record',
  phone: 'message',
  voucher: 'rebate',
  car: 'vip',
};
const Points = ({ value }: { value: string }) => <bdi className="points-num">{Number(value).toLocaleString('en-US')}</bdi>;

type Item = NonNullable<ReturnType<typeof usePointItems>['data']>['list'][number];

/** Redeem behind the payment password: the item, its cost and the member's points, then the password. */
const RedeemDialog = ({ item, balance, onClose }: { item: Item; balance: string | undefined; onClose: () => void }) => {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const redeem = useLoyaltyMutation(redeemItem);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    redeem.mutate({ itemId: item.id, paymentPassword: password });
  };
  return (
    <Modal open title={t('points.redeemTitle', { name: item.name })} onClose={onClose} testId="redeem-dialog">
      {redeem.data ? (
        <div className="points-done">
          <FormMessage tone="success" testId="redeem-done">
            {t('points.redeemed', { points: item.pointsRequired })}
          </FormMessage>
          <p className="muted">
            {t('points.balanceNow')} <Points value={redeem.data.balance} />
          </p>
          <button type="button" className="btn btn--primary" onClick={onClose} data-testid="redeem-close">
            {t('points.close')}
          </button>
        </div>
      ) : (
        <form className="points-form" onSubmit={submit} data-testid="redeem-form">
          <p>
            {t('points.cost')} <Points value={item.pointsRequired} /> · {t('points.yours')} <Points value={balance ?? '0'} />
          </p>
          <label className="field">
            <span>{t('points.paymentPassword')}</span>
            <input
              type="password"
              inputMode="numeric"
              autoComplete="off"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
              data-testid="redeem-password"
            />
          </label>
          <ErrorText error={redeem.error} />
          <button type="submit" className="btn btn--primary" disabled={redeem.isPending || password === ''} data-testid="redeem-submit">
            {t('points.confirm')}
          </button>
        </form>
      )}
    </Modal>
  );
};

const Mall = ({ balance }: { balance: string | undefined }) => {
  const { t } = useTranslation();
  const token = useToken();
  const { data, error } = usePointItems();
  const [chosen, setChosen] = useState<Item | null>(null);
  if (error) return <ErrorText error={error} />;
  if (!data) return <div className="loyalty-skeleton" aria-busy="true" />;
  if (data.list.length === 0) return <EmptyState text={t('points.noItems')} />;
  return (
    <>
      <ul className="points-grid" data-testid="point-items">
        {data.list.map((i) => {
          const short = balance != null && BigInt(balance) < BigInt(i.pointsRequired);
          return (
            <li key={i.id} className="points-item" data-testid="point-item" data-item={i.id}>
              <span className={`points-item__art points-item__art--${i.art}`} aria-hidden="true">
                <Icon name={artIcon[i.art] ?? 'reward'} />
              </span>
              <strong className="points-item__name">{i.name}</strong>
              <span className="points-item__cost">
                <Points value={i.pointsRequired} /> {t('points.unit')}
              </span>
              {i.cashValue !== '0' ? (
                <span className="muted">
                  {t('points.cashValue')} <Money minor={i.cashValue} />
                </span>
              ) : null}
              {i.amountRequired !== '0' ? (
                <span className="muted">
                  {t('points.amountRequired')} <Money minor={i.amountRequired} />
                </span>
              ) : null}
              <span className="muted">{i.quantity > 0 ? t('points.left', { count: i.quantity }) : t('points.soldOut')}</span>
              <button
                type="button"
                className="btn btn--primary btn--sm"
                disabled={i.quantity <= 0 || short}
                onClick={() => (token ? setChosen(i) : openAuthDialog('login'))}
                data-testid="point-redeem"
              >
                {i.quantity <= 0 ? t('points.soldOut') : short ? t('points.notEnough') : t('points.redeem')}
              </button>
            </li>
          );
        })}
      </ul>
      {chosen ? <RedeemDialog item={chosen} balance={balance} onClose={() => setChosen(null)} /> : null}
    </>
  );
};

const Details = () => {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const { data, error } = usePointDetails(pageNo);
  if (error) return <ErrorText error={error} />;
  if (!data) return <div className="loyalty-skeleton" aria-busy="true" />;
  if (data.list.length === 0) return <EmptyState text={t('points.noDetails')} />;
  return (
    <>
      <div className="table-wrap">
        <table className="history-table card-table" data-testid="point-details">
          <thead>
            <tr>
              <th>{t('points.time')}</th>
              <th>{t('points.kindCol')}</th>
              <th>{t('points.changed')}</th>
              <th>{t('points.balanceAfter')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((e) => (
              <tr key={`${e.time}|${e.kind}|${e.points}|${e.balanceAfter}`} data-testid="point-entry" data-kind={e.kind}>
                <td data-label={t('points.time')}>
                  <DateTime value={e.time} />
                </td>
                <td data-label={t('points.kindCol')}>{t(`points.kind.${e.kind}`)}</td>
                <td data-label={t('points.changed')} className={e.points.startsWith('-') ? 'points-neg' : 'points-pos'}>
                  <bdi>{e.points.startsWith('-') ? e.points : `+${e.points}`}</bdi>
                </td>
                <td data-label={t('points.balanceAfter')}>
                  <Points value={e.balanceAfter} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager pageNo={pageNo} totalPages={data.totalPages} onPage={setPageNo} testId="point-details" />
    </>
  );
};

const History = () => {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [status, setStatus] = useState<string | null>(null);
  const { data, error } = useRedeemList(pageNo, status);
  return (
    <>
      <label className="loyalty-filter">
        <span className="muted">{t('points.status')}</span>
        <select
          value={status ?? ''}
          onChange={(e) => {
            setStatus(e.target.value || null);
            setPageNo(1);
          }}
          data-testid="redeem-filter"
        >
          <option value="">{t('points.allStatuses')}</option>
          {(['IN_PROCESS', 'APPROVED', 'REJECTED'] as const).map((s) => (
            <option key={s} value={s}>
              {t(`points.statuses.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {error ? <ErrorText error={error} /> : null}
      {!data ? (
        <div className="loyalty-skeleton" aria-busy="true" />
      ) : data.list.length === 0 ? (
        <EmptyState text={t('points.noRedemptions')} />
      ) : (
        <>
          <div className="table-wrap">
            <table className="history-table card-table" data-testid="redeem-history">
              <thead>
                <tr>
                  <th>{t('points.time')}</th>
                  <th>{t('points.item')}</th>
                  <th>{t('points.changed')}</th>
                  <th>{t('points.status')}</th>
                  <th>{t('points.remark')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((r) => (
                  <tr key={r.id} data-testid="redemption" data-status={r.status}>
                    <td data-label={t('points.time')}>
                      <DateTime value={r.createdAt} />
                    </td>
                    <td data-label={t('points.item')}>{r.item}</td>
                    <td data-label={t('points.changed')}>
                      <bdi>-{r.points}</bdi>
                    </td>
                    <td data-label={t('points.status')}>
                      <span className={`chip loyalty-chip points-status--${r.status.toLowerCase()}`}>
                        {t(`points.statuses.${r.status}`)}
                      </span>
                    </td>
                    <td data-label={t('points.remark')}>{r.remark ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager pageNo={pageNo} totalPages={data.totalPages} onPage={setPageNo} testId="redeem-history" />
        </>
      )}
    </>
  );
};

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
        <label className="field">
          <span>{t('points.paymentPassword')}</span>
          <input
            type="password"
            inputMode="numeric"
            autoComplete="off"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </label>
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
  const [tab, setTab] = useState<Tab>('mall');
  const bal = usePointBalance();
  const shown: Tab[] = token ? [...tabs] : ['mall', 'rules'];
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
      <div className="chip-row" role="tablist" aria-label={t('points.sections')}>
        {shown.map((x) => (
          <button
            key={x}
            type="button"
            role="tab"
            aria-selected={tab === x}
            className={`chip ${tab === x ? 'chip--on' : ''}`}
            onClick={() => setTab(x)}
            data-testid={`points-tab-${x}`}
          >
            {t(`points.tabs.${x}`)}
          </button>
        ))}
      </div>
      <section role="tabpanel">
        {tab === 'mall' ? (
          <Mall balance={token ? bal.data?.balance : undefined} />
        ) : tab === 'details' ? (
          <Details />
        ) : tab === 'history' ? (
          <History />
        ) : tab === 'convert' ? (
          <Convert />
        ) : (
          <Rules />
        )}
      </section>
    </div>
  );
};
