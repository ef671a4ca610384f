import { Paytable } from '@wl/game-ui';
import { type HouseGame, LINE_PAYS, MAX_LINES, publishedRtps, SCATTER, SLOT_SYMBOLS, scatterMultiplier } from '@wl/house-games';
import { useTranslation } from 'react-i18next';

const COUNTS = [3, 4, 5];

/**
 * The published rules of a house game, one tap from play (the info sheet): the slot's paytable drawn with its
 * symbols, the game's notes, the pace rule, and the exact return to player of every bet.
 */
export const GameRules = ({ game }: { game: HouseGame }) => {
  const { t } = useTranslation();
  const rtp = publishedRtps()
    .filter((r) => r.key === game || r.key.startsWith(`${game}.`))
    .map((r) => ({
      label: t(`houseGames.rules.rtp.${r.key.replace('.', '_')}`),
      percent: r.percent,
      exact: `${r.numerator} / ${r.denominator}`,
    }));
  const symbol = (i: number) => t(`houseGames.slot.symbols.${SLOT_SYMBOLS[i]}`);
  if (game === 'slot') {
    const rows = SLOT_SYMBOLS.flatMap((name, i) => {
      const pays = LINE_PAYS[i];
      if (pays)
        return [
          { symbol: name, label: symbol(i), pays: pays.map((p, k) => ({ count: COUNTS[k]!, pays: t('houseGames.times', { value: p }) })) },
        ];
      if (i === SCATTER) {
        return [
          {
            symbol: name,
            label: symbol(i),
            pays: COUNTS.map((c) => ({ count: c, pays: t('houseGames.rules.timesStake', { value: scatterMultiplier(c) }) })),
          },
        ];
      }
      return [{ symbol: name, label: symbol(i), pays: [] }];
    });
    return (
      <div data-testid="house-rules-slot">
        <Paytable
          rows={rows}
          caption={t('houseGames.rules.paytable', { lines: MAX_LINES })}
          notes={[t('houseGames.rules.slotNote'), t('houseGames.rules.pace')]}
          rtp={rtp}
        />
      </div>
    );
  }
  return (
    <div className="gu-paytable" data-testid={`house-rules-${game}`}>
      <p className="gu-paytable__note">{t(game === 'dice' ? 'houseGames.rules.diceNote' : 'houseGames.rules.baccaratNote')}</p>
      <dl className="gu-paytable__rtp" data-testid="paytable-rtp">
        {rtp.map((r) => (
          <div key={r.label}>
            <dt>{r.label}</dt>
            <dd title={r.exact}>{r.percent}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
};
