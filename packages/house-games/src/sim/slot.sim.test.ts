import { expect, it } from 'vitest';
import { slotRtp } from '../slot/slot-rtp';
import { simulationReport } from './report';
import { simulateSlot } from './simulate';
import { simulationRounds } from './xoshiro';

it('a seeded slot simulation lands within 4 standard errors of the exact RTP', () => {
  const { line, z } = simulationReport('slot (25 lines)', simulateSlot(simulationRounds(), 20261121, 25), slotRtp().total);
  console.info(line);
  expect(Math.abs(z)).toBeLessThan(4);
});
