-- A vendor's win as one round trip: it pays through ledger_transfer and settles the bet it refers to. Wins are
-- accepted after the session expired and for blocked players; a win of a rolled-back bet is refused. Each win writes
-- `bet.settled` with its payout; the valid bet (the stake) is counted once, on the win that settles an open bet.
-- With no token hash the member is the merchant's `p_member` (p_merchant): a vendor paying a player it names. A replay
-- is answered only to the member who made the call (seamless_not_owner). With `p_jackpot` the round hit the jackpot of
-- the pool its game feeds: jackpot_pay moves the whole pool to the member in this same transaction, and the answer
-- (stored, so a replay says the same and pays nothing again) carries what was paid as `jackpot` (decision 033). What
-- the pool paid counts in the bet's payout and its `bet.settled` (reports, records and the regulator's large payouts
-- see the whole win); the WIN row keeps the vendor's own amount.
CREATE OR REPLACE FUNCTION seamless_win(
  p_vendor text, p_tx text, p_token_hash text, p_bet_tx text, p_round text, p_amount bigint, p_fp text, p_hash text,
  p_now timestamptz, p_shards integer, p_merchant integer DEFAULT NULL, p_member bigint DEFAULT NULL,
  p_jackpot boolean DEFAULT false
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_prior record;
  v_s record;
  v_bet record;
  v_main bigint;
  v_sys bigint;
  v_replayed boolean;
  v_after bigint;
  v_resp jsonb;
  v_category text;
  v_refusal text;
  v_jackpot bigint := 0;
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

  SELECT t.id, t.created_at, t.kind, t.state, t.round_id, t.game_code, t.merchant_id, t.member_id, t.amount INTO v_bet
    FROM vendor_transaction_keys k JOIN vendor_transactions t ON t.id = k.id AND t.created_at = k.created_at
    WHERE k.vendor = p_vendor AND k.tx_id = p_bet_tx;
  IF NOT FOUND OR v_bet.kind <> 'BET' OR v_bet.merchant_id <> v_s.merchant_id OR v_bet.member_id <> v_s.member_id THEN
    RETURN jsonb_build_object('error', 'vendor.bet_unknown');
  END IF;
  IF v_bet.state IN ('ROLLED_BACK', 'TOMBSTONE') THEN RETURN jsonb_build_object('error', 'vendor.bet_rolled_back'); END IF;
  IF p_amount < 0 THEN RETURN jsonb_build_object('error', 'request_param_err'); END IF;

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
      FROM ledger_transfer(v_s.merchant_id, p_vendor || ':' || p_tx, p_hash, 'GAME_WIN', p_vendor || ':' || v_bet.round_id,
        jsonb_build_object('vendor', p_vendor, 'txId', p_tx, 'betTxId', p_bet_tx),
        ARRAY[v_sys, v_main], ARRAY[-p_amount, p_amount]) l;
    IF v_replayed THEN
      RAISE EXCEPTION 'seamless call raced' USING ERRCODE = 'WL498';
    END IF;
  END IF;
  IF p_jackpot THEN
    v_jackpot := jackpot_pay(v_s.merchant_id, p_vendor, v_bet.game_code, v_main, 'jpw:' || p_vendor || ':' || p_tx, p_hash,
      p_vendor || ':' || v_bet.round_id, jsonb_build_object('vendor', p_vendor, 'txId', p_tx, 'betTxId', p_bet_tx, 'gameCode', v_bet.game_code));
    IF v_jackpot > 0 THEN
      SELECT a.balance INTO v_after FROM ledger_accounts a WHERE a.id = v_main;
    END IF;
  END IF;

  -- The bet moves to SETTLED (adding this win to its payout) only from the state read above: a rollback or another
  -- win that got there first makes the call start again, so only the win that settles an open bet counts its stake.
  UPDATE vendor_transactions t SET state = 'SETTLED', payout = coalesce(t.payout, 0) + p_amount + v_jackpot, settled_at = coalesce(t.settled_at, p_now)
    WHERE t.id = v_bet.id AND t.created_at = v_bet.created_at AND t.state = v_bet.state;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'seamless bet moved' USING ERRCODE = 'WL498';
  END IF;

  v_resp := jsonb_build_object('playerId', v_s.member_id::text, 'currency', v_s.currency_code, 'balance', v_after::text, 'txId', p_tx);
  IF p_jackpot THEN v_resp := v_resp || jsonb_build_object('jackpot', v_jackpot::text); END IF;
  INSERT INTO vendor_transactions (merchant_id, member_id, vendor, tx_id, kind, bet_tx_id, round_id, game_code, amount, fingerprint, response, created_at)
    VALUES (v_s.merchant_id, v_s.member_id, p_vendor, p_tx, 'WIN', p_bet_tx, coalesce(p_round, v_bet.round_id), v_bet.game_code, p_amount, p_fp, v_resp, p_now);
  SELECT g.category INTO v_category FROM games g WHERE g.merchant_id = v_s.merchant_id AND g.vassalage = p_vendor AND g.game_code = v_bet.game_code;
  INSERT INTO domain_events (merchant_id, type, subject_id, aggregate_id, payload, occurred_at)
    VALUES (v_s.merchant_id, 'bet.settled', v_s.member_id, p_vendor || ':' || p_bet_tx, jsonb_build_object('vendor', p_vendor,
      'txId', p_tx, 'betTxId', p_bet_tx, 'roundId', v_bet.round_id, 'gameCode', v_bet.game_code, 'category', v_category,
      'stake', v_bet.amount::text, 'payout', (p_amount + v_jackpot)::text,
      'validBet', (CASE WHEN v_bet.state = 'OPEN' THEN v_bet.amount ELSE 0 END)::text)
      || (CASE WHEN v_jackpot > 0 THEN jsonb_build_object('jackpot', v_jackpot::text) ELSE '{}'::jsonb END), p_now);
  RETURN jsonb_build_object('answer', v_resp);
END;
$$;
