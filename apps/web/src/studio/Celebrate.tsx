import { BigWin, classifyReturn } from '@wl/game-ui';
import { useState } from 'react';

/** The big-win moment for a return of ten times the stake or more (game-ui's tiers); a tap or its end dismisses it. */
export const Celebrate = ({ stake, payout }: { stake: bigint; payout: bigint }) => {
  const [done, setDone] = useState(false);
  const r = classifyReturn(stake, payout);
  if (done || r.tier === 0) return null;
  return <BigWin tier={r.tier} amount={payout} multiplier={r.multiplier} onDone={() => setDone(true)} />;
};
