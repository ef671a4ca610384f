-- A member's main balance as a vendor sees it, behind the session checks every seamless call shares: the token must
-- be a real-money one; `p_live` calls (authenticate) also need an unexpired session and an active player. With no
-- token hash the member is the merchant's `p_member` (p_merchant), as credits, wins and rollbacks name a player
-- (issue 34: a vendor's call that carries no session, answered with the balance now); never a live check. Writes
-- nothing. Answers {"answer": …} or {"error": code} like the other seamless functions.
CREATE OR REPLACE FUNCTION seamless_balance(
  p_vendor text, p_token_hash text, p_live boolean, p_tx text, p_now timestamptz, p_merchant integer DEFAULT NULL,
  p_member bigint DEFAULT NULL
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_s record;
  v_balance bigint;
  v_resp jsonb;
BEGIN
  IF p_token_hash IS NULL THEN
    IF p_live THEN RETURN jsonb_build_object('error', 'vendor.session_invalid'); END IF;
    SELECT m.merchant_id, m.id AS member_id, c.currency_code INTO v_s
      FROM members m JOIN merchants c ON c.id = m.merchant_id WHERE m.id = p_member AND m.merchant_id = p_merchant;
    IF NOT FOUND THEN RETURN jsonb_build_object('error', 'vendor.player_unknown'); END IF;
  ELSE
    SELECT g.merchant_id, g.member_id, g.account_type, g.expires_at, m.status, c.currency_code INTO v_s
      FROM game_sessions g JOIN members m ON m.id = g.member_id JOIN merchants c ON c.id = g.merchant_id
      WHERE g.token_hash = p_token_hash AND g.vendor = p_vendor LIMIT 1;
    IF NOT FOUND OR v_s.account_type <> 1 OR (p_live AND v_s.expires_at <= p_now) THEN
      RETURN jsonb_build_object('error', 'vendor.session_invalid');
    END IF;
    IF p_live AND v_s.status <> 'ACTIVE' THEN RETURN jsonb_build_object('error', 'vendor.player_blocked'); END IF;
  END IF;
  SELECT a.balance INTO v_balance FROM ledger_accounts a
    WHERE a.merchant_id = v_s.merchant_id AND a.member_id = v_s.member_id AND a.code = 'MAIN';
  v_resp := jsonb_build_object('playerId', v_s.member_id::text, 'currency', v_s.currency_code, 'balance', coalesce(v_balance, 0)::text);
  IF p_tx IS NOT NULL THEN v_resp := v_resp || jsonb_build_object('txId', p_tx); END IF;
  RETURN jsonb_build_object('answer', v_resp);
END;
$$;
