import { MAX_CHASE_DRAWS, type OddsEntry } from '@wl/contracts';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Money } from '../../shared/money';
import { FieldError } from './FieldError';
import { bestPayout, oddsOf, type SlipLine, type slipTotals } from './slip';
import type { SlipForm } from './slip-form';

/** The slip's lines: bet type, numbers, stake and the most each can pay, each with its remove button. */
export const SlipLines = ({ lines, odds, onRemove }: { lines: SlipLine[]; odds: OddsEntry[]; onRemove: (key: string) => void }) => {
  const { t } = useTranslation();
  return lines.length === 0 ? (
    <p className="muted" data-testid="slip-empty">
      {t('lottery.slip.empty')}
    </p>
  ) : (
    <ul className="lotto-slip__lines">
      {lines.map((l) => (
        <li key={l.key} className="lotto-slip__line" data-testid="slip-line">
          <span>
            <strong>{t(`lottery.betType.${l.betType}`)}</strong>{' '}
            {l.numbers.map((n) => (
              <bdi key={n} className="lotto-ball lotto-ball--sm">
                {n}
              </bdi>
            ))}
          </span>
          <span className="lotto-slip__money">
            <Money minor={l.stake} />
            <small className="muted">
              {t('lottery.slip.upTo')} <Money minor={bestPayout(l.stake, oddsOf(odds, l.betType)).toString()} />
            </small>
          </span>
          <button type="button" className="icon-btn" onClick={() => onRemove(l.key)} aria-label={t('lottery.slip.remove')}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
};

/** The chase: the same lines on the next draws (2 to the most), stopping at a win if asked. */
export const ChaseFields = ({ register, on, error }: { register: UseFormRegister<SlipForm>; on: boolean; error?: string }) => {
  const { t } = useTranslation();
  return (
    <fieldset className="lotto-chase">
      <label className="check">
        <input type="checkbox" {...register('chaseOn')} data-testid="lottery-chase" /> {t('lottery.chase.on')}
      </label>
      {on ? (
        <div className="lotto-chase__opts">
          <label className="field">
            <span>{t('lottery.chase.draws')}</span>
            <input type="number" min={2} max={MAX_CHASE_DRAWS} dir="ltr" {...register('chaseDraws')} data-testid="lottery-chase-draws" />
          </label>
          <label className="check">
            <input type="checkbox" {...register('stopOnWin')} /> {t('lottery.chase.stopOnWin')}
          </label>
          <FieldError code={error} />
        </div>
      ) : null}
    </fieldset>
  );
};

/** The slip's totals: lines, stake per draw, and the whole stake over the chased draws. */
export const SlipTotals = ({ totals }: { totals: ReturnType<typeof slipTotals> }) => {
  const { t } = useTranslation();
  return (
    <dl className="lotto-totals" data-testid="slip-totals">
      <div>
        <dt>{t('lottery.slip.lines')}</dt>
        <dd>
          <bdi data-testid="slip-count">{totals.count}</bdi>
        </dd>
      </div>
      <div>
        <dt>{t('lottery.slip.perDraw')}</dt>
        <dd>
          <Money minor={totals.perDraw.toString()} />
        </dd>
      </div>
      <div>
        <dt>{t('lottery.slip.total')}</dt>
        <dd data-testid="slip-total">
          <Money minor={totals.total.toString()} />
        </dd>
      </div>
    </dl>
  );
};
