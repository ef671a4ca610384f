import { GameShell } from '@wl/game-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ErrorText } from '../../components/ErrorText';
import { JackpotAmount } from '../../components/JackpotAmount';
import { useMoney } from '../../shared/money';
import { GameRules } from './GameRules';
import type { HouseSession } from './house-session';
import { ProvablyFair } from './ProvablyFair';

/**
 * A house game's page: the game shell (name, the server's balance, sound, rules one tap away, the session's net and
 * time) with the game's stage and controls, and the provably-fair proof below it.
 */
export const HouseShell = ({
  session,
  back,
  art,
  stage,
  controls,
  problem,
}: {
  session: HouseSession;
  back: string;
  art?: readonly string[];
  stage: ReactNode;
  controls: ReactNode;
  problem?: ReactNode;
}) => {
  const { t } = useTranslation();
  const fmt = useMoney();
  const game = session.game;
  const title = session.gameName ?? '';
  if (session.commit.isError) {
    return (
      <div className="play-failed">
        <Link to={back} className="btn btn--sm" data-testid="game-back">
          {t('play.back')}
        </Link>
        <EmptyState text={t('play.errors.session')}>
          <ErrorText error={session.commit.error} />
        </EmptyState>
      </div>
    );
  }
  return (
    <>
      <GameShell
        title={title}
        back={
          <Link to={back} className="gu-iconbtn play-back" data-testid="game-back" aria-label={t('play.back')} title={t('play.back')}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </Link>
        }
        balance={{
          text: session.balance !== undefined ? fmt(session.balance) : '…',
          minor: session.balance !== undefined ? BigInt(session.balance) : null,
        }}
        session={session.stats}
        info={<GameRules game={game} />}
        art={art}
        phase={session.round.phase}
        stage={stage}
        controls={
          <>
            {controls}
            {problem}
          </>
        }
      />
      <JackpotAmount game={{ vendor: 'HOUSE', code: `HOUSE_${game.toUpperCase()}` }} className="jackpot-amount play-jackpot" />
      <ProvablyFair session={session} />
    </>
  );
};
