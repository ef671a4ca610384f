import { expect, it } from 'vitest';
import { type DiceBet, diceRtp } from '../dice/dice';
import { simulationReport } from './report';
import { simulateDice } from './simulate';
import { simulationRounds } from './xoshiro';

it('a seeded dice simulation lands within 4 standard errors of the exact RTP', () => {
  // under 33.33: the payout rounds down (297 for 100), so the exact RTP is 98.9901%, not 99%
  const bet: DiceBet = { stake: 100, target: 3333, direction: 'under' };
  const { line, z } = simulationReport('dice (under 33.33)', simulateDice(simulationRounds(), 20261122, bet), diceRtp(bet));
  console.info(line);
  expect(Math.abs(z)).toBeLessThan(4);
});
