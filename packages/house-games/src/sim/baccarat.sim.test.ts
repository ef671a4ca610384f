import { expect, it } from 'vitest';
import { BACCARAT_BETS } from '../baccarat/baccarat-rules';
import { baccaratRtp } from '../baccarat/baccarat-rtp';
import { simulationReport } from './report';
import { simulateBaccarat } from './simulate';
import { simulationRounds } from './xoshiro';

it('a seeded baccarat simulation lands within 4 standard errors of the exact RTP of every bet', () => {
  const summaries = simulateBaccarat(simulationRounds(), 20261123);
  const exact = baccaratRtp();
  for (const kind of BACCARAT_BETS) {
    const { line, z } = simulationReport(`baccarat ${kind}`, summaries[kind], exact[kind]);
    console.info(line);
    expect(Math.abs(z)).toBeLessThan(4);
  }
});
