-- A game session the launch opened on the transfer wallet (game_sessions.transfer: the money is at the vendor) takes
-- no seamless stake or credit: it answers vendor.session_invalid, and nothing is written.
-- A vendor's credit with no bet before it (issue 34): a promotional win, free-round winnings, a jackpot. Accepted like
-- a win: after the session expired and for a blocked player (only the token must be a real-money one); it pays from
-- the merchant's GAME_BETS through ledger_transfer (kind GAME_WIN, the reason in its meta) and keeps a CREDIT row under
-- (vendor, tx id). Its `bet.settled` carries no stake and no valid bet, so the reports count its payout and no bet.
-- Answers, replays and races as seamless_bet; a zero credit is recorded and moves nothing. With no token hash the
-- member is the merchant's `p_member` (p_merchant): a vendor crediting a player it names, with no session. A JACKPOT
-- credit on a game that feeds one of the vendor's pools is paid from that pool first, as far as it holds (jackpot_pay
-- with the credit as its limit, a JACKPOT_WIN), and only the rest from GAME_BETS (decision 033); the member gets the
-- amount the vendor names either way. The answer carries `jackpot`: what the pool paid.
CREATE OR REPLACE FUNCTION seamless_credit(
  p_vendor text, p_tx text, p_token_hash text, p_round text, p_game text, p_amount bigint, p_reason text, p_fp text,
  p_hash text, p_now timestamptz, p_shards integer, p_merchant integer DEFAULT NULL, p_member bigint DEFAULT NULL
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_prior record;
  v_s record;
  v_game text;
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
    SELECT g.merchant_id, g.member_id, g.account_type, g.game_code::text AS game_code, c.currency_code INTO v_s
      FROM game_sessions g JOIN merchants c ON c.id = g.merchant_id
      WHERE g.token_hash = p_token_hash AND g.vendor = p_vendor AND NOT g.transfer LIMIT 1;
    IF NOT FOUND OR v_s.account_type <> 1 THEN RETURN jsonb_build_object('error', 'vendor.session_invalid'); END IF;
  ELSE
    SELECT m.merchant_id, m.id AS member_id, 1 AS account_type, NULL::text AS game_code, c.currency_code INTO v_s
      FROM members m JOIN merchants c ON c.id = m.merchant_id WHERE m.id = p_member AND m.merchant_id = p_merchant;
    IF NOT FOUND THEN RETURN jsonb_build_object('error', 'vendor.player_unknown'); END IF;
  END IF;
  IF p_amount < 0 OR p_reason IS NULL OR p_reason NOT IN ('PROMO', 'FREE_ROUNDS', 'JACKPOT') THEN
    RETURN jsonb_build_object('error', 'request_param_err');
  END IF;
  v_game := coalesce(p_game, v_s.game_code);

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
    IF p_reason = 'JACKPOT' THEN
      -- The wallet and the bets first (as a win locks them), then the pool: the order every jackpot payment keeps.
      PERFORM 1 FROM ledger_accounts a WHERE a.id IN (v_main, v_sys) ORDER BY a.id FOR UPDATE;
      v_jackpot := jackpot_pay(v_s.merchant_id, p_vendor, v_game, v_main, 'jpw:' || p_vendor || ':' || p_tx, p_hash,
        p_vendor || ':' || coalesce(p_round, p_tx), jsonb_build_object('vendor', p_vendor, 'txId', p_tx, 'roundId', p_round, 'gameCode', v_game),
        p_amount);
    END IF;
    IF p_amount > v_jackpot THEN
      SELECT bool_or(l.o_replayed), max(l.o_after) FILTER (WHERE l.o_account_id = v_main) INTO v_replayed, v_after
        FROM ledger_transfer(v_s.merchant_id, p_vendor || ':' || p_tx, p_hash, 'GAME_WIN', p_vendor || ':' || coalesce(p_round, p_tx),
          jsonb_build_object('vendor', p_vendor, 'txId', p_tx, 'roundId', p_round, 'gameCode', v_game, 'reason', p_reason),
          ARRAY[v_sys, v_main], ARRAY[-(p_amount - v_jackpot), p_amount - v_jackpot]) l;
      IF v_replayed THEN
        RAISE EXCEPTION 'seamless call raced' USING ERRCODE = 'WL498';
      END IF;
    ELSE
      SELECT a.balance INTO v_after FROM ledger_accounts a WHERE a.id = v_main;
    END IF;
  END IF;

  v_resp := jsonb_build_object('playerId', v_s.member_id::text, 'currency', v_s.currency_code, 'balance', v_after::text, 'txId', p_tx);
  IF p_reason = 'JACKPOT' THEN v_resp := v_resp || jsonb_build_object('jackpot', v_jackpot::text); END IF;
  INSERT INTO vendor_transactions (merchant_id, member_id, vendor, tx_id, kind, round_id, game_code, amount, fingerprint, response, created_at)
    VALUES (v_s.merchant_id, v_s.member_id, p_vendor, p_tx, 'CREDIT', p_round, v_game, p_amount, p_fp, v_resp, p_now);
  SELECT g.category INTO v_category FROM games g WHERE g.merchant_id = v_s.merchant_id AND g.vassalage = p_vendor AND g.game_code = v_game;
  INSERT INTO domain_events (merchant_id, type, subject_id, aggregate_id, payload, occurred_at)
    VALUES (v_s.merchant_id, 'bet.settled', v_s.member_id, p_vendor || ':' || p_tx, jsonb_build_object('vendor', p_vendor,
      'txId', p_tx, 'betTxId', p_tx, 'roundId', p_round, 'gameCode', v_game, 'category', v_category,
      'stake', '0', 'payout', p_amount::text, 'validBet', '0', 'reason', p_reason), p_now);
  RETURN jsonb_build_object('answer', v_resp);
END;
$$;
