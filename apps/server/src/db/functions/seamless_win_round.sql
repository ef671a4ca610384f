-- A vendor's win that names only its round (issue 34): it settles the open bets the session's member placed in that
-- round and pays once, through ledger_transfer, the payout booked on the round's first open bet (on its last settled
-- bet when none is open: a second win of the round). Accepted after the session expired and for blocked players, as a
-- win. A round without a bet of the member is vendor.bet_unknown; one whose bets were all rolled back (or tombstoned)
-- is vendor.bet_rolled_back. Each bet it settles writes `bet.settled` as seamless_win does (its valid bet once; the
-- payout on the booked bet's event). Answers, replays and races as seamless_bet; with no token hash the member is the
-- merchant's `p_member` (p_merchant), as in seamless_win. Each bet is settled by its key, one statement each: one
-- statement over the array of bets was planned anew on every call (0.27 ms, more than its run).
CREATE OR REPLACE FUNCTION seamless_win_round(
  p_vendor text, p_tx text, p_token_hash text, p_round text, p_amount bigint, p_fp text, p_hash text, p_now timestamptz,
  p_shards integer, p_merchant integer DEFAULT NULL, p_member bigint DEFAULT NULL
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_prior record;
  v_s record;
  v_ids bigint[];
  v_state text := 'OPEN';
  v_target record;
  v_any boolean;
  v_main bigint;
  v_sys bigint;
  v_replayed boolean;
  v_after bigint;
  v_id bigint;
  v_bet record;
  v_code text;
  v_category text;
  v_resp jsonb;
  v_refusal text;
BEGIN
  -- The key first (issue 37): a call seen for the first time, the usual case, touches no month of the journal.
  PERFORM 1 FROM vendor_transaction_keys k WHERE k.vendor = p_vendor AND k.tx_id = p_tx;
  IF FOUND THEN
    SELECT t.member_id, t.fingerprint, t.response INTO v_prior FROM vendor_transaction_keys k JOIN vendor_transactions t ON t.id = k.id AND t.created_at = k.created_at
      WHERE k.vendor = p_vendor AND k.tx_id = p_tx;
    -- Its row is in a month retired to the archive (vendor_months_retire): the id stays taken.
    IF NOT FOUND THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
  END IF;
  IF FOUND THEN
    v_refusal := seamless_not_owner(p_vendor, p_token_hash, p_merchant, p_member, v_prior.member_id);
    IF v_refusal IS NOT NULL THEN RETURN jsonb_build_object('error', v_refusal); END IF;
    IF v_prior.fingerprint <> p_fp THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
    RETURN jsonb_build_object('answer', v_prior.response, 'replayed', true);
  END IF;

  -- The player: the game session's by its token (a real-money one; expired or blocked are accepted, as for a win), or
  -- with no token the merchant's member the vendor names by id (a promotion paid later, a reconciliation).
  IF p_token_hash IS NOT NULL THEN
    SELECT g.merchant_id, g.member_id, g.account_type, c.currency_code INTO v_s
      FROM game_sessions g JOIN merchants c ON c.id = g.merchant_id
      WHERE g.token_hash = p_token_hash AND g.vendor = p_vendor LIMIT 1;
    IF NOT FOUND OR v_s.account_type <> 1 THEN RETURN jsonb_build_object('error', 'vendor.session_invalid'); END IF;
  ELSE
    SELECT m.merchant_id, m.id AS member_id, 1 AS account_type, c.currency_code INTO v_s
      FROM members m JOIN merchants c ON c.id = m.merchant_id WHERE m.id = p_member AND m.merchant_id = p_merchant;
    IF NOT FOUND THEN RETURN jsonb_build_object('error', 'vendor.player_unknown'); END IF;
  END IF;
  IF p_amount < 0 THEN RETURN jsonb_build_object('error', 'request_param_err'); END IF;

  -- The round's open bets (vendor_transactions_open_round); the first of them carries the payout.
  SELECT array_agg(t.id ORDER BY t.id) INTO v_ids FROM vendor_transactions t
    WHERE t.round_id = p_round AND t.vendor = p_vendor AND t.member_id = v_s.member_id AND t.kind = 'BET' AND t.state = 'OPEN';
  IF v_ids IS NULL THEN
    -- Nothing open: a later win of a settled round books on its last settled bet; otherwise the round is unknown or
    -- was rolled back (the member's bets, vendor_transactions_member_bets).
    v_state := 'SETTLED';
    SELECT t.id INTO v_target FROM vendor_transactions t
      WHERE t.merchant_id = v_s.merchant_id AND t.member_id = v_s.member_id AND t.kind = 'BET' AND t.vendor = p_vendor
        AND t.round_id = p_round AND t.state = 'SETTLED'
      ORDER BY t.id DESC LIMIT 1;
    IF NOT FOUND THEN
      SELECT true INTO v_any FROM vendor_transactions t
        WHERE t.merchant_id = v_s.merchant_id AND t.member_id = v_s.member_id AND t.kind = 'BET' AND t.vendor = p_vendor
          AND t.round_id = p_round LIMIT 1;
      RETURN jsonb_build_object('error', CASE WHEN v_any THEN 'vendor.bet_rolled_back' ELSE 'vendor.bet_unknown' END);
    END IF;
    v_ids := ARRAY[v_target.id];
  END IF;
  SELECT t.tx_id, t.game_code INTO v_target FROM vendor_transactions t WHERE t.id = v_ids[1];

  SELECT a.id, a.balance INTO v_main, v_after FROM ledger_accounts a
    WHERE a.merchant_id = v_s.merchant_id AND a.member_id = v_s.member_id AND a.code = 'MAIN';
  IF v_main IS NULL THEN
    v_main := ledger_member_account(v_s.merchant_id, v_s.member_id, 'MAIN');
    v_after := 0;
  END IF;
  IF p_amount > 0 THEN
    SELECT a.id INTO v_sys FROM ledger_accounts a
      WHERE a.merchant_id = v_s.merchant_id AND a.member_id IS NULL AND a.code = 'GAME_BETS' AND a.shard = v_s.member_id % p_shards;
    IF v_sys IS NULL THEN
      v_sys := ledger_system_account(v_s.merchant_id, 'GAME_BETS', (v_s.member_id % p_shards)::integer);
    END IF;
    SELECT bool_or(l.o_replayed), max(l.o_after) FILTER (WHERE l.o_account_id = v_main) INTO v_replayed, v_after
      FROM ledger_transfer(v_s.merchant_id, p_vendor || ':' || p_tx, p_hash, 'GAME_WIN', p_vendor || ':' || p_round,
        jsonb_build_object('vendor', p_vendor, 'txId', p_tx, 'roundId', p_round, 'betTxId', v_target.tx_id),
        ARRAY[v_sys, v_main], ARRAY[-p_amount, p_amount]) l;
    IF v_replayed THEN
      RAISE EXCEPTION 'seamless call raced' USING ERRCODE = 'WL498';
    END IF;
  END IF;

  -- Every bet read moves from the state read (a rollback or a win that got there first makes the call start again).
  FOREACH v_id IN ARRAY v_ids LOOP
    UPDATE vendor_transactions t SET state = 'SETTLED',
        payout = coalesce(t.payout, 0) + CASE WHEN v_id = v_ids[1] THEN p_amount ELSE 0 END, settled_at = coalesce(t.settled_at, p_now)
      WHERE t.id = v_id AND t.state = v_state
      RETURNING t.tx_id, t.game_code, t.amount INTO v_bet;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'seamless bet moved' USING ERRCODE = 'WL498';
    END IF;
    IF v_code IS DISTINCT FROM v_bet.game_code THEN
      v_code := v_bet.game_code;
      SELECT g.category INTO v_category FROM games g WHERE g.merchant_id = v_s.merchant_id AND g.vassalage = p_vendor AND g.game_code = v_code;
    END IF;
    INSERT INTO domain_events (merchant_id, type, subject_id, aggregate_id, payload, occurred_at)
      VALUES (v_s.merchant_id, 'bet.settled', v_s.member_id, p_vendor || ':' || v_bet.tx_id, jsonb_build_object('vendor', p_vendor,
        'txId', p_tx, 'betTxId', v_bet.tx_id, 'roundId', p_round, 'gameCode', v_bet.game_code, 'category', v_category,
        'stake', v_bet.amount::text, 'payout', (CASE WHEN v_id = v_ids[1] THEN p_amount ELSE 0 END)::text,
        'validBet', (CASE WHEN v_state = 'OPEN' THEN v_bet.amount ELSE 0 END)::text), p_now);
  END LOOP;

  v_resp := jsonb_build_object('playerId', v_s.member_id::text, 'currency', v_s.currency_code, 'balance', v_after::text, 'txId', p_tx);
  INSERT INTO vendor_transactions (merchant_id, member_id, vendor, tx_id, kind, bet_tx_id, round_id, game_code, amount, fingerprint, response, created_at)
    VALUES (v_s.merchant_id, v_s.member_id, p_vendor, p_tx, 'WIN', v_target.tx_id, p_round, v_target.game_code, p_amount, p_fp, v_resp, p_now);
  RETURN jsonb_build_object('answer', v_resp);
END;
$$;
