import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { Modal } from '../../components/Modal';
import { useGameList } from './api';
import { GameCard } from './GameCard';
import { setOverlay, useOverlay } from './launch';

/** The vendor pop-up sub-list (isGame VASSALAGE), and the game page placeholder until the vendor issue adds launches. */
export const CatalogueOverlays = () => {
  const { t } = useTranslation();
  const o = useOverlay();
  const popup = o?.kind === 'popup' ? o : null;
  const { data, isPending } = useGameList({ vassalage: popup?.vassalage, pageNo: 1, pageSize: 100 }, Boolean(popup));
  const close = () => setOverlay(null);
  return (
    <>
      <Modal open={Boolean(popup)} title={popup?.title ?? ''} onClose={close} testId="game-popup" size="md">
        {isPending ? <div className="skeleton-row" aria-busy="true" /> : data?.games.length ? (
          <div className="game-grid game-grid--popup">
            {data.games.map((g) => (
              <GameCard key={g.nodeId} game={g} />
            ))}
          </div>
        ) : (
          <EmptyState />
        )}
      </Modal>
      <Modal open={o?.kind === 'game'} title={o?.kind === 'game' ? o.title : ''} onClose={close} testId="game-page" size="md">
        <p className="game-page__label" data-testid="game-page-label">
          {t('catalogue.gamePagePlaceholder')}
        </p>
        <p className="muted">{o?.kind === 'game' ? t('catalogue.gameRef', { vendor: o.vassalage, id: o.nodeId }) : null}</p>
      </Modal>
    </>
  );
};
