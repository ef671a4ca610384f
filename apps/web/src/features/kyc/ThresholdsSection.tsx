import type { KycState } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../shared/money';
import { reaches } from './kyc-rules';

/**
 * A value set apart inside a sentence, so in Urdu an amount keeps its own left-to-right order (as <bdi> does), and
 * kept on one line (the symbol never parted from its digits).
 */
const isolate = (text: string) => `\u2068${text.replace(/ /g, '\u00a0')}\u2069`;

type Row = { id: 'deposits' | 'withdrawal' | 'enhanced'; text: string; met: boolean };

/** The merchant's thresholds in plain words: above which amounts money waits for a level, and whether mine is enough. */
export const ThresholdsSection = ({ state }: { state: KycState }) => {
  const { t } = useTranslation();
  const money = useMoney();
  const { deposits, withdrawal, enhanced } = state.thresholds;
  const levelName = (l: KycState['level']) => isolate(t(`kyc.levels.${l}`));
  const rows: Row[] = [
    {
      id: 'deposits',
      text: t('kyc.thresholds.deposits', {
        amount: isolate(money(deposits.amount)),
        level: levelName(deposits.level),
        total: isolate(money(state.depositsTotal)),
      }),
      met: reaches(state.level, deposits.level),
    },
    {
      id: 'withdrawal',
      text: t('kyc.thresholds.withdrawal', { amount: isolate(money(withdrawal.amount)), level: levelName(withdrawal.level) }),
      met: reaches(state.level, withdrawal.level),
    },
    {
      id: 'enhanced',
      text: t('kyc.thresholds.enhanced', { amount: isolate(money(enhanced.amount)), level: levelName(enhanced.level) }),
      met: reaches(state.level, enhanced.level),
    },
  ];
  return (
    <section className="kyc-section" aria-labelledby="kyc-thresholds" data-testid="kyc-thresholds">
      <h3 id="kyc-thresholds">{t('kyc.thresholds.title')}</h3>
      <ul className="kyc-rules">
        {rows.map((r) => (
          <li key={r.id} data-testid={`kyc-threshold-${r.id}`} data-met={r.met}>
            <span>{r.text}</span>
            <span className={`kyc-badge kyc-badge--${r.met ? 'approved' : 'none'}`}>
              {r.met ? t('kyc.thresholds.met') : t('kyc.thresholds.notMet')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
};
