-- The two calls a vendor makes on every round (bet and win) as server-side functions, so each is one round trip and
-- one transaction: the replay check, the game session, the money (through ledger_transfer, the only code that posts)
-- and the vendor transaction row. Refusals are answered as {"error": code}; a lost race raises WL498 and the caller
-- starts the call again (it then finds what the winner stored). The rules are those of reliability.md ("Game vendors")
-- and match the TypeScript service that calls these functions.

-- The ledger's core, leaner than 0004 (same contract): the accounts are locked in id order by one statement, the
-- postings are written by one statement, and the answer is built from what was applied.
CREATE OR REPLACE FUNCTION ledger_transfer(
  p_merchant integer, p_key text, p_hash text, p_kind text, p_ref text, p_meta jsonb, p_accounts bigint[], p_amounts bigint[]
) RETURNS TABLE (o_transfer_id bigint, o_replayed boolean, o_account_id bigint, o_member_id bigint, o_code text, o_amount bigint, o_before bigint, o_after bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
  v_hash text;
  v_n integer := cardinality(p_accounts);
  v_i integer;
  v_locked integer;
  v_after bigint[] := '{}';
  v_member bigint[] := '{}';
  v_code text[] := '{}';
  v_currency text[] := '{}';
  v_bal bigint;
  v_mem bigint;
  v_cd text;
  v_cur text;
BEGIN
  INSERT INTO ledger_transfers (merchant_id, idempotency_key, body_hash, kind, ref, meta)
  VALUES (p_merchant, p_key, p_hash, p_kind, p_ref, p_meta)
  ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
  RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    SELECT t.id, t.body_hash INTO v_id, v_hash FROM ledger_transfers t WHERE t.merchant_id = p_merchant AND t.idempotency_key = p_key;
    IF v_id IS NULL THEN
      RAISE EXCEPTION 'ledger transfer vanished' USING ERRCODE = '40001';
    END IF;
    IF v_hash <> p_hash THEN
      RAISE EXCEPTION 'idempotency key reused with another body' USING ERRCODE = 'WL409';
    END IF;
    RETURN QUERY SELECT p.transfer_id, true, p.account_id, a.member_id, a.code::text, p.amount, p.balance_before, p.balance_after
      FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE p.transfer_id = v_id ORDER BY p.id;
    RETURN;
  END IF;

  PERFORM 1 FROM ledger_accounts a WHERE a.id = ANY(p_accounts) AND a.merchant_id = p_merchant ORDER BY a.id FOR UPDATE;
  GET DIAGNOSTICS v_locked = ROW_COUNT;
  IF v_locked <> v_n AND v_locked <> (SELECT count(DISTINCT x) FROM unnest(p_accounts) x) THEN
    RAISE EXCEPTION 'unknown ledger account' USING ERRCODE = 'WL404';
  END IF;

  FOR v_i IN 1 .. v_n LOOP
    UPDATE ledger_accounts a SET balance = a.balance + p_amounts[v_i]
      WHERE a.id = p_accounts[v_i] AND (a.allow_negative OR a.balance + p_amounts[v_i] >= 0)
      RETURNING a.balance, a.member_id, a.code, a.currency INTO v_bal, v_mem, v_cd, v_cur;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'insufficient funds' USING ERRCODE = 'WL402';
    END IF;
    v_after := v_after || v_bal; v_member := v_member || v_mem; v_code := v_code || v_cd; v_currency := v_currency || v_cur;
  END LOOP;

  INSERT INTO ledger_postings (transfer_id, merchant_id, account_id, currency, amount, balance_before, balance_after)
    SELECT v_id, p_merchant, x.account, x.currency, x.amount, x.after - x.amount, x.after
    FROM unnest(p_accounts, v_currency, p_amounts, v_after) WITH ORDINALITY AS x(account, currency, amount, after, n) ORDER BY x.n;

  RETURN QUERY SELECT v_id, false, x.account, x.member, x.code, x.amount, x.after - x.amount, x.after
    FROM unnest(p_accounts, v_member, v_code, p_amounts, v_after) WITH ORDINALITY AS x(account, member, code, amount, after, n) ORDER BY x.n;
END;
$$;
--> statement-breakpoint

-- A member wallet's account id, opened on first use (the merchant's currency).
CREATE OR REPLACE FUNCTION ledger_member_account(p_merchant integer, p_member bigint, p_code text) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  SELECT a.id INTO v_id FROM ledger_accounts a WHERE a.merchant_id = p_merchant AND a.member_id = p_member AND a.code = p_code;
  IF v_id IS NULL THEN
    INSERT INTO ledger_accounts (merchant_id, member_id, code, currency)
      SELECT p_merchant, m.id, p_code, c.currency_code FROM members m JOIN merchants c ON c.id = m.merchant_id
      WHERE m.id = p_member AND m.merchant_id = p_merchant
      ON CONFLICT (merchant_id, member_id, code) WHERE member_id IS NOT NULL DO NOTHING;
    SELECT a.id INTO v_id FROM ledger_accounts a WHERE a.merchant_id = p_merchant AND a.member_id = p_member AND a.code = p_code;
  END IF;
  RETURN v_id;
END;
$$;
--> statement-breakpoint

-- A system account shard's id, opened on first use (system accounts may go below zero).
CREATE OR REPLACE FUNCTION ledger_system_account(p_merchant integer, p_code text, p_shard integer) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  SELECT a.id INTO v_id FROM ledger_accounts a WHERE a.merchant_id = p_merchant AND a.member_id IS NULL AND a.code = p_code AND a.shard = p_shard;
  IF v_id IS NULL THEN
    INSERT INTO ledger_accounts (merchant_id, code, currency, allow_negative, shard)
      SELECT c.id, p_code, c.currency_code, true, p_shard FROM merchants c WHERE c.id = p_merchant
      ON CONFLICT (merchant_id, code, shard) WHERE member_id IS NULL DO NOTHING;
    SELECT a.id INTO v_id FROM ledger_accounts a WHERE a.merchant_id = p_merchant AND a.member_id IS NULL AND a.code = p_code AND a.shard = p_shard;
  END IF;
  RETURN v_id;
END;
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION seamless_bet(
  p_vendor text, p_tx text, p_token_hash text, p_round text, p_game text, p_amount bigint, p_fp text, p_hash text,
  p_now timestamptz, p_shards integer
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
BEGIN
  SELECT t.state, t.fingerprint, t.response INTO v_prior FROM vendor_transactions t WHERE t.vendor = p_vendor AND t.tx_id = p_tx;
  IF FOUND THEN
    IF v_prior.state = 'TOMBSTONE' THEN RETURN jsonb_build_object('error', 'vendor.bet_rolled_back'); END IF;
    IF v_prior.fingerprint <> p_fp THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
    RETURN jsonb_build_object('answer', v_prior.response);
  END IF;

  SELECT g.merchant_id, g.member_id, g.account_type, g.expires_at, g.game_code, m.status, c.currency_code INTO v_s
    FROM game_sessions g JOIN members m ON m.id = g.member_id JOIN merchants c ON c.id = g.merchant_id
    WHERE g.token_hash = p_token_hash AND g.vendor = p_vendor LIMIT 1;
  IF NOT FOUND OR v_s.account_type <> 1 OR v_s.expires_at <= p_now THEN RETURN jsonb_build_object('error', 'vendor.session_invalid'); END IF;
  IF v_s.status <> 'ACTIVE' THEN RETURN jsonb_build_object('error', 'vendor.player_blocked'); END IF;
  IF p_amount <= 0 THEN RETURN jsonb_build_object('error', 'request_param_err'); END IF;
  v_game := coalesce(p_game, v_s.game_code);

  -- A stake above the balance is refused before anything is locked; a race past this check is refused by the ledger.
  SELECT a.id, a.balance INTO v_main, v_balance FROM ledger_accounts a
    WHERE a.merchant_id = v_s.merchant_id AND a.member_id = v_s.member_id AND a.code = 'MAIN';
  IF v_main IS NULL OR v_balance < p_amount THEN
    -- A copy of this very bet may have committed since the first look (the balance read shows its debit): then the
    -- answer is that copy's. Its row and its debit became visible together, so this later read sees the row.
    SELECT t.state, t.fingerprint, t.response INTO v_prior FROM vendor_transactions t WHERE t.vendor = p_vendor AND t.tx_id = p_tx;
    IF FOUND THEN
      IF v_prior.state = 'TOMBSTONE' THEN RETURN jsonb_build_object('error', 'vendor.bet_rolled_back'); END IF;
      IF v_prior.fingerprint <> p_fp THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
      RETURN jsonb_build_object('answer', v_prior.response);
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

  v_resp := jsonb_build_object('playerId', v_s.member_id::text, 'currency', v_s.currency_code, 'balance', v_after::text, 'txId', p_tx);
  INSERT INTO vendor_transactions (merchant_id, member_id, vendor, tx_id, kind, round_id, game_code, amount, state, fingerprint, response, created_at)
    VALUES (v_s.merchant_id, v_s.member_id, p_vendor, p_tx, 'BET', p_round, v_game, p_amount, 'OPEN', p_fp, v_resp, p_now);
  RETURN jsonb_build_object('answer', v_resp);
END;
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION seamless_win(
  p_vendor text, p_tx text, p_token_hash text, p_bet_tx text, p_round text, p_amount bigint, p_fp text, p_hash text,
  p_now timestamptz, p_shards integer
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
BEGIN
  SELECT t.state, t.fingerprint, t.response INTO v_prior FROM vendor_transactions t WHERE t.vendor = p_vendor AND t.tx_id = p_tx;
  IF FOUND THEN
    IF v_prior.fingerprint <> p_fp THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
    RETURN jsonb_build_object('answer', v_prior.response);
  END IF;

  -- Wins are accepted after the session expired and for blocked players: only the token must be a real-money one.
  SELECT g.merchant_id, g.member_id, g.account_type, c.currency_code INTO v_s
    FROM game_sessions g JOIN merchants c ON c.id = g.merchant_id
    WHERE g.token_hash = p_token_hash AND g.vendor = p_vendor LIMIT 1;
  IF NOT FOUND OR v_s.account_type <> 1 THEN RETURN jsonb_build_object('error', 'vendor.session_invalid'); END IF;

  SELECT t.id, t.kind, t.state, t.round_id, t.game_code, t.merchant_id, t.member_id INTO v_bet
    FROM vendor_transactions t WHERE t.vendor = p_vendor AND t.tx_id = p_bet_tx;
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

  -- The bet moves to SETTLED (adding this win to its payout) only if a rollback did not get there first.
  UPDATE vendor_transactions t SET state = 'SETTLED', payout = coalesce(t.payout, 0) + p_amount, settled_at = coalesce(t.settled_at, p_now)
    WHERE t.id = v_bet.id AND t.state IN ('OPEN', 'SETTLED');
  IF NOT FOUND THEN
    RAISE EXCEPTION 'seamless bet moved' USING ERRCODE = 'WL498';
  END IF;

  v_resp := jsonb_build_object('playerId', v_s.member_id::text, 'currency', v_s.currency_code, 'balance', v_after::text, 'txId', p_tx);
  INSERT INTO vendor_transactions (merchant_id, member_id, vendor, tx_id, kind, bet_tx_id, round_id, game_code, amount, fingerprint, response, created_at)
    VALUES (v_s.merchant_id, v_s.member_id, p_vendor, p_tx, 'WIN', p_bet_tx, coalesce(p_round, v_bet.round_id), v_bet.game_code, p_amount, p_fp, v_resp, p_now);
  RETURN jsonb_build_object('answer', v_resp);
END;
$$;
--> statement-breakpoint

-- Closes a round: its open bets count as lost (settled with no payout) and can no longer be rolled back.
CREATE OR REPLACE FUNCTION seamless_end_round(p_vendor text, p_tx text, p_token_hash text, p_round text, p_fp text, p_now timestamptz)
RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_prior record;
  v_s record;
  v_balance bigint;
  v_resp jsonb;
BEGIN
  SELECT t.fingerprint, t.response INTO v_prior FROM vendor_transactions t WHERE t.vendor = p_vendor AND t.tx_id = p_tx;
  IF FOUND THEN
    IF v_prior.fingerprint <> p_fp THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
    RETURN jsonb_build_object('answer', v_prior.response);
  END IF;
  SELECT g.merchant_id, g.member_id, g.account_type, c.currency_code INTO v_s
    FROM game_sessions g JOIN merchants c ON c.id = g.merchant_id
    WHERE g.token_hash = p_token_hash AND g.vendor = p_vendor LIMIT 1;
  IF NOT FOUND OR v_s.account_type <> 1 THEN RETURN jsonb_build_object('error', 'vendor.session_invalid'); END IF;
  SELECT a.balance INTO v_balance FROM ledger_accounts a
    WHERE a.merchant_id = v_s.merchant_id AND a.member_id = v_s.member_id AND a.code = 'MAIN';
  UPDATE vendor_transactions t SET state = 'SETTLED', payout = coalesce(t.payout, 0), settled_at = p_now
    WHERE t.vendor = p_vendor AND t.round_id = p_round AND t.member_id = v_s.member_id AND t.kind = 'BET' AND t.state = 'OPEN';
  v_resp := jsonb_build_object('playerId', v_s.member_id::text, 'currency', v_s.currency_code, 'balance', coalesce(v_balance, 0)::text, 'txId', p_tx);
  INSERT INTO vendor_transactions (merchant_id, member_id, vendor, tx_id, kind, round_id, fingerprint, response, created_at)
    VALUES (v_s.merchant_id, v_s.member_id, p_vendor, p_tx, 'END_ROUND', p_round, p_fp, v_resp, p_now);
  RETURN jsonb_build_object('answer', v_resp);
END;
$$;
