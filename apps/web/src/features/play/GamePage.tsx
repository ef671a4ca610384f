import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { useRecall } from '../../shared/recall';
import { HousePlay } from './HousePlay';
import { frameSrc, houseGameOf, safeBackPath } from '../../lib/launch-request';
import { PlayBar } from './PlayBar';
import './play.css';

/** An outside vendor's game: its address in a frame under the back bar, titled with the game's catalogue name. */
const VendorFrame = ({ url, back, name }: { url: string | null; back: string; name: string | null }) => {
  const { t } = useTranslation();
  const recall = useRecall();
  const src = frameSrc(url, window.location.origin);
  // Leaving by any route (the back bar, the logo, the menu, the browser's Back) unmounts the frame: what a
  // transfer-wallet vendor holds comes back to the main wallet then (decision 008, issue 28).
  // The recall waits a tick, so the development double mount (mount, unmount, mount again) cancels it.
  const leaving = useRef<number | undefined>(undefined);
  useEffect(() => {
    window.clearTimeout(leaving.current);
    return () => {
      leaving.current = window.setTimeout(() => void recall(), 0);
    };
  }, [recall]);
  return (
    <section className="play play--frame" data-testid="screen-game" aria-labelledby="play-title">
      <PlayBar back={back} title={name || t('screens.game')} />
      {src ? (
        <iframe
          className="play-frame"
          src={src}
          title={t('play.frameTitle')}
          allow="autoplay; fullscreen"
          allowFullScreen
          referrerPolicy="no-referrer"
          data-testid="game-frame"
        />
      ) : (
        <EmptyState text={t('play.errors.noGame')} />
      )}
    </section>
  );
};

/**
 * The game page (lazy): /house/<gameCode>?token=… plays a house game here; /game?url=… frames any other vendor.
 * Both come from a launch (features/catalogue/launch.ts) and go back to where the player launched from.
 */
export const GamePage = () => {
  const { t } = useTranslation();
  const { gameCode } = useParams();
  const [params] = useSearchParams();
  const back = safeBackPath(params.get('backUrl'));
  if (gameCode === undefined) return <VendorFrame url={params.get('url')} back={back} name={params.get('name')} />;
  const game = houseGameOf(gameCode);
  const token = params.get('token');
  if (!game || !token) {
    return (
      <section className="play" data-testid="screen-house" aria-labelledby="play-title">
        <PlayBar back={back} title={t('screens.house')} />
        <EmptyState text={t('play.errors.noGame')} />
      </section>
    );
  }
  // A new launch (new token) starts a fresh page state.
  return <HousePlay key={token} game={game} token={token} back={back} />;
};
