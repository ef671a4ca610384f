/**
 * What one player's balance must be, from the operator's answers and the seamless rules (reliability.md, "Game
 * vendors"). Each transaction id changes the model once, on its first accepted answer; `expect` says what the
 * operator must answer to a call given everything accepted so far.
 */
export type BetState = 'OPEN' | 'SETTLED' | 'ROLLED_BACK' | 'TOMBSTONE';
export type Call =
  | { kind: 'bet'; txId: string; roundId: string; amount: bigint }
  | { kind: 'win'; txId: string; betTxId: string; amount: bigint }
  | { kind: 'rollback'; txId: string; betTxId: string }
  | { kind: 'endRound'; txId: string; roundId: string };

export const createPlayerModel = (opening: bigint) => {
  let balance = opening;
  const bets = new Map<string, { amount: bigint; state: BetState; roundId: string | null }>();
  /** Transaction id → what it said (kind, amount, bet), to tell a replay from a duplicate-transaction refusal. */
  const seen = new Map<string, string>();
  const totals = { betsAccepted: 0, betTotal: 0n, winTotal: 0n, refundTotal: 0n, tombstones: [] as string[] };
  const fp = (c: Call) =>
    c.kind === 'bet'
      ? `B|${c.amount}|${c.roundId}`
      : c.kind === 'win'
        ? `W|${c.amount}|${c.betTxId}`
        : c.kind === 'rollback'
          ? `R|${c.betTxId}`
          : `E|${c.roundId}`;

  /** 'ok' or the error code the operator must answer now. */
  const expect = (c: Call): string => {
    if (c.kind === 'bet' && bets.get(c.txId)?.state === 'TOMBSTONE') return 'vendor.bet_rolled_back';
    const s = seen.get(c.txId);
    if (s !== undefined) return s === fp(c) ? 'ok' : 'vendor.duplicate_transaction';
    if (c.kind === 'bet') return c.amount > balance ? 'wallet.insufficient_funds' : 'ok';
    if (c.kind === 'endRound') return 'ok';
    const bet = bets.get(c.betTxId);
    if (c.kind === 'win') {
      if (!bet) return 'vendor.bet_unknown';
      return bet.state === 'ROLLED_BACK' || bet.state === 'TOMBSTONE' ? 'vendor.bet_rolled_back' : 'ok';
    }
    if (!bet || bet.state === 'TOMBSTONE' || bet.state === 'OPEN') return 'ok';
    return bet.state === 'SETTLED' ? 'vendor.bet_settled' : 'vendor.bet_rolled_back';
  };

  /** Applies an accepted call; a repeat of an id already applied changes nothing. Returns whether it was new. */
  const accept = (c: Call): boolean => {
    if (seen.has(c.txId)) return false;
    seen.set(c.txId, fp(c));
    if (c.kind === 'bet') {
      balance -= c.amount;
      bets.set(c.txId, { amount: c.amount, state: 'OPEN', roundId: c.roundId });
      totals.betsAccepted++;
      totals.betTotal += c.amount;
    } else if (c.kind === 'win') {
      const bet = bets.get(c.betTxId);
      if (bet) bet.state = 'SETTLED';
      balance += c.amount;
      totals.winTotal += c.amount;
    } else if (c.kind === 'rollback') {
      const bet = bets.get(c.betTxId);
      if (!bet) {
        bets.set(c.betTxId, { amount: 0n, state: 'TOMBSTONE', roundId: null });
        totals.tombstones.push(c.betTxId);
      } else if (bet.state === 'OPEN') {
        bet.state = 'ROLLED_BACK';
        balance += bet.amount;
        totals.refundTotal += bet.amount;
      }
    } else {
      for (const bet of bets.values()) if (bet.roundId === c.roundId && bet.state === 'OPEN') bet.state = 'SETTLED';
    }
    return true;
  };

  return { expect, accept, balance: () => balance, totals };
};
export type PlayerModel = ReturnType<typeof createPlayerModel>;
