import { useTranslation } from 'react-i18next';
import { useGameList } from './api';
import { gameTarget, useLaunch } from './launch';
import { MatchBoard } from './MatchBoard';

/** The SPORTS entrance image: launches the first sports game (page size 1), through the launch rules; the next matches below it. */
export const SportsEntrance = () => {
  const { t } = useTranslation();
  const launch = useLaunch();
  const { data } = useGameList({ gameType: 'SPORTS', pageNo: 1, pageSize: 1 });
  const game = data?.games[0];
  if (!game) return null;
  return (
    <>
      <button
        type="button"
        className="sports-entrance"
        data-testid="sports-entrance"
        onClick={() => launch(gameTarget(game), game.displayName)}
      >
        <span className="sports-entrance__title">{t('catalogue.sportsTitle')}</span>
        <span className="sports-entrance__cta">{t('catalogue.sportsCta')}</span>
      </button>
      <MatchBoard category="SPORTS" limit={5} />
    </>
  );
};
