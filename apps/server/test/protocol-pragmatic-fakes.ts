import type { ProtocolConfig, ProtocolWallet, WalletResult } from '../src/modules/protocols';

/**
 * A stand-in for the shared wallet, for the translation tests only (the conformance tests use the real one): one
 * player per token, replays by transaction id, round settlement, rollback tombstones. Every call is recorded.
 */
export const fakeWallet = () => {
  const state = {
    balance: 10_000n,
    expired: new Set<string>(),
    blocked: false,
    calls: [] as { method: string; args: Record<string, unknown> }[],
    txs: new Map<string, { body: string; result: WalletResult }>(),
    bets: new Map<string, { roundId: string; amount: bigint; state: 'open' | 'settled' | 'rolled_back' }>(),
    tombstones: new Set<string>(),
    n: 0,
  };
  const player = 'p-421';
  const ok = (): WalletResult => ({
    ok: true,
    answer: { playerId: player, currency: 'PKR', balance: state.balance, txId: `L${++state.n}`, replayed: false },
  });
  const no = (code: string, balance?: bigint): WalletResult => ({
    ok: false,
    refusal: { code: code as never, ...(balance === undefined ? {} : { balance }) },
  });
  const keyed = async (
    method: string,
    args: { token?: string; playerId?: string; txId: string } & Record<string, unknown>,
    live: boolean,
    run: () => WalletResult,
  ) => {
    state.calls.push({ method, args });
    if (live && state.expired.has(args.token ?? '')) return no('vendor.session_invalid');
    const body = JSON.stringify(args, (_k, v) => (typeof v === 'bigint' ? v.toString() : v));
    const seen = state.txs.get(args.txId);
    if (seen) {
      if (seen.body !== body) return no('vendor.duplicate_transaction');
      return seen.result.ok ? { ok: true as const, answer: { ...seen.result.answer, replayed: true } } : seen.result;
    }
    const result = run();
    if (result.ok) state.txs.set(args.txId, { body, result });
    return result;
  };
  const wallet: ProtocolWallet = {
    authenticate: async (_v, token) => {
      state.calls.push({ method: 'authenticate', args: { token } });
      if (state.expired.has(token)) return { ok: false, refusal: { code: 'vendor.session_invalid' } };
      return { ok: true, answer: { playerId: player, currency: 'PKR', balance: state.balance, account: player } };
    },
    balance: async (_v, { token }) => {
      state.calls.push({ method: 'balance', args: { token } });
      return { ok: true, answer: { playerId: player, currency: 'PKR', balance: state.balance, account: player } };
    },
    bet: (_v, b) =>
      keyed('bet', b, true, () => {
        if (state.blocked) return no('vendor.player_blocked');
        if (state.tombstones.has(b.txId)) return no('vendor.bet_rolled_back');
        if (b.amount > state.balance) return no('wallet.insufficient_funds', state.balance);
        state.balance -= b.amount;
        state.bets.set(b.txId, { roundId: b.roundId, amount: b.amount, state: 'open' });
        return ok();
      }),
    win: async () => no('system.error'),
    winByRound: (_v, b) =>
      keyed('winByRound', b, false, () => {
        const open = [...state.bets.values()].filter((x) => x.roundId === b.roundId);
        if (!open.length) return no('vendor.bet_unknown');
        if (open.every((x) => x.state === 'rolled_back')) return no('vendor.bet_rolled_back');
        for (const x of open) if (x.state === 'open') x.state = 'settled';
        state.balance += b.amount;
        return ok();
      }),
    rollback: (_v, b) =>
      keyed('rollback', b, false, () => {
        const x = state.bets.get(b.betTxId);
        if (!x) state.tombstones.add(b.betTxId);
        else if (x.state === 'settled') return no('vendor.bet_settled');
        else {
          x.state = 'rolled_back';
          state.balance += x.amount;
        }
        return ok();
      }),
    betWin: async () => no('system.error'),
    credit: (_v, b) =>
      keyed('credit', b, false, () => {
        state.balance += b.amount;
        return ok();
      }),
    endRound: (_v, b) => keyed('endRound', b, false, ok),
  };
  return { wallet, state, player };
};

export const PP_TEST_KEY = 'unit-test-key';
export const ppConfig = (over: Partial<ProtocolConfig> = {}): ProtocolConfig => ({
  merchantId: 1,
  merchantCode: 'DEMO',
  vendor: 'PP',
  protocol: 'pragmatic',
  currency: 'PKR',
  minorDigits: 2,
  enabled: true,
  settings: { secureLogin: 'demo_lucky', gameServerUrl: 'https://games.pp.test/', providerId: 'PragmaticPlay' },
  secrets: { secretKey: PP_TEST_KEY },
  ...over,
});
