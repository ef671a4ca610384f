import { formatMinor } from '@wl/contracts';
import { PAYLINES, SLOT_SYMBOLS, type SpinResult } from '@wl/house-games';
import { useTranslation } from 'react-i18next';
import { winningCells } from '../../lib/fairness';

// The window is a fixed grid: its positions, not its symbols, identify a cell.
const REEL_KEYS = ['reel1', 'reel2', 'reel3', 'reel4', 'reel5'];
const ROW_KEYS = ['top', 'middle', 'bottom'];

/** The 5x3 window of a spin with its winning cells marked, and every line and scatter win listed. */
export const SlotView = ({ result }: { result: SpinResult }) => {
  const { t } = useTranslation();
  const lit = winningCells(result.lineWins, PAYLINES);
  const symbolName = (symbol: number) => t(`houseGames.slot.symbols.${SLOT_SYMBOLS[symbol]}`);
  return (
    <div className="hg-slot" data-testid="house-slot">
      <div className="hg-slot__window" role="img" aria-label={t('houseGames.slot.window')}>
        {REEL_KEYS.map((reelKey, r) => (
          <div className="hg-slot__reel" key={reelKey}>
            {ROW_KEYS.map((rowKey, row) => {
              const symbol = result.window[r]?.[row] ?? 0;
              return (
                <span key={rowKey} className={`hg-slot__cell hg-sym--${SLOT_SYMBOLS[symbol]}${lit.has(`${r}:${row}`) ? ' is-lit' : ''}`}>
                  {symbolName(symbol)}
                </span>
              );
            })}
          </div>
        ))}
      </div>
      <ul className="hg-wins" data-testid="house-slot-wins">
        {result.lineWins.map((win) => (
          <li key={win.line}>
            {t('houseGames.slot.lineWin', {
              line: win.line,
              count: win.count,
              symbol: symbolName(win.symbol),
              amount: formatMinor(win.payout),
            })}
          </li>
        ))}
        {result.scatterWin ? (
          <li>
            {t('houseGames.slot.scatterWin', {
              count: result.scatterWin.count,
              amount: formatMinor(result.scatterWin.payout),
            })}
          </li>
        ) : null}
        {result.lineWins.length === 0 && !result.scatterWin ? <li>{t('houseGames.noWin')}</li> : null}
      </ul>
    </div>
  );
};
