import { type HouseGame, type HouseRound, type VerifyResult, verify } from '@wl/house-games';

/** What the player is shown before a round: the committed server-seed hash and the inputs they control. */
export type FairCommitment = { game: HouseGame; serverSeedHash: string; clientSeed: string; nonce: number };

/**
 * The browser-side check behind the verify button: the revealed seed must hash to the hash shown BEFORE the round
 * (not to the one inside the round record, which the operator could have rewritten), and replaying the seeds must
 * give the recorded result. Runs synchronously with the engine's own code.
 */
export function checkRound(round: HouseRound, commitment: FairCommitment): VerifyResult {
  const { serverSeed, clientSeed, nonce } = round.fairness;
  const sameInputs = clientSeed === commitment.clientSeed && nonce === commitment.nonce;
  const result = verify({
    bet: round.bet,
    serverSeed,
    serverSeedHash: commitment.serverSeedHash,
    clientSeed,
    nonce,
    outcome: round.outcome,
  });
  return sameInputs ? result : { ...result, valid: false };
}

/** Cells (reel, row) of a slot window that lie on a winning payline, for highlighting. */
export function winningCells(lineWins: { line: number; count: number }[], paylines: readonly (readonly number[])[]) {
  const cells = new Set<string>();
  for (const win of lineWins) {
    const rows = paylines[win.line - 1] ?? [];
    for (let reel = 0; reel < win.count; reel++) cells.add(`${reel}:${rows[reel]}`);
  }
  return cells;
}
