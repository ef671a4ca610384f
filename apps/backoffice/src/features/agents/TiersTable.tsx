import { useTranslation } from 'react-i18next';
import { useMerchantFacts } from '../../shared/merchant-facts';
import { formatMoney } from '../../shared/money';
import { percent } from './tiers';

/** A contract's rate table: from which base (valid bet, or net loss for a dividend) and active members, which rate. */
export const TiersTable = ({
  tiers,
  dividend,
}: {
  tiers: readonly { min: string; active: number; rateBp: number }[];
  dividend: boolean;
}) => {
  const { t } = useTranslation();
  const { currency } = useMerchantFacts();
  return (
    <div className="table-wrap">
      <table className="table" data-testid="tiers-table">
        <caption className="visually-hidden">{t('agents.tiers.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              {dividend ? t('agents.tiers.minLoss') : t('agents.tiers.minBet')}
            </th>
            <th scope="col" className="num">
              {t('agents.tiers.active')}
            </th>
            <th scope="col" className="num">
              {t('agents.tiers.rate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((x) => (
            <tr key={`${x.min}-${x.active}`}>
              <td className="num" data-label={dividend ? t('agents.tiers.minLoss') : t('agents.tiers.minBet')}>
                <bdi className="money">{formatMoney(x.min, currency)}</bdi>
              </td>
              <td className="num" data-label={t('agents.tiers.active')}>
                {x.active}
              </td>
              <td className="num" data-label={t('agents.tiers.rate')}>
                <bdi dir="ltr">{percent(x.rateBp)}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
