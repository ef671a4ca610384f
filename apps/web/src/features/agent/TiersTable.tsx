import type { ContractView } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { Money } from '../../shared/money';
import { rate } from './rate';

/** One contract's terms as a small table: from what base and how many active members, which rate. */
export const TiersTable = ({ c }: { c: Pick<ContractView, 'kind' | 'tiers'> }) => {
  const { t } = useTranslation();
  return (
    <table className="history-table agent-tiers">
      <thead>
        <tr>
          <th>{c.kind === 'DIVIDEND' ? t('agent.minLoss') : t('agent.minValidBet')}</th>
          <th>{t('agent.activeMembers')}</th>
          <th>{t('agent.rate')}</th>
        </tr>
      </thead>
      <tbody>
        {c.tiers.map((x) => (
          <tr key={`${x.min}-${x.active}`}>
            <td>
              <Money minor={x.min} />
            </td>
            <td>{x.active}</td>
            <td>{rate(x.rateBp)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};
