import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { formatMinor, walletApi } from '@wl/contracts';
import { EmptyState } from '../../components/EmptyState';
import { errorCodeOf } from '../../shared/api';
import { call } from '../../shared/client';
import { useSystem } from '../../shared/system';
import { HousePlay } from './HousePlay';
import { frameSrc, houseGameOf, safeBackPath } from '../../lib/launch-request';
import { PlayBar } from './PlayBar';
import './play.css';

/**
 * Leaving a transfer-wallet vendor's game brings what the vendor holds back to the main wallet (FUNDTRANS3, as the
 * launch moved it in: decision 008). A vendor that holds nothing, or a seamless one, moves nothing.
 */
const bringBack = async (vendor: string, decimals: number, again = true): Promise<void> => {
  const b = await call(walletApi.balance, { query: { typeId: 0 } });
  const held = BigInt(b.balance.find((w) => w.wallet === vendor)?.availBalance ?? '0');
  if (held <= 0n) return;
  try {
    await call(walletApi.walletTransfer, {
      body: { from: vendor, to: 'MAIN', amount: formatMinor(held, decimals).replaceAll(',', ''), requestId: crypto.randomUUID() },
    });
  } catch (err) {
    // The game changed what the vendor holds: the refusal brought the wallet up to date, so once more with that.
    if (again && errorCodeOf(err) === 'wallet.insufficient_funds') return bringBack(vendor, decimals, false);
    throw err;
  }
};

/** An outside vendor's game: its address in a frame under the back bar. */
const VendorFrame = ({ url, back, vendor }: { url: string | null; back: string; vendor: string | null }) => {
  const { t } = useTranslation();
  const { brand } = useSystem();
  const src = frameSrc(url, window.location.origin);
  const onBack = vendor ? () => void bringBack(vendor, brand?.currency.decimals ?? 2).catch(() => undefined) : undefined;
  return (
    <section className="play play--frame" data-testid="screen-game" aria-labelledby="play-title">
      <PlayBar back={back} title={t('screens.game')} onBack={onBack} />
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
  if (gameCode === undefined) return <VendorFrame url={params.get('url')} back={back} vendor={params.get('vendor')} />;
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
