-- Closes a round: its open bets count as lost (settled with no payout, a `bet.settled` event each) and can no longer
-- be rolled back. A replay is answered only to the member who made the call (seamless_not_owner).
CREATE OR REPLACE FUNCTION seamless_end_round(p_vendor text, p_tx text, p_token_hash text, p_round text, p_fp text, p_now timestamptz)
RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_prior record;
  v_s record;
  v_balance bigint;
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
    v_refusal := seamless_not_owner(p_vendor, p_token_hash, NULL, NULL, v_prior.member_id);
    IF v_refusal IS NOT NULL THEN RETURN jsonb_build_object('error', v_refusal); END IF;
    IF v_prior.fingerprint <> p_fp THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
    RETURN jsonb_build_object('answer', v_prior.response, 'replayed', true);
  END IF;
  SELECT g.merchant_id, g.member_id, g.account_type, c.currency_code INTO v_s
    FROM game_sessions g JOIN merchants c ON c.id = g.merchant_id
    WHERE g.token_hash = p_token_hash AND g.vendor = p_vendor LIMIT 1;
  IF NOT FOUND OR v_s.account_type <> 1 THEN RETURN jsonb_build_object('error', 'vendor.session_invalid'); END IF;
  SELECT a.balance INTO v_balance FROM ledger_accounts a
    WHERE a.merchant_id = v_s.merchant_id AND a.member_id = v_s.member_id AND a.code = 'MAIN';
  WITH s AS (
    UPDATE vendor_transactions t SET state = 'SETTLED', payout = coalesce(t.payout, 0), settled_at = p_now
      WHERE t.vendor = p_vendor AND t.round_id = p_round AND t.member_id = v_s.member_id AND t.kind = 'BET' AND t.state = 'OPEN'
      RETURNING t.tx_id, t.game_code, t.amount
  )
  INSERT INTO domain_events (merchant_id, type, subject_id, aggregate_id, payload, occurred_at)
    SELECT v_s.merchant_id, 'bet.settled', v_s.member_id, p_vendor || ':' || s.tx_id, jsonb_build_object('vendor', p_vendor,
      'txId', p_tx, 'betTxId', s.tx_id, 'roundId', p_round, 'gameCode', s.game_code, 'category', g.category,
      'stake', s.amount::text, 'payout', '0', 'validBet', s.amount::text), p_now
    FROM s LEFT JOIN games g ON g.merchant_id = v_s.merchant_id AND g.vassalage = p_vendor AND g.game_code = s.game_code;
  v_resp := jsonb_build_object('playerId', v_s.member_id::text, 'currency', v_s.currency_code, 'balance', coalesce(v_balance, 0)::text, 'txId', p_tx);
  INSERT INTO vendor_transactions (merchant_id, member_id, vendor, tx_id, kind, round_id, fingerprint, response, created_at)
    VALUES (v_s.merchant_id, v_s.member_id, p_vendor, p_tx, 'END_ROUND', p_round, p_fp, v_resp, p_now);
  RETURN jsonb_build_object('answer', v_resp);
END;
$$;
