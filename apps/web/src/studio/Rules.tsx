import { Paytable } from '@wl/game-ui';
import type { ReactNode } from 'react';
import { useStudio } from './context';

/** The rules sheet: returns to player as published by the studio (exact fractions), and the game's own rows. */
export const Rules = ({ rows }: { rows?: ReactNode }) => {
  const { s, t } = useStudio();
  const rtp = (s.info.rtp ?? []).map((r) => ({ label: r.key, percent: r.percent, exact: `${r.numerator}/${r.denominator}` }));
  return (
    <div className="studio-rules">
      <p>
        {t(
          `engines.${s.engine.kind === 'table' ? s.engine.table : s.engine.kind === 'slot' && s.engine.jackpot ? 'jackpot' : s.engine.kind}`,
        )}
      </p>
      {rows}
      <Paytable rows={[]} caption={t('rtp')} rtp={rtp} />
    </div>
  );
};
