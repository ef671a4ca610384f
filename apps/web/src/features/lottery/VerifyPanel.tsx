import type { LotteryFormat, LotteryResult } from '@wl/contracts';
import { lotteryRules } from '@wl/house-games';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { ErrorText } from '../../components/ErrorText';
import { Fact } from '../../components/Fact';
import { LoadingCover } from '../../components/LoadingCover';
import { useVerify } from './api';
import { Hex, ResultTable } from './DrawBits';
import { LottoPanel } from './LottoPanel';

/** Replays the draw in this browser from the revealed seed, besides the server's own replay. */
const replayHere = (
  v: { format: LotteryFormat; gameCode: string; seedHash: string | null; serverSeed: string | null; result: LotteryResult | null },
  numero: string,
) => {
  if (!v.seedHash || !v.serverSeed || !v.result) return null;
  return lotteryRules.verifyDraw({
    format: v.format,
    gameCode: v.gameCode,
    numero,
    seedHash: v.seedHash,
    serverSeed: v.serverSeed,
    result: v.result,
  });
};

/** The verify view: the seed's hash published before betting, the seed revealed with the result, the replay. */
export const VerifyPanel = ({ drawId, numero }: { drawId: number | null; numero: string | null }) => {
  const { t } = useTranslation();
  const q = useVerify(drawId);
  if (drawId === null) return <EmptyState text={t('lottery.verify.pick')} />;
  if (q.isPending) return <LoadingCover />;
  if (q.isError) return <ErrorText error={q.error} />;
  const v = q.data;
  const local = numero ? replayHere(v, numero) : null;
  return (
    <LottoPanel
      id="verify"
      testId="lottery-verify"
      className="lotto-verify"
      title={
        <>
          {t('lottery.verify.title')} {numero ? <bdi>{numero}</bdi> : null}
        </>
      }
    >
      {v.official ? <p className="muted">{t('lottery.verify.official')}</p> : null}
      <dl className="lotto-verify__facts">
        <Fact label={t('lottery.verify.hash')}>{v.seedHash ? <Hex value={v.seedHash} testId="verify-hash" /> : '—'}</Fact>
        <Fact label={t('lottery.verify.seed')}>
          {v.serverSeed ? <Hex value={v.serverSeed} testId="verify-seed" /> : <span className="muted">{t('lottery.verify.hidden')}</span>}
        </Fact>
      </dl>
      {v.result ? (
        <div className="lotto-verify__cols">
          <div>
            <h3>{t('lottery.verify.result')}</h3>
            <ResultTable result={v.result} compact />
          </div>
          {v.replayed ? (
            <div>
              <h3>{t('lottery.verify.replayed')}</h3>
              <ResultTable result={v.replayed} compact />
            </div>
          ) : null}
        </div>
      ) : (
        <p className="muted">{t('lottery.awaiting')}</p>
      )}
      {v.serverSeed ? (
        <p
          className={`form-msg ${v.verified ? 'form-msg--success' : 'form-msg--error'}`}
          data-testid="verify-verdict"
          data-verified={v.verified}
        >
          {t(v.verified ? 'lottery.verify.ok' : 'lottery.verify.bad')}
          {local ? ` · ${t(local.verified ? 'lottery.verify.localOk' : 'lottery.verify.localBad')}` : ''}
        </p>
      ) : null}
    </LottoPanel>
  );
};
