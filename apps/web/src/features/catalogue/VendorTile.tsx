import type { VendorItem } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { Img } from '../../components/Img';
import { cdnUrl } from './cdn';
import { useLaunch } from './launch';

/** A vendor tile (navigation drop-down, game centres, special vendor group); a click applies the launch rules. */
export const VendorTile = ({
  vendor,
  entries,
  large,
  onPick,
}: {
  vendor: VendorItem;
  entries: number;
  large?: boolean;
  onPick?: () => void;
}) => {
  const { t } = useTranslation();
  const launch = useLaunch();
  return (
    <button
      type="button"
      className={`vendor-tile${large ? ' vendor-tile--large' : ''}`}
      data-testid={`vendor-tile-${vendor.vassalage}`}
      onClick={() => {
        onPick?.();
        launch(
          { kind: 'vendor', vassalage: vendor.vassalage, gameType: vendor.gameType, isGame: vendor.isGame, entries, firstGame: null },
          vendor.displayName,
        );
      }}
    >
      <Img src={cdnUrl(large ? vendor.icons.largeIcon : vendor.icons.icon)} alt="" className="vendor-tile__img" />
      <span className="vendor-tile__name">{vendor.displayName}</span>
      {vendor.maintenance ? (
        <span className="game-card__badge">{t('game_maintenance')}</span>
      ) : vendor.isNew ? (
        <span className="game-card__badge game-card__badge--hot">{t('catalogue.new')}</span>
      ) : null}
    </button>
  );
};
