import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { ErrorText } from '../../components/ErrorText';
import { Modal, ModalConfirm } from '../../components/Modal';
import { useGameList } from './api';
import { GameCard } from './GameCard';
import { setOverlay, useOverlay } from './launch';

/** The vendor pop-up sub-list (isGame VASSALAGE), the wait while a game launches and a refused launch. */
export const CatalogueOverlays = () => {
  const { t } = useTranslation();
  const o = useOverlay();
  const popup = o?.kind === 'popup' ? o : null;
  const { data, isPending } = useGameList({ vassalage: popup?.vassalage, pageNo: 1, pageSize: 100 }, Boolean(popup));
  const close = () => setOverlay(null);
  return (
    <>
      <Modal open={Boolean(popup)} title={popup?.title ?? ''} onClose={close} testId="game-popup" size="md">
        {isPending ? (
          <div className="skeleton-row" aria-busy="true" />
        ) : data?.games.length ? (
          <div className="game-grid game-grid--popup">
            {data.games.map((g) => (
              <GameCard key={g.nodeId} game={g} />
            ))}
          </div>
        ) : (
          <EmptyState />
        )}
      </Modal>
      {o?.kind === 'launching' ? (
        <div className="launching" role="status" aria-live="polite" data-testid="game-launching">
          <div className="spinner" aria-hidden="true" />
          <p>{t('play.launching', { game: o.title })}</p>
        </div>
      ) : null}
      <Modal open={o?.kind === 'launchError'} title={o?.kind === 'launchError' ? o.title : ''} onClose={close} testId="launch-error">
        {o?.kind === 'launchError' ? <ErrorText error={o.error} /> : null}
        <ModalConfirm onConfirm={close} />
      </Modal>
    </>
  );
};
