import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { ErrorText } from '../../components/ErrorText';
import { FormMessage } from '../../components/FormMessage';
import { Img } from '../../components/Img';
import { Modal } from '../../components/Modal';
import { openAuthDialog } from '../../shared/auth-dialog';
import { Money } from '../../shared/money';
import { mallItemArtUrl } from '../../shared/reward-art';
import { useToken } from '../../shared/session';
import { redeemItem, useLoyaltyMutation, usePointItems } from './api';
import { Points, pointsText } from './Points';
import './loyalty.css';
import { PaymentPasswordField } from './PaymentPasswordField';

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
          <PaymentPasswordField value={password} onChange={setPassword} testId="redeem-password" />
          <ErrorText error={redeem.error} />
          <button type="submit" className="btn btn--primary" disabled={redeem.isPending || password === ''} data-testid="redeem-submit">
            {t('points.confirm')}
          </button>
        </form>
      )}
    </Modal>
  );
};

/** The mall tab: the reward items with their cost, value and stock; redeem opens the dialog, or the login for a visitor. */
export const PointItems = ({ balance }: { balance: string | undefined }) => {
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
          const missing = balance == null ? 0n : BigInt(i.pointsRequired) - BigInt(balance);
          const short = missing > 0n;
          return (
            <li key={i.id} className="points-item" data-testid="point-item" data-item={i.id}>
              <span className={`points-item__art points-item__art--${i.art}`} aria-hidden="true">
                <Img src={mallItemArtUrl(i)} fallback="" width={200} height={200} alt="" data-testid="point-item-picture" />
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
              {i.quantity <= 0 ? null : short ? (
                // Out of reach: said as a fact, not shown as a yellow button that cannot be pressed.
                <p className="points-item__short" data-testid="point-short">
                  {t('points.shortBy', { count: Number(missing), points: pointsText(missing.toString()) })}
                </p>
              ) : (
                <button
                  type="button"
                  className="btn btn--primary btn--sm"
                  onClick={() => (token ? setChosen(i) : openAuthDialog('login'))}
                  data-testid="point-redeem"
                >
                  {t('points.redeem')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {chosen ? <RedeemDialog item={chosen} balance={balance} onClose={() => setChosen(null)} /> : null}
    </>
  );
};
