import { type HouseGame, LINE_PAYS, MAX_LINES, publishedRtps, SLOT_SYMBOLS, scatterMultiplier } from '@wl/house-games';
import { useTranslation } from 'react-i18next';

const SCATTER_COUNTS = [3, 4, 5];

/** The published rules of a house game: the slot paytable, and the exact RTP of every bet of the game. */
export const GameRules = ({ game }: { game: HouseGame }) => {
  const { t } = useTranslation();
  const rtps = publishedRtps().filter((rtp) => rtp.key === game || rtp.key.startsWith(`${game}.`));
  return (
    <section className="hg-rules" aria-labelledby={`hg-rules-${game}`} data-testid={`house-rules-${game}`}>
      <h2 id={`hg-rules-${game}`} className="hg-fair__title">
        {t('houseGames.rules.title')}
      </h2>
      {game === 'slot' ? (
        <table className="hg-bets">
          <caption className="hg-rules__caption">{t('houseGames.rules.paytable', { lines: MAX_LINES })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('houseGames.rules.symbol')}</th>
              <th scope="col">3</th>
              <th scope="col">4</th>
              <th scope="col">5</th>
            </tr>
          </thead>
          <tbody>
            {SLOT_SYMBOLS.map((name, symbol) => {
              const pays = LINE_PAYS[symbol];
              return pays ? (
                <tr key={name}>
                  <th scope="row">{t(`houseGames.slot.symbols.${name}`)}</th>
                  {pays.map((pay, i) => (
                    <td key={SCATTER_COUNTS[i]}>{t('houseGames.times', { value: pay })}</td>
                  ))}
                </tr>
              ) : null;
            })}
            <tr>
              <th scope="row">{t('houseGames.rules.scatterAnywhere')}</th>
              {SCATTER_COUNTS.map((count) => (
                <td key={count}>{t('houseGames.times', { value: scatterMultiplier(count) })}</td>
              ))}
            </tr>
          </tbody>
        </table>
      ) : null}
      {game === 'slot' ? <p className="hg-fair__note">{t('houseGames.rules.slotNote')}</p> : null}
      {game === 'dice' ? <p className="hg-fair__note">{t('houseGames.rules.diceNote')}</p> : null}
      {game === 'baccarat' ? <p className="hg-fair__note">{t('houseGames.rules.baccaratNote')}</p> : null}
      <dl className="hg-facts hg-totals">
        {rtps.map((rtp) => (
          <div className="hg-rules__rtp" key={rtp.key}>
            <dt>{t(`houseGames.rules.rtp.${rtp.key.replace('.', '_')}`)}</dt>
            <dd title={`${rtp.numerator} / ${rtp.denominator}`}>{rtp.percent}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};
