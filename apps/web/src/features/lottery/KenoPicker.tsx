import type { OddsEntry } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { KENO_MAX, kenoNumbers, kenoPayTable, quickPick, togglePick } from './keno-pick';
import { oddsText } from './slip';
import './keno.css';

/** A number from 0 to 1 for a quick pick (the browser's generator: the pick wins nothing by being random). */
const random = () => {
  const x = new Uint32Array(1);
  crypto.getRandomValues(x);
  return (x[0] as number) / 2 ** 32;
};

/**
 * Keno's board: the 80 numbers, up to ten picked (a quick pick fills as many as picked, five to start), and beside
 * them the pay table of the picked count — what it pays for each count of its numbers drawn, the merchant's odds the
 * ticket is settled by — with its return to player.
 */
export const KenoPicker = ({ picked, setPicked, odds }: { picked: string[]; setPicked: (p: string[]) => void; odds: OddsEntry[] }) => {
  const { t, i18n } = useTranslation();
  const spots = Math.max(1, picked.length);
  const table = kenoPayTable(odds, spots);
  const full = picked.length >= KENO_MAX;
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <div className="lotto-keno" data-testid="keno-board">
      <p className="muted lotto-hint">{t('lottery.keno.intro', { max: KENO_MAX })}</p>
      <div className="lotto-keno__bar">
        <span className="lotto-keno__count" data-testid="keno-count" aria-live="polite">
          {t('lottery.keno.picked', { count: picked.length, max: KENO_MAX })}
        </span>
        <button
          type="button"
          className="btn btn--sm"
          onClick={() => setPicked(quickPick(picked.length || 5, random))}
          data-testid="keno-quick-pick"
        >
          {t('lottery.keno.quickPick')}
        </button>
        <button type="button" className="btn btn--sm" onClick={() => setPicked([])} disabled={picked.length === 0} data-testid="keno-clear">
          {t('lottery.keno.clear')}
        </button>
      </div>
      {full ? <p className="muted lotto-hint">{t('lottery.keno.full', { max: KENO_MAX })}</p> : null}
      <div className="lotto-keno__play">
        <fieldset className="lotto-grid lotto-grid--keno">
          <legend className="visually-hidden">{t('lottery.keno.board')}</legend>
          {kenoNumbers.map((n) => {
            const on = picked.includes(n);
            return (
              <button
                key={n}
                type="button"
                className={`lotto-num${on ? ' lotto-num--on' : ''}`}
                aria-pressed={on}
                disabled={full && !on}
                onClick={() => setPicked(togglePick(picked, n))}
                data-testid={`lottery-num-${n}`}
              >
                <bdi>{n}</bdi>
              </button>
            );
          })}
        </fieldset>
        <table className="lotto-keno__pays" data-testid="keno-pays" data-spots={spots}>
          <caption>{t('lottery.keno.payTable', { count: spots })}</caption>
          <tbody>
            {table.lines.map((l) => (
              <tr key={l.hits} data-testid={`keno-pay-${l.hits}`}>
                <th scope="row">{t('lottery.keno.hits', { count: l.hits })}</th>
                <td>
                  <bdi dir="ltr">×{oddsText(l.oddsMilli)}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={2} className="muted" data-testid="keno-rtp">
                {t('lottery.keno.rtp', { value: percent.format(table.rtp) })}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
};
