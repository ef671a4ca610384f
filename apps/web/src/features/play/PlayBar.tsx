import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The game page's top bar: back to where the player came from, the game's title (the browser tab's too, while the
 * game is open), and the in-game extras.
 */
export const PlayBar = ({ back, title, children, onBack }: { back: string; title: string; children?: ReactNode; onBack?: () => void }) => {
  const { t } = useTranslation();
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
  return (
    <div className="play-bar">
      <Link to={back} className="btn btn--sm play-bar__back" data-testid="game-back" onClick={onBack}>
        <span className="play-bar__arrow" aria-hidden="true">
          ←
        </span>
        {t('play.back')}
      </Link>
      <h1 id="play-title" className="play-bar__title">
        {title}
      </h1>
      {children}
    </div>
  );
};
