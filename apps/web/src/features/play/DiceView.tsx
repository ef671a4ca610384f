import { formatMinor } from '@wl/contracts';
import { type DiceResult, diceMultiplier } from '@wl/house-games';
import { useTranslation } from 'react-i18next';

/** Rolls and targets are hundredths: 3333 shows as 33.33. */
const hundredths = (value: number) => formatMinor(value);

export const DiceView = ({ result }: { result: DiceResult }) => {
  const { t } = useTranslation();
  const multiplier = diceMultiplier(result.target, result.direction);
  // four decimals, computed in integers
  const times = formatMinor((multiplier.numerator * 10_000n) / multiplier.denominator, 4);
  return (
    <div className="hg-dice" data-testid="house-dice">
      <p className={`hg-dice__roll${result.win ? ' is-win' : ''}`} data-testid="house-dice-roll">
        {hundredths(result.roll)}
      </p>
      <dl className="hg-facts">
        <dt>{t('houseGames.dice.target')}</dt>
        <dd>{t(`houseGames.dice.${result.direction}`, { target: hundredths(result.target) })}</dd>
        <dt>{t('houseGames.dice.multiplier')}</dt>
        <dd>{t('houseGames.times', { value: times })}</dd>
        <dt>{t('houseGames.result')}</dt>
        <dd>{result.win ? t('houseGames.win') : t('houseGames.lose')}</dd>
      </dl>
    </div>
  );
};
