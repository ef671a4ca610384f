import { expect, it } from 'vitest';
import { toPercent } from '../fair/rational';
import { slotRtpByEnumeration } from './slot-enumeration';
import { slotRtp } from './slot-rtp';

it('walking every combination of reel stops gives exactly the published RTP', () => {
  const started = performance.now();
  const walked = slotRtpByEnumeration();
  console.info(
    `slot: full enumeration of 33,554,432 stop combinations = ${toPercent(walked, 6)} in ${Math.round(performance.now() - started)} ms`,
  );
  expect(walked).toEqual(slotRtp().total);
});
