-- A game session the launch opened on the transfer wallet (game_sessions.transfer: the money is at the vendor) takes
-- no seamless stake or credit: it answers vendor.session_invalid, and nothing is written.
-- A bet and its win in one call and one transaction (issue 34: Pragmatic, SoftSwiss-style /play): both or neither.
-- The bet runs the bet's rules (a live session, an active player, the stake within the balance, player protection by
-- ledger_transfer's guard); the win then pays. The bet's and the win's transaction ids are each keyed (rows and ledger
-- keys), under one fingerprint naming both, so a replay of the pair answers the stored answer with "replayed", and
-- either id reused in another call is a duplicate. The bet is stored SETTLED with its payout; `bet.placed` and
-- `bet.settled` are written as seamless_bet and seamless_win write them. Answers, replays and races as seamless_bet.
CREATE OR REPLACE FUNCTION seamless_bet_win(
  p_vendor text, p_bet_tx text, p_win_tx text, p_token_hash text, p_round text, p_game text, p_stake bigint,
  p_payout bigint, p_fp text, p_bet_hash text, p_win_hash text, p_now timestamptz, p_shards integer
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_n integer;
  v_tomb boolean;
  v_same boolean;
  v_stored jsonb;
  v_s record;
  v_game text;
  v_main bigint;
  v_balance bigint;
  v_sys bigint;
  v_replayed boolean;
  v_after bigint;
  v_resp jsonb;
  v_category text;
  v_owner bigint;
  v_owner2 bigint;
  v_refusal text;
BEGIN
  IF p_bet_tx = p_win_tx OR p_stake < 0 OR p_payout < 0 THEN RETURN jsonb_build_object('error', 'request_param_err'); END IF;
  -- Both keys in one statement (one snapshot): the pair's two rows commit together, so they are seen together. Two
  -- equality lookups, not `tx_id IN (…)`: a generic plan filtered an IN list over every row of the vendor.
  -- The keys first (issue 37): a pair seen for the first time, the usual case, touches no month of the journal.
  v_n := 0;
  PERFORM 1 FROM vendor_transaction_keys k WHERE k.vendor = p_vendor AND (k.tx_id = p_bet_tx OR k.tx_id = p_win_tx);
  IF FOUND THEN
    SELECT count(*), coalesce(bool_or(x.tomb), false), coalesce(bool_and(x.same), false), (array_agg(x.response) FILTER (WHERE x.win))[1],
        min(x.member_id), max(x.member_id)
      INTO v_n, v_tomb, v_same, v_stored, v_owner, v_owner2
      FROM (SELECT t.state = 'TOMBSTONE' AS tomb, t.fingerprint = p_fp AS same, t.response, false AS win, t.member_id
            FROM vendor_transaction_keys k JOIN vendor_transactions t ON t.id = k.id AND t.created_at = k.created_at
            WHERE k.vendor = p_vendor AND k.tx_id = p_bet_tx
          UNION ALL
          SELECT false, t.fingerprint = p_fp, t.response, true, t.member_id
            FROM vendor_transaction_keys k JOIN vendor_transactions t ON t.id = k.id AND t.created_at = k.created_at
            WHERE k.vendor = p_vendor AND k.tx_id = p_win_tx) x;
    -- Their rows are in a month retired to the archive (vendor_months_retire): the ids stay taken.
    IF v_n = 0 THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
  END IF;
  IF v_n > 0 THEN
    -- A replay answers only the member who made the pair (seamless_not_owner); an id of another member's is a duplicate.
    v_refusal := seamless_not_owner(p_vendor, p_token_hash, NULL, NULL, v_owner);
    IF v_refusal IS NOT NULL THEN RETURN jsonb_build_object('error', v_refusal); END IF;
    IF v_owner2 <> v_owner THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
    IF v_tomb THEN RETURN jsonb_build_object('error', 'vendor.bet_rolled_back'); END IF;
    IF v_n < 2 OR NOT v_same THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
    RETURN jsonb_build_object('answer', v_stored, 'replayed', true);
  END IF;

  SELECT g.merchant_id, g.member_id, g.account_type, g.expires_at, g.game_code, m.status, c.currency_code INTO v_s
    FROM game_sessions g JOIN members m ON m.id = g.member_id JOIN merchants c ON c.id = g.merchant_id
    WHERE g.token_hash = p_token_hash AND g.vendor = p_vendor AND NOT g.transfer LIMIT 1;
  IF NOT FOUND OR v_s.account_type <> 1 OR v_s.expires_at <= p_now THEN RETURN jsonb_build_object('error', 'vendor.session_invalid'); END IF;
  IF v_s.status <> 'ACTIVE' THEN RETURN jsonb_build_object('error', 'vendor.player_blocked'); END IF;
  v_game := coalesce(p_game, v_s.game_code);

  -- The stake is checked against the balance before the win: a bet is never paid for by its own win.
  SELECT a.id, a.balance INTO v_main, v_balance FROM ledger_accounts a
    WHERE a.merchant_id = v_s.merchant_id AND a.member_id = v_s.member_id AND a.code = 'MAIN';
  IF coalesce(v_balance, 0) < p_stake THEN
    -- A copy of this very call may have committed since the first look (its debit is what the balance shows).
    SELECT count(*), coalesce(bool_or(x.tomb), false), coalesce(bool_and(x.same), false), (array_agg(x.response) FILTER (WHERE x.win))[1],
        min(x.member_id), max(x.member_id)
      INTO v_n, v_tomb, v_same, v_stored, v_owner, v_owner2
      FROM (SELECT t.state = 'TOMBSTONE' AS tomb, t.fingerprint = p_fp AS same, t.response, false AS win, t.member_id
            FROM vendor_transaction_keys k JOIN vendor_transactions t ON t.id = k.id AND t.created_at = k.created_at
    WHERE k.vendor = p_vendor AND k.tx_id = p_bet_tx
          UNION ALL
          SELECT false, t.fingerprint = p_fp, t.response, true, t.member_id FROM vendor_transaction_keys k JOIN vendor_transactions t ON t.id = k.id AND t.created_at = k.created_at
    WHERE k.vendor = p_vendor AND k.tx_id = p_win_tx) x;
    IF v_n > 0 THEN
      IF v_owner <> v_s.member_id OR v_owner2 <> v_s.member_id THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
      IF v_tomb THEN RETURN jsonb_build_object('error', 'vendor.bet_rolled_back'); END IF;
      IF v_n < 2 OR NOT v_same THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
      RETURN jsonb_build_object('answer', v_stored, 'replayed', true);
    END IF;
    RETURN jsonb_build_object('error', 'wallet.insufficient_funds', 'value', jsonb_build_object(
      'playerId', v_s.member_id::text, 'currency', v_s.currency_code, 'balance', coalesce(v_balance, 0)::text, 'txId', p_bet_tx));
  END IF;
  IF v_main IS NULL THEN
    v_main := ledger_member_account(v_s.merchant_id, v_s.member_id, 'MAIN');
  END IF;
  v_after := coalesce(v_balance, 0);
  SELECT a.id INTO v_sys FROM ledger_accounts a
    WHERE a.merchant_id = v_s.merchant_id AND a.member_id IS NULL AND a.code = 'GAME_BETS' AND a.shard = v_s.member_id % p_shards;
  IF v_sys IS NULL THEN
    v_sys := ledger_system_account(v_s.merchant_id, 'GAME_BETS', (v_s.member_id % p_shards)::integer);
  END IF;

  IF p_stake > 0 THEN
    SELECT bool_or(l.o_replayed), max(l.o_after) FILTER (WHERE l.o_account_id = v_main) INTO v_replayed, v_after
      FROM ledger_transfer(v_s.merchant_id, p_vendor || ':' || p_bet_tx, p_bet_hash, 'GAME_BET', p_vendor || ':' || p_round,
        jsonb_build_object('vendor', p_vendor, 'txId', p_bet_tx, 'roundId', p_round, 'gameCode', v_game),
        ARRAY[v_main, v_sys], ARRAY[-p_stake, p_stake]) l;
    IF v_replayed THEN
      RAISE EXCEPTION 'seamless call raced' USING ERRCODE = 'WL498';
    END IF;
  END IF;
  IF p_payout > 0 THEN
    SELECT bool_or(l.o_replayed), max(l.o_after) FILTER (WHERE l.o_account_id = v_main) INTO v_replayed, v_after
      FROM ledger_transfer(v_s.merchant_id, p_vendor || ':' || p_win_tx, p_win_hash, 'GAME_WIN', p_vendor || ':' || p_round,
        jsonb_build_object('vendor', p_vendor, 'txId', p_win_tx, 'betTxId', p_bet_tx),
        ARRAY[v_sys, v_main], ARRAY[-p_payout, p_payout]) l;
    IF v_replayed THEN
      RAISE EXCEPTION 'seamless call raced' USING ERRCODE = 'WL498';
    END IF;
  END IF;

  v_resp := jsonb_build_object('playerId', v_s.member_id::text, 'currency', v_s.currency_code, 'balance', v_after::text,
    'txId', p_win_tx, 'betTxId', p_bet_tx);
  INSERT INTO vendor_transactions (merchant_id, member_id, vendor, tx_id, kind, bet_tx_id, round_id, game_code, amount, state, payout,
      settled_at, fingerprint, response, created_at)
    VALUES (v_s.merchant_id, v_s.member_id, p_vendor, p_bet_tx, 'BET', NULL, p_round, v_game, p_stake, 'SETTLED', p_payout, p_now, p_fp, v_resp, p_now),
      (v_s.merchant_id, v_s.member_id, p_vendor, p_win_tx, 'WIN', p_bet_tx, p_round, v_game, p_payout, NULL, NULL, NULL, p_fp, v_resp, p_now);
  SELECT g.category INTO v_category FROM games g WHERE g.merchant_id = v_s.merchant_id AND g.vassalage = p_vendor AND g.game_code = v_game;
  INSERT INTO domain_events (merchant_id, type, subject_id, aggregate_id, payload, occurred_at)
    VALUES (v_s.merchant_id, 'bet.placed', v_s.member_id, p_vendor || ':' || p_bet_tx, jsonb_build_object('vendor', p_vendor, 'txId', p_bet_tx,
        'roundId', p_round, 'gameCode', v_game, 'category', v_category, 'stake', p_stake::text), p_now),
      (v_s.merchant_id, 'bet.settled', v_s.member_id, p_vendor || ':' || p_bet_tx, jsonb_build_object('vendor', p_vendor,
        'txId', p_win_tx, 'betTxId', p_bet_tx, 'roundId', p_round, 'gameCode', v_game, 'category', v_category,
        'stake', p_stake::text, 'payout', p_payout::text, 'validBet', p_stake::text), p_now);
  RETURN jsonb_build_object('answer', v_resp);
END;
$$;
