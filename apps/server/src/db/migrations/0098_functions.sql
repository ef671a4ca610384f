-- A vendor's rollback as one round trip. It refunds an open bet (through ledger_transfer) and writes its
-- `bet.rolled_back` event; a rollback of a bet never seen is answered and leaves a tombstone, so that bet is refused
-- if it arrives later; a rollback of a settled bet is refused. Answers, replays and races as seamless_bet; with no
-- token hash the member is the merchant's `p_member` (p_merchant), as in seamless_win. The bet's jackpot share (when its
-- game fed a pool) comes back with the stake, by jackpot_reverse, in this same transaction (decision 033).
CREATE OR REPLACE FUNCTION seamless_rollback(
  p_vendor text, p_tx text, p_token_hash text, p_bet_tx text, p_round text, p_fp text, p_hash text, p_now timestamptz,
  p_shards integer, p_merchant integer DEFAULT NULL, p_member bigint DEFAULT NULL
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_prior record;
  v_s record;
  v_bet record;
  v_main bigint;
  v_sys bigint;
  v_balance bigint;
  v_replayed boolean;
  v_resp jsonb;
  v_refusal text;
BEGIN
  -- The key first (issue 37): a call seen for the first time, the usual case, touches no month of the journal.
  PERFORM 1 FROM vendor_transaction_keys k WHERE k.vendor = p_vendor AND k.tx_id = p_tx;
  IF FOUND THEN
    SELECT t.member_id, t.state, t.fingerprint, t.response INTO v_prior FROM vendor_transaction_keys k JOIN vendor_transactions t ON t.id = k.id AND t.created_at = k.created_at
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

  -- The bet's key and its row in one statement, so one snapshot: a key without its row is a bet of a month retired to
  -- the archive, which holds no open bet (its round ended long ago). Two statements would also take a bet's tombstone
  -- that a copy of this rollback committed between them for a retired bet.
  SELECT t.id, t.created_at, t.kind, t.state, t.round_id, t.game_code, t.merchant_id, t.member_id, t.amount, true AS keyed INTO v_bet
    FROM vendor_transaction_keys k LEFT JOIN vendor_transactions t ON t.id = k.id AND t.created_at = k.created_at
    WHERE k.vendor = p_vendor AND k.tx_id = p_bet_tx;
  IF FOUND AND v_bet.id IS NULL THEN RETURN jsonb_build_object('error', 'vendor.bet_settled'); END IF;
  IF v_bet.id IS NOT NULL AND (v_bet.kind <> 'BET' OR v_bet.merchant_id <> v_s.merchant_id OR v_bet.member_id <> v_s.member_id) THEN
    RETURN jsonb_build_object('error', 'vendor.bet_unknown');
  END IF;
  IF v_bet.id IS NOT NULL AND v_bet.state IN ('SETTLED', 'ROLLED_BACK') THEN
    -- A copy of this very rollback may have committed since the first look (the bet then reads ROLLED_BACK): the
    -- answer is that copy's, not a refusal.
    SELECT t.member_id, t.state, t.fingerprint, t.response INTO v_prior FROM vendor_transaction_keys k JOIN vendor_transactions t ON t.id = k.id AND t.created_at = k.created_at
    WHERE k.vendor = p_vendor AND k.tx_id = p_tx;
    IF FOUND THEN
      IF v_prior.member_id <> v_s.member_id THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
      IF v_prior.fingerprint <> p_fp THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
      RETURN jsonb_build_object('answer', v_prior.response, 'replayed', true);
    END IF;
    IF v_bet.state = 'SETTLED' THEN RETURN jsonb_build_object('error', 'vendor.bet_settled'); END IF;
    RETURN jsonb_build_object('error', 'vendor.bet_rolled_back');
  END IF;

  IF v_bet.id IS NULL OR v_bet.state = 'TOMBSTONE' THEN
    SELECT a.balance INTO v_balance FROM ledger_accounts a
      WHERE a.merchant_id = v_s.merchant_id AND a.member_id = v_s.member_id AND a.code = 'MAIN';
    -- `tombstone` tells the vendor protocols (and every replay of this answer) that no bet was found: some vendors
    -- answer it with their own "bet does not exist"; the platform's own endpoints leave it out (their schema).
    v_resp := jsonb_build_object('playerId', v_s.member_id::text, 'currency', v_s.currency_code, 'balance', coalesce(v_balance, 0)::text, 'txId', p_tx,
      'tombstone', true);
    INSERT INTO vendor_transactions (merchant_id, member_id, vendor, tx_id, kind, bet_tx_id, round_id, fingerprint, response, created_at)
      VALUES (v_s.merchant_id, v_s.member_id, p_vendor, p_tx, 'ROLLBACK', p_bet_tx, p_round, p_fp, v_resp, p_now);
    IF v_bet.id IS NULL THEN
      INSERT INTO vendor_transactions (merchant_id, member_id, vendor, tx_id, kind, round_id, state, fingerprint, response, created_at)
        VALUES (v_s.merchant_id, v_s.member_id, p_vendor, p_bet_tx, 'BET', p_round, 'TOMBSTONE', 'TOMBSTONE', '{}'::jsonb, p_now);
    END IF;
    RETURN jsonb_build_object('answer', v_resp);
  END IF;

  v_main := ledger_member_account(v_s.merchant_id, v_s.member_id, 'MAIN');
  SELECT a.id INTO v_sys FROM ledger_accounts a
    WHERE a.merchant_id = v_s.merchant_id AND a.member_id IS NULL AND a.code = 'GAME_BETS' AND a.shard = v_s.member_id % p_shards;
  IF v_sys IS NULL THEN
    v_sys := ledger_system_account(v_s.merchant_id, 'GAME_BETS', (v_s.member_id % p_shards)::integer);
  END IF;
  SELECT bool_or(l.o_replayed), max(l.o_after) FILTER (WHERE l.o_account_id = v_main) INTO v_replayed, v_balance
    FROM ledger_transfer(v_s.merchant_id, p_vendor || ':' || p_tx, p_hash, 'GAME_ROLLBACK', p_vendor || ':' || v_bet.round_id,
      jsonb_build_object('vendor', p_vendor, 'txId', p_tx, 'betTxId', p_bet_tx),
      ARRAY[v_sys, v_main], ARRAY[-v_bet.amount, v_bet.amount]) l;
  IF v_replayed THEN
    RAISE EXCEPTION 'seamless call raced' USING ERRCODE = 'WL498';
  END IF;
  PERFORM jackpot_reverse(v_s.merchant_id, v_s.member_id, p_vendor, p_bet_tx, p_tx, p_hash, p_shards);
  UPDATE vendor_transactions t SET state = 'ROLLED_BACK', settled_at = coalesce(t.settled_at, p_now) WHERE t.id = v_bet.id AND t.created_at = v_bet.created_at AND t.state = 'OPEN';
  IF NOT FOUND THEN
    RAISE EXCEPTION 'seamless bet moved' USING ERRCODE = 'WL498';
  END IF;

  v_resp := jsonb_build_object('playerId', v_s.member_id::text, 'currency', v_s.currency_code, 'balance', v_balance::text, 'txId', p_tx);
  INSERT INTO vendor_transactions (merchant_id, member_id, vendor, tx_id, kind, bet_tx_id, round_id, fingerprint, response, created_at)
    VALUES (v_s.merchant_id, v_s.member_id, p_vendor, p_tx, 'ROLLBACK', p_bet_tx, v_bet.round_id, p_fp, v_resp, p_now);
  INSERT INTO domain_events (merchant_id, type, subject_id, aggregate_id, payload, occurred_at)
    VALUES (v_s.merchant_id, 'bet.rolled_back', v_s.member_id, p_vendor || ':' || p_bet_tx, jsonb_build_object('vendor', p_vendor,
      'txId', p_tx, 'betTxId', p_bet_tx, 'roundId', v_bet.round_id, 'gameCode', v_bet.game_code, 'stake', v_bet.amount::text), p_now);
  RETURN jsonb_build_object('answer', v_resp);
END;
$$;
