import { BaccaratTable, type BaccaratWinner, BetWindow, CockfightPit, type FightWinner } from '@wl/game-ui';
import { handTotal } from '@wl/house-games';
import type { TableState } from '@wl/studio/api';
import { cardLabel } from './cardLabel';
import { useStudio } from './context';
import type { LiveShowState } from './useLiveShow';

/**
 * A live baccarat table or cockfight pit as game-ui draws it: the betting window at the dealer's edge, the shown
 * round's cards dealt (or its fight fought) in the open, and its result under the hands, on the table.
 */
export const LiveStage = ({ table, state, now, show }: { table: string; state: TableState | null; now: number; show: LiveShowState }) => {
  const { t } = useStudio();
  const window = <BetWindow opensAt={state?.opensAt ?? null} closesAt={state?.closesAt ?? null} now={now} unknown={!state} />;
  const detail = show.round === null ? null : t('table.round', { n: show.round });
  const past = state !== null && show.round !== null && state.round > show.round;
  const winner = show.done ? ((show.result?.winner as string | undefined) ?? null) : null;
  if (table === 'cockfight')
    return (
      <CockfightPit
        phase={show.round === null || show.done ? (winner ? 'shown' : 'waiting') : 'fighting'}
        winner={winner as FightWinner | null}
        window={window}
        detail={detail}
        past={past}
      />
    );
  return (
    <BaccaratTable
      player={(show.result?.player as number[] | undefined) ?? []}
      banker={(show.result?.banker as number[] | undefined) ?? []}
      shown={show.shown}
      totalOf={handTotal}
      winner={winner as BaccaratWinner | null}
      dealing={show.round !== null && !show.done}
      window={window}
      detail={detail}
      past={past}
      cardLabel={cardLabel}
    />
  );
};
