import type { GameCard as Card } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { Img } from '../../components/Img';
import { JackpotAmount } from '../../components/JackpotAmount';
import { useToken } from '../../shared/session';
import { openAuthDialog } from '../../shared/auth-dialog';
import { useSystem } from '../../shared/system';
import { useFavouriteIds, useToggleFavourite } from './api';
import { gameTarget, useFreePlay, useLaunch } from './launch';
import { cdnUrl } from './cdn';

/** A game tile: lazy icon with the default-icon fallback, name, vendor, favourite star; a click applies the launch rules. */
export const GameCard = ({ game }: { game: Card }) => {
  const { t } = useTranslation();
  const launch = useLaunch();
  const token = useToken();
  const { data: favs } = useFavouriteIds();
  const toggle = useToggleFavourite();
  const fav = Boolean(favs?.includes(game.nodeId));
  const playFree = useFreePlay();
  const { flags } = useSystem();
  // Free play is for visitors, where the merchant and the game's vendor offer it (a member plays with real money).
  const freeOffered = !token && game.freeplay && flags.hasFreePlay && !game.maintenance;
  const onStar = () => {
    if (!token) openAuthDialog('login');
    else toggle(game.nodeId);
  };
  return (
    <div className="game-card" data-testid="game-card" data-node-id={game.nodeId}>
      <button type="button" className="game-card__open" onClick={() => launch(gameTarget(game), game.displayName)}>
        <Img src={cdnUrl(game.iconUrl)} className="game-card__img" width={160} height={160} alt="" />
        <span className="game-card__name">{game.displayName}</span>
        <span className="game-card__vendor">{game.vendorName}</span>
        <JackpotAmount game={{ nodeId: game.nodeId }} className="jackpot-amount game-card__jackpot" />
        {game.maintenance ? (
          <span className="game-card__badge game-card__badge--maintenance">{t('game_maintenance')}</span>
        ) : game.isHot ? (
          <span className="game-card__badge game-card__badge--hot">{t('catalogue.hot')}</span>
        ) : null}
      </button>
      {freeOffered ? (
        <button
          type="button"
          className="game-card__free"
          onClick={() => void playFree(game.nodeId, game.displayName)}
          aria-label={t('catalogue.tryFreeLabel', { game: game.displayName })}
          data-testid="play-free"
        >
          {t('catalogue.tryFree')}
        </button>
      ) : null}
      <button
        type="button"
        className={`game-card__fav${fav ? ' is-on' : ''}`}
        aria-pressed={fav}
        aria-label={t(fav ? 'catalogue.unfavourite' : 'catalogue.favourite')}
        onClick={onStar}
        data-testid="fav-toggle"
      >
        {fav ? '★' : '☆'}
      </button>
    </div>
  );
};
