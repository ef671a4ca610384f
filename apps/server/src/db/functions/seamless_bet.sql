-- A game session the launch opened on the transfer wallet (game_sessions.transfer: the money is at the vendor) takes
-- no seamless stake or credit: it answers vendor.session_invalid, and nothing is written.
-- A vendor's bet as one round trip and one transaction (decision 009): the replay check, the game session, the
-- stake (through ledger_transfer, the only code that posts) the vendor transaction row and its `bet.placed` domain
-- event. Refusals are answered as {"error": code}; a call whose key was seen before with the same fingerprint answers
-- {"answer": stored, "replayed": true} (as every seamless money function does); a lost race raises WL498 and the
-- caller starts the call again (it then finds what the winner stored). The rules are those of reliability.md ("Game
-- vendors"). A replay is answered only to the member who placed the bet (seamless_not_owner). With
-- `p_closed_refused` (vendors whose rounds end with their payout, e.g. Red Tiger) a bet on a round of the member that a
-- payout or an end of round already settled is refused: vendor.round_closed.
CREATE OR REPLACE FUNCTION seamless_bet(
  p_vendor text, p_tx text, p_token_hash text, p_round text, p_game text, p_amount bigint, p_fp text, p_hash text,
  p_now timestamptz, p_shards integer, p_closed_refused boolean DEFAULT false
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_prior record;
  v_s record;
  v_game text;
  v_main bigint;
  v_balance bigint;
  v_sys bigint;
  v_replayed boolean;
  v_after bigint;
  v_resp jsonb;
  v_category text;
  v_refusal text;
  v_pool integer;
  v_bps integer;
  v_jackpot boolean;
  v_share bigint;
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
    v_refusal := seamless_not_owner(p_vendor, p_token_hash, NULL, NULL, v_prior.member_id);
    IF v_refusal IS NOT NULL THEN RETURN jsonb_build_object('error', v_refusal); END IF;
    IF v_prior.state = 'TOMBSTONE' THEN RETURN jsonb_build_object('error', 'vendor.bet_rolled_back'); END IF;
    IF v_prior.fingerprint <> p_fp THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
    RETURN jsonb_build_object('answer', v_prior.response, 'replayed', true);
  END IF;

  SELECT g.merchant_id, g.member_id, g.account_type, g.expires_at, g.game_code, m.status, c.currency_code INTO v_s
    FROM game_sessions g JOIN members m ON m.id = g.member_id JOIN merchants c ON c.id = g.merchant_id
    WHERE g.token_hash = p_token_hash AND g.vendor = p_vendor AND NOT g.transfer LIMIT 1;
  IF NOT FOUND OR v_s.account_type <> 1 OR v_s.expires_at <= p_now THEN RETURN jsonb_build_object('error', 'vendor.session_invalid'); END IF;
  IF v_s.status <> 'ACTIVE' THEN RETURN jsonb_build_object('error', 'vendor.player_blocked'); END IF;
  IF p_amount <= 0 THEN RETURN jsonb_build_object('error', 'request_param_err'); END IF;
  v_game := coalesce(p_game, v_s.game_code);
  -- Two tests, not one: with the flag in the same expression PostgreSQL plans the lookup anew on every call.
  IF p_closed_refused THEN
    IF EXISTS (SELECT 1 FROM vendor_transactions t
        WHERE t.round_id = p_round AND t.vendor = p_vendor AND t.member_id = v_s.member_id AND t.kind = 'BET' AND t.state = 'SETTLED') THEN
      RETURN jsonb_build_object('error', 'vendor.round_closed');
    END IF;
  END IF;

  -- A stake above the balance is refused before anything is locked; a race past this check is refused by the ledger.
  SELECT a.id, a.balance INTO v_main, v_balance FROM ledger_accounts a
    WHERE a.merchant_id = v_s.merchant_id AND a.member_id = v_s.member_id AND a.code = 'MAIN';
  IF v_main IS NULL OR v_balance < p_amount THEN
    -- A copy of this very bet may have committed since the first look (the balance read shows its debit): then the
    -- answer is that copy's. Its row and its debit became visible together, so this later read sees the row.
    SELECT t.member_id, t.state, t.fingerprint, t.response INTO v_prior FROM vendor_transaction_keys k JOIN vendor_transactions t ON t.id = k.id AND t.created_at = k.created_at
    WHERE k.vendor = p_vendor AND k.tx_id = p_tx;
    IF FOUND THEN
      IF v_prior.member_id <> v_s.member_id THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
      IF v_prior.state = 'TOMBSTONE' THEN RETURN jsonb_build_object('error', 'vendor.bet_rolled_back'); END IF;
      IF v_prior.fingerprint <> p_fp THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
      RETURN jsonb_build_object('answer', v_prior.response, 'replayed', true);
    END IF;
    RETURN jsonb_build_object('error', 'wallet.insufficient_funds', 'value', jsonb_build_object(
      'playerId', v_s.member_id::text, 'currency', v_s.currency_code, 'balance', coalesce(v_balance, 0)::text, 'txId', p_tx));
  END IF;
  SELECT a.id INTO v_sys FROM ledger_accounts a
    WHERE a.merchant_id = v_s.merchant_id AND a.member_id IS NULL AND a.code = 'GAME_BETS' AND a.shard = v_s.member_id % p_shards;
  IF v_sys IS NULL THEN
    v_sys := ledger_system_account(v_s.merchant_id, 'GAME_BETS', (v_s.member_id % p_shards)::integer);
  END IF;

  SELECT bool_or(l.o_replayed), max(l.o_after) FILTER (WHERE l.o_account_id = v_main) INTO v_replayed, v_after
    FROM ledger_transfer(v_s.merchant_id, p_vendor || ':' || p_tx, p_hash, 'GAME_BET', p_vendor || ':' || p_round,
      jsonb_build_object('vendor', p_vendor, 'txId', p_tx, 'roundId', p_round, 'gameCode', v_game),
      ARRAY[v_main, v_sys], ARRAY[-p_amount, p_amount]) l;
  IF v_replayed THEN
    RAISE EXCEPTION 'seamless call raced' USING ERRCODE = 'WL498';
  END IF;
  -- A jackpot game's share of the stake goes from the bets into its pool, in this same transaction (issue 35). The
  -- game's row says whether it feeds a pool (games.jackpot, kept by triggers): any other game skips the lookup; a game
  -- the catalogue does not list is looked up as before (issue 33).
  SELECT g.category, g.jackpot INTO v_category, v_jackpot FROM games g
    WHERE g.merchant_id = v_s.merchant_id AND g.vassalage = p_vendor AND g.game_code = v_game;
  IF v_jackpot IS NOT FALSE THEN
    SELECT p.id, p.contribution_bps INTO v_pool, v_bps FROM jackpot_pools p
      WHERE p.merchant_id = v_s.merchant_id AND p.vendor = p_vendor AND p.enabled AND p.game_codes ? v_game ORDER BY p.id LIMIT 1;
  END IF;
  IF v_pool IS NOT NULL THEN
    v_share := (p_amount * v_bps) / 10000;
    IF v_share > 0 THEN
      PERFORM 1 FROM ledger_transfer(v_s.merchant_id, 'jp:' || p_vendor || ':' || p_tx, p_hash, 'JACKPOT_CONTRIBUTION',
        'jackpot:' || v_pool, jsonb_build_object('pool', v_pool, 'vendor', p_vendor, 'txId', p_tx, 'gameCode', v_game),
        ARRAY[v_sys, ledger_system_account(v_s.merchant_id, 'JACKPOT:' || v_pool, (v_s.member_id % p_shards)::integer)],
        ARRAY[-v_share, v_share]);
    END IF;
  END IF;

  v_resp := jsonb_build_object('playerId', v_s.member_id::text, 'currency', v_s.currency_code, 'balance', v_after::text, 'txId', p_tx);
  INSERT INTO vendor_transactions (merchant_id, member_id, vendor, tx_id, kind, round_id, game_code, amount, state, fingerprint, response, created_at)
    VALUES (v_s.merchant_id, v_s.member_id, p_vendor, p_tx, 'BET', p_round, v_game, p_amount, 'OPEN', p_fp, v_resp, p_now);
  INSERT INTO domain_events (merchant_id, type, subject_id, aggregate_id, payload, occurred_at)
    VALUES (v_s.merchant_id, 'bet.placed', v_s.member_id, p_vendor || ':' || p_tx, jsonb_build_object('vendor', p_vendor, 'txId', p_tx,
      'roundId', p_round, 'gameCode', v_game, 'category', v_category, 'stake', p_amount::text), p_now);
  RETURN jsonb_build_object('answer', v_resp);
END;
$$;
