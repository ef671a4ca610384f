-- The ledger's core (decision 006): insert the transfer under its idempotency key (a replay answers the first
-- postings; another body under the key raises WL409), lock the accounts in ascending id order by one statement,
-- write the postings by one statement with balance before/after, and refuse a member wallet below zero (WL402).
-- A member's MAIN posting of a kind that takes or returns a player's money runs protection_guard (issue 30) after its
-- row lock, so limits, time-outs and exclusions hold in this very transaction (WL451…WL458).
-- Generic plans always (issue 34): every statement here is a lookup by key, and the account lock's `= ANY(array)` made
-- PostgreSQL plan it anew on every call (0.06 ms, three times its run).
CREATE OR REPLACE FUNCTION ledger_transfer(
  p_merchant integer, p_key text, p_hash text, p_kind text, p_ref text, p_meta jsonb, p_accounts bigint[], p_amounts bigint[]
) RETURNS TABLE (o_transfer_id bigint, o_replayed boolean, o_account_id bigint, o_member_id bigint, o_code text, o_amount bigint, o_before bigint, o_after bigint)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
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
  v_class text;
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
    IF v_mem IS NOT NULL AND v_cd = 'MAIN' THEN
      v_class := CASE
        WHEN p_kind IN ('GAME_BET', 'LOTTERY_BET') THEN 'STAKE'
        WHEN p_kind = 'WALLET_TRANSFER' THEN CASE WHEN p_amounts[v_i] < 0 THEN 'STAKE' ELSE 'RETURN' END
        WHEN p_kind IN ('GAME_WIN', 'LOTTERY_WIN', 'JACKPOT_WIN') THEN 'RETURN'
        WHEN p_kind IN ('GAME_ROLLBACK', 'LOTTERY_REFUND') THEN 'REFUND'
        WHEN p_kind IN ('TRANSFER_UPLINE', 'TRANSFER_DOWNLINE') THEN 'MOVE'
        ELSE NULL END;
      IF v_class IS NOT NULL THEN
        PERFORM protection_guard(p_merchant, v_mem, v_class, abs(p_amounts[v_i]));
      END IF;
    END IF;
  END LOOP;

  INSERT INTO ledger_postings (transfer_id, merchant_id, account_id, currency, amount, balance_before, balance_after)
    SELECT v_id, p_merchant, x.account, x.currency, x.amount, x.after - x.amount, x.after
    FROM unnest(p_accounts, v_currency, p_amounts, v_after) WITH ORDINALITY AS x(account, currency, amount, after, n) ORDER BY x.n;

  RETURN QUERY SELECT v_id, false, x.account, x.member, x.code, x.amount, x.after - x.amount, x.after
    FROM unnest(p_accounts, v_member, v_code, p_amounts, v_after) WITH ORDINALITY AS x(account, member, code, amount, after, n) ORDER BY x.n;
END;
$$;
--> statement-breakpoint

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
  SELECT t.member_id, t.state, t.fingerprint, t.response INTO v_prior FROM vendor_transactions t WHERE t.vendor = p_vendor AND t.tx_id = p_tx;
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
    SELECT t.member_id, t.state, t.fingerprint, t.response INTO v_prior FROM vendor_transactions t WHERE t.vendor = p_vendor AND t.tx_id = p_tx;
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
--> statement-breakpoint

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
  SELECT t.member_id, t.fingerprint, t.response INTO v_prior FROM vendor_transactions t WHERE t.vendor = p_vendor AND t.tx_id = p_tx;
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
