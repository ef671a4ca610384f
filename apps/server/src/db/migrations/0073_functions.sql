-- seamless_win takes a new argument (p_jackpot, decision 033): the old signature goes first, so a call by the old
-- argument list reaches the new function (its new argument defaults).
DROP FUNCTION IF EXISTS seamless_win(text, text, text, text, text, bigint, text, text, timestamptz, integer, integer, bigint);
--> statement-breakpoint

-- The ledger's core (decision 006): insert the transfer under its idempotency key (a replay answers the first
-- postings; another body under the key raises WL409), lock the accounts in ascending id order by one statement,
-- write the postings by one statement with balance before/after, and refuse a member wallet below zero (WL402).
-- A member's MAIN posting of a kind that takes or returns a player's money runs protection_guard (issue 30) after its
-- row lock, so limits, time-outs and exclusions hold in this very transaction (WL451…WL458).
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

-- A jackpot hit (decision 033): the whole of the pool the game feeds goes to the member's MAIN as one JACKPOT_WIN
-- transfer, in the caller's transaction (the winning round's settlement). The pool's shards are locked first (in id
-- order, as ledger_transfer locks) and only then read, so two hits at once pay what is there once: the second pays
-- what came in since, never more, and no shard goes below zero. The pool then holds 0: it restarts from its seed,
-- which is 0 (a seed would be the operator's money, which nothing funds yet). Answers what was paid (0 with no pool,
-- an empty pool or a game that feeds none). A replay under the key answers the first payment and moves nothing.
-- With `p_max` (a vendor's jackpot credit of that amount, seamless_credit) at most that much is taken, shard by shard in
-- id order, and the pool keeps the rest.
CREATE OR REPLACE FUNCTION jackpot_pay(
  p_merchant integer, p_vendor text, p_game text, p_main bigint, p_key text, p_hash text, p_ref text, p_meta jsonb,
  p_max bigint DEFAULT NULL
) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_pool integer;
  v_accounts bigint[] := '{}';
  v_amounts bigint[] := '{}';
  v_total bigint := 0;
  v_paid bigint;
  v_take bigint;
  v_replayed boolean;
  r record;
BEGIN
  SELECT p.id INTO v_pool FROM jackpot_pools p
    WHERE p.merchant_id = p_merchant AND p.vendor = p_vendor AND p.enabled AND p.game_codes ? p_game ORDER BY p.id LIMIT 1;
  IF v_pool IS NULL THEN RETURN 0; END IF;
  FOR r IN SELECT a.id, a.balance FROM ledger_accounts a
      WHERE a.merchant_id = p_merchant AND a.member_id IS NULL AND a.code = 'JACKPOT:' || v_pool ORDER BY a.id FOR UPDATE LOOP
    v_take := CASE WHEN p_max IS NULL THEN greatest(r.balance, 0) ELSE least(greatest(r.balance, 0), p_max - v_total) END;
    IF v_take > 0 THEN
      v_accounts := v_accounts || r.id;
      v_amounts := v_amounts || -v_take;
      v_total := v_total + v_take;
    END IF;
  END LOOP;
  IF v_total = 0 THEN RETURN 0; END IF;
  SELECT bool_or(l.o_replayed), sum(l.o_amount) FILTER (WHERE l.o_account_id = p_main) INTO v_replayed, v_paid
    FROM ledger_transfer(p_merchant, p_key, p_hash, 'JACKPOT_WIN', p_ref,
      p_meta || jsonb_build_object('pool', v_pool, 'paid', v_total::text),
      v_accounts || p_main, v_amounts || v_total) l;
  RETURN coalesce(v_paid, 0);
END;
$$;
--> statement-breakpoint

-- A rolled-back bet's jackpot share goes back (decision 033), in the rollback's transaction: the bet's
-- JACKPOT_CONTRIBUTION (key `jp:<vendor>:<bet tx>`) is reversed by one JACKPOT_REVERSAL (key `jpr:<vendor>:<bet tx>`,
-- so a bet's share comes back once whatever rollback calls arrive) crediting the share to the GAME_BETS shard it came
-- from. The share is taken from the pool's shards, locked in id order then read, never below zero. When a hit paid the
-- share out since, what the pool lacks is taken from the system account `JACKPOT_WRITE_OFF` (sharded; it goes below
-- zero): the operator's loss, recorded where an auditor finds it, while GAME_BETS ends even for the rolled-back bet.
-- Answers the share given back (0 when the bet contributed nothing).
CREATE OR REPLACE FUNCTION jackpot_reverse(
  p_merchant integer, p_member bigint, p_vendor text, p_bet_tx text, p_rollback_tx text, p_hash text, p_shards integer
) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_c record;
  v_left bigint;
  v_take bigint;
  v_accounts bigint[] := '{}';
  v_amounts bigint[] := '{}';
  r record;
BEGIN
  SELECT t.id, (t.meta->>'pool')::integer AS pool,
      (SELECT p.account_id FROM ledger_postings p WHERE p.transfer_id = t.id AND p.amount < 0 LIMIT 1) AS bets,
      (SELECT sum(p.amount)::bigint FROM ledger_postings p WHERE p.transfer_id = t.id AND p.amount > 0) AS share
    INTO v_c FROM ledger_transfers t
    WHERE t.merchant_id = p_merchant AND t.idempotency_key = 'jp:' || p_vendor || ':' || p_bet_tx AND t.kind = 'JACKPOT_CONTRIBUTION';
  IF NOT FOUND OR coalesce(v_c.share, 0) <= 0 THEN RETURN 0; END IF;
  v_left := v_c.share;
  FOR r IN SELECT a.id, a.balance FROM ledger_accounts a
      WHERE a.merchant_id = p_merchant AND a.member_id IS NULL AND a.code = 'JACKPOT:' || v_c.pool ORDER BY a.id FOR UPDATE LOOP
    EXIT WHEN v_left = 0;
    v_take := least(v_left, greatest(r.balance, 0));
    IF v_take > 0 THEN
      v_accounts := v_accounts || r.id;
      v_amounts := v_amounts || -v_take;
      v_left := v_left - v_take;
    END IF;
  END LOOP;
  IF v_left > 0 THEN
    v_accounts := v_accounts || ledger_system_account(p_merchant, 'JACKPOT_WRITE_OFF', (p_member % p_shards)::integer);
    v_amounts := v_amounts || -v_left;
  END IF;
  PERFORM 1 FROM ledger_transfer(p_merchant, 'jpr:' || p_vendor || ':' || p_bet_tx, p_hash, 'JACKPOT_REVERSAL', 'jackpot:' || v_c.pool,
    jsonb_build_object('pool', v_c.pool, 'vendor', p_vendor, 'betTxId', p_bet_tx, 'txId', p_rollback_tx, 'share', v_c.share::text,
      'fromPool', (v_c.share - v_left)::text, 'writtenOff', v_left::text),
    v_accounts || v_c.bets, v_amounts || v_c.share);
  RETURN v_c.share;
END;
$$;
--> statement-breakpoint

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
    SELECT g.merchant_id, g.member_id, g.account_type, g.game_code::text AS game_code, c.currency_code INTO v_s
      FROM game_sessions g JOIN merchants c ON c.id = g.merchant_id
      WHERE g.token_hash = p_token_hash AND g.vendor = p_vendor LIMIT 1;
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
--> statement-breakpoint

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
  SELECT t.member_id, t.state, t.fingerprint, t.response INTO v_prior FROM vendor_transactions t WHERE t.vendor = p_vendor AND t.tx_id = p_tx;
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

  SELECT t.id, t.kind, t.state, t.round_id, t.game_code, t.merchant_id, t.member_id, t.amount INTO v_bet
    FROM vendor_transactions t WHERE t.vendor = p_vendor AND t.tx_id = p_bet_tx;
  IF FOUND AND (v_bet.kind <> 'BET' OR v_bet.merchant_id <> v_s.merchant_id OR v_bet.member_id <> v_s.member_id) THEN
    RETURN jsonb_build_object('error', 'vendor.bet_unknown');
  END IF;
  IF FOUND AND v_bet.state IN ('SETTLED', 'ROLLED_BACK') THEN
    -- A copy of this very rollback may have committed since the first look (the bet then reads ROLLED_BACK): the
    -- answer is that copy's, not a refusal.
    SELECT t.member_id, t.state, t.fingerprint, t.response INTO v_prior FROM vendor_transactions t WHERE t.vendor = p_vendor AND t.tx_id = p_tx;
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
  UPDATE vendor_transactions t SET state = 'ROLLED_BACK', settled_at = coalesce(t.settled_at, p_now) WHERE t.id = v_bet.id AND t.state = 'OPEN';
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
--> statement-breakpoint

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
  SELECT t.member_id, t.state, t.fingerprint, t.response INTO v_prior FROM vendor_transactions t WHERE t.vendor = p_vendor AND t.tx_id = p_tx;
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

  SELECT t.id, t.kind, t.state, t.round_id, t.game_code, t.merchant_id, t.member_id, t.amount INTO v_bet
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
    WHERE t.id = v_bet.id AND t.state = v_bet.state;
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
