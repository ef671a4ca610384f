import { useQuery } from '@tanstack/react-query';
import { promotionsOpsApi } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { useMerchantFacts } from '../../shared/merchant-facts';
import { formatMoney } from '../../shared/money';
import { promotionsKeys } from './promotions-keys';
import { textIn } from '../../shared/texts';

/** A promotion's cost and uptake, read afresh when opened: claims, players, bonus granted, wagering, forfeits, budget. */
export const UptakeDialog = ({
  merchant,
  promotion,
  onClose,
}: {
  merchant: string;
  promotion: { id: number; title: string; titles?: Partial<Record<string, string>> };
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const fmt = useFormat();
  const { currency } = useMerchantFacts();
  const uptake = useQuery({
    queryKey: promotionsKeys.uptake(merchant, promotion.id),
    queryFn: ({ signal }) => call(promotionsOpsApi.uptake, { params: { code: merchant, id: promotion.id }, signal }),
    staleTime: 0,
  });
  const money = (minor: string) => formatMoney(minor, currency);
  return (
    <Modal
      open
      title={t('promotions.uptake.title', { title: textIn(promotion.titles, i18n.language, promotion.title) })}
      onClose={onClose}
      testId="promotion-uptake"
    >
      <QueryState query={uptake}>
        {(u) => {
          const facts: [string, string][] = [
            ['claims', fmt.number(u.claims)],
            ['uniquePlayers', fmt.number(u.uniquePlayers)],
            ['issued', fmt.number(u.issued)],
            ['expired', fmt.number(u.expired)],
            ['bonusGranted', money(u.bonusGranted)],
            ['forfeited', money(u.forfeited)],
            ['cost', money(u.cost)],
            ['budget', u.budget === null ? t('promotions.uptake.noBudget') : `${money(u.budgetUsed)} / ${money(u.budget)}`],
            ['wageringActive', fmt.number(u.wageringActive)],
            ['wageringCompleted', fmt.number(u.wageringCompleted)],
            ['wageringForfeited', fmt.number(u.wageringForfeited)],
            ['applications', t('promotions.uptake.applicationsText', { ...u.applications })],
            ['lastClaimAt', u.lastClaimAt ? fmt.dateTime(u.lastClaimAt) : t('promotions.uptake.never')],
          ];
          return (
            <dl className="facts promo-uptake">
              {facts.map(([k, v]) => (
                <div key={k} data-testid={`uptake-${k}`}>
                  <dt>{t(`promotions.uptake.${k}`)}</dt>
                  <dd>{v}</dd>
                </div>
              ))}
            </dl>
          );
        }}
      </QueryState>
    </Modal>
  );
};
