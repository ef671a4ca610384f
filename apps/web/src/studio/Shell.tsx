import { GameShell } from '@wl/game-ui';
import type { ReactNode } from 'react';
import { useStudio } from './context';
import { Rules } from './Rules';

/** game-ui's game shell with the studio's title, balance, session figures and rules sheet. */
export const Shell = ({
  phase,
  stage,
  controls,
  rules,
  art,
}: {
  phase: Parameters<typeof GameShell>[0]['phase'];
  stage: ReactNode;
  controls: ReactNode;
  rules?: ReactNode;
  art?: readonly string[];
}) => {
  const { money, balance, stats, title, balanceLabel } = useStudio();
  return (
    <GameShell
      title={title}
      balanceLabel={balanceLabel}
      balance={{ text: money(balance), minor: balance }}
      session={stats}
      info={<Rules rows={rules} />}
      art={art}
      phase={phase}
      stage={stage}
      controls={controls}
    />
  );
};
