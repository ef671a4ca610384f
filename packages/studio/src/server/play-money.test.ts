import { describe, expect, it } from 'vitest';
import { playMoneyWallet } from './play-money';

const who = (token: string) => ({ vendor: 'PG', token, player: token, currency: 'PKR', free: true });

describe('play money', () => {
  it('each launch has its own purse; replays answer as the first time; a rollback gives an open stake back once', async () => {
    const { wallet } = playMoneyWallet({ start: 1000n });
    const a = who('a');
    expect(await wallet.bet(a, { txId: 't1', roundId: 'r1', gameCode: 'g', amount: 300 })).toMatchObject({ ok: true, balance: '700' });
    expect(await wallet.bet(a, { txId: 't1', roundId: 'r1', gameCode: 'g', amount: 300 })).toMatchObject({ balance: '700' });
    expect(await wallet.balance(who('b'))).toMatchObject({ balance: '1000' });
    expect(await wallet.bet(a, { txId: 't2', roundId: 'r2', gameCode: 'g', amount: 800 })).toMatchObject({
      ok: false,
      code: 'wallet.insufficient_funds',
    });
    expect(await wallet.rollback(a, { txId: 'x1', betTxId: 't1', roundId: 'r1' })).toMatchObject({ balance: '1000' });
    expect(await wallet.rollback(a, { txId: 'x2', betTxId: 't1', roundId: 'r1' })).toMatchObject({ balance: '1000' });
    expect(await wallet.win(a, { txId: 'w1', betTxId: 't1', roundId: 'r1', amount: 50 })).toMatchObject({ balance: '1050' });
    expect(await wallet.win(a, { txId: 'w1', betTxId: 't1', roundId: 'r1', amount: 50 })).toMatchObject({ balance: '1050' });
  });

  it('keeps a bounded number of purses, forgetting the oldest', async () => {
    const play = playMoneyWallet({ start: 10n, maxSessions: 3 });
    for (const t of ['a', 'b', 'c', 'd']) await play.wallet.balance(who(t));
    expect(play.sessions()).toBe(3);
  });
});
