-- The month partitions of a history table (`<p_table>_pYYYYMM`, issue 37) that ended by `p_before`, oldest first: the
-- months its retention retires (ledger_months_retire, vendor_months_retire, audit_months_retire). The default
-- partition is never one of them.
CREATE OR REPLACE FUNCTION history_months_due(p_table text, p_before timestamptz)
RETURNS TABLE (name text, month text, upper_bound timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT x.name, x.month, x.upper_bound FROM (
    SELECT c.relname::text AS name, substr(c.relname, length(p_table) + 3) AS month,
      (regexp_match(pg_get_expr(c.relpartbound, c.oid), 'TO \(''([^'']+)''\)'))[1]::timestamptz AS upper_bound
    FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = p_table::regclass AND c.relname ~ ('^' || p_table || '_p[0-9]{6}$')) x
  WHERE x.upper_bound <= p_before
  ORDER BY x.name
$$;
--> statement-breakpoint

-- Moves one month partition of a history table (`<p_table>_pYYYYMM`, issue 37) out of its table: detached and kept
-- whole as `archive.<partition>` (never dropped here: an operator exports and drops an archived month under its own
-- law), and entered in history_retired with its bounds and rows, in the caller's transaction. Detaching waits for the
-- table's writers in flight (at most the caller's lock_timeout). Answers the rows kept, or NULL when that month is not
-- a partition of the table (never made, or retired already).
CREATE OR REPLACE FUNCTION history_month_archive(p_table text, p_month text)
RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_name text := p_table || '_p' || p_month;
  v_bound text;
  v_rows integer;
BEGIN
  SELECT pg_get_expr(c.relpartbound, c.oid) INTO v_bound FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = p_table::regclass AND c.relname = v_name;
  IF NOT FOUND THEN RETURN NULL; END IF;
  EXECUTE 'CREATE SCHEMA IF NOT EXISTS archive';
  EXECUTE format('ALTER TABLE %I DETACH PARTITION %I', p_table, v_name);
  EXECUTE format('ALTER TABLE %I SET SCHEMA archive', v_name);
  EXECUTE format('SELECT count(*) FROM archive.%I', v_name) INTO v_rows;
  INSERT INTO history_retired (table_name, partition, from_at, to_at, rows_kept)
    VALUES (p_table, v_name, (regexp_match(v_bound, 'FROM \(''([^'']+)''\)'))[1]::timestamptz,
      (regexp_match(v_bound, 'TO \(''([^'']+)''\)'))[1]::timestamptz, v_rows);
  RETURN v_rows;
END;
$$;
--> statement-breakpoint

-- Retires the ledger's months that ended by `p_before` (issue 37, LEDGER_RETENTION_MONTHS): each month's postings and
-- transfers move whole to the archive (history_month_archive) and, in the same transaction, each account's postings of
-- the month are added to ledger_carried, so a balance still equals what its account carried plus its postings in
-- place. A transfer and its postings share their time, so a month takes whole transfers; no new row can land in a
-- month that has ended (a transfer's time is its transaction's). The idempotency keys stay (a key stays taken); a
-- replay of a retired transfer is refused (ledger_transfer). Serialised with the making of months by their advisory
-- locks, so copies retiring at once retire each month once. Answers the postings' months retired, oldest first.
CREATE OR REPLACE FUNCTION ledger_months_retire(p_before timestamptz)
RETURNS text[]
LANGUAGE plpgsql AS $$
DECLARE
  v_lock text;
  v_month record;
  v_done text[] := ARRAY[]::text[];
BEGIN
  v_lock := current_setting('lock_timeout');
  PERFORM set_config('lock_timeout', '2s', true);
  PERFORM pg_advisory_xact_lock(hashtext('ledger_transfers partitions'));
  PERFORM pg_advisory_xact_lock(hashtext('ledger_postings partitions'));
  FOR v_month IN SELECT * FROM history_months_due('ledger_postings', p_before) ORDER BY name LOOP
    PERFORM history_month_archive('ledger_transfers', v_month.month);
    PERFORM history_month_archive('ledger_postings', v_month.month);
    EXECUTE format('INSERT INTO ledger_carried (account_id, amount, postings, through)
        SELECT account_id, sum(amount), count(*), %L FROM archive.%I GROUP BY account_id
        ON CONFLICT (account_id) DO UPDATE SET amount = ledger_carried.amount + EXCLUDED.amount,
          postings = ledger_carried.postings + EXCLUDED.postings, through = greatest(ledger_carried.through, EXCLUDED.through)',
      v_month.upper_bound, 'ledger_postings_p' || v_month.month);
    v_done := v_done || ('ledger_postings_p' || v_month.month);
  END LOOP;
  PERFORM set_config('lock_timeout', v_lock, true);
  RETURN v_done;
END;
$$;
--> statement-breakpoint

-- The ledger's core (decision 006): insert the transfer under its idempotency key (claimed in ledger_transfer_keys) (a replay answers the first
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
  v_at timestamptz;
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
  -- The key is claimed in ledger_transfer_keys (issue 37): the transfers and postings are partitioned by month, so their
  -- own keys hold the month; the key table keeps each idempotency key unique for good, with the transfer's id and time.
  INSERT INTO ledger_transfer_keys (merchant_id, idempotency_key, transfer_id, created_at)
  VALUES (p_merchant, p_key, nextval('ledger_transfers_id_seq'::regclass), now())
  ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
  RETURNING transfer_id INTO v_id;
  IF v_id IS NULL THEN
    SELECT t.id, t.body_hash, t.created_at INTO v_id, v_hash, v_at
      FROM ledger_transfer_keys k JOIN ledger_transfers t ON t.id = k.transfer_id AND t.created_at = k.created_at
      WHERE k.merchant_id = p_merchant AND k.idempotency_key = p_key;
    IF v_id IS NULL THEN
      -- The key's transfer is in a month retired to the archive (ledger_months_retire): the key stays taken, and its
      -- first answer is no longer in place to be given again.
      IF EXISTS (SELECT 1 FROM ledger_transfer_keys k JOIN history_retired r ON r.table_name = 'ledger_transfers'
          AND k.created_at >= r.from_at AND k.created_at < r.to_at
          WHERE k.merchant_id = p_merchant AND k.idempotency_key = p_key) THEN
        RAISE EXCEPTION 'idempotency key of a retired transfer' USING ERRCODE = 'WL409';
      END IF;
      RAISE EXCEPTION 'ledger transfer vanished' USING ERRCODE = '40001';
    END IF;
    IF v_hash <> p_hash THEN
      RAISE EXCEPTION 'idempotency key reused with another body' USING ERRCODE = 'WL409';
    END IF;
    RETURN QUERY SELECT p.transfer_id, true, p.account_id, a.member_id, a.code::text, p.amount, p.balance_before, p.balance_after
      FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE p.transfer_id = v_id AND p.created_at = v_at ORDER BY p.id;
    RETURN;
  END IF;
  INSERT INTO ledger_transfers (id, merchant_id, idempotency_key, body_hash, kind, ref, meta, created_at)
  VALUES (v_id, p_merchant, p_key, p_hash, p_kind, p_ref, p_meta, now());

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
--> statement-breakpoint

-- A game session the launch opened on the transfer wallet (game_sessions.transfer: the money is at the vendor) takes
-- no seamless stake or credit: it answers vendor.session_invalid, and nothing is written.
-- A bet and its win in one call and one transaction (issue 34: Pragmatic, SoftSwiss-style /play): both or neither.
-- The bet runs the bet's rules (a live session, an active player, the stake within the balance, player protection by
-- ledger_transfer's guard); the win then pays. The bet's and the win's transaction ids are each keyed (rows and ledger
-- keys), under one fingerprint naming both, so a replay of the pair answers the stored answer with "replayed", and
-- either id reused in another call is a duplicate. The bet is stored SETTLED with its payout; `bet.placed` and
-- `bet.settled` are written as seamless_bet and seamless_win write them. Answers, replays and races as seamless_bet.
CREATE OR REPLACE FUNCTION seamless_bet_win(
  p_vendor text, p_bet_tx text, p_win_tx text, p_token_hash text, p_round text, p_game text, p_stake bigint,
  p_payout bigint, p_fp text, p_bet_hash text, p_win_hash text, p_now timestamptz, p_shards integer
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_n integer;
  v_tomb boolean;
  v_same boolean;
  v_stored jsonb;
  v_s record;
  v_game text;
  v_main bigint;
  v_balance bigint;
  v_sys bigint;
  v_replayed boolean;
  v_after bigint;
  v_resp jsonb;
  v_category text;
  v_owner bigint;
  v_owner2 bigint;
  v_refusal text;
BEGIN
  IF p_bet_tx = p_win_tx OR p_stake < 0 OR p_payout < 0 THEN RETURN jsonb_build_object('error', 'request_param_err'); END IF;
  -- Both keys in one statement (one snapshot): the pair's two rows commit together, so they are seen together. Two
  -- equality lookups, not `tx_id IN (…)`: a generic plan filtered an IN list over every row of the vendor.
  -- The keys first (issue 37): a pair seen for the first time, the usual case, touches no month of the journal.
  v_n := 0;
  PERFORM 1 FROM vendor_transaction_keys k WHERE k.vendor = p_vendor AND (k.tx_id = p_bet_tx OR k.tx_id = p_win_tx);
  IF FOUND THEN
    SELECT count(*), coalesce(bool_or(x.tomb), false), coalesce(bool_and(x.same), false), (array_agg(x.response) FILTER (WHERE x.win))[1],
        min(x.member_id), max(x.member_id)
      INTO v_n, v_tomb, v_same, v_stored, v_owner, v_owner2
      FROM (SELECT t.state = 'TOMBSTONE' AS tomb, t.fingerprint = p_fp AS same, t.response, false AS win, t.member_id
            FROM vendor_transaction_keys k JOIN vendor_transactions t ON t.id = k.id AND t.created_at = k.created_at
            WHERE k.vendor = p_vendor AND k.tx_id = p_bet_tx
          UNION ALL
          SELECT false, t.fingerprint = p_fp, t.response, true, t.member_id
            FROM vendor_transaction_keys k JOIN vendor_transactions t ON t.id = k.id AND t.created_at = k.created_at
            WHERE k.vendor = p_vendor AND k.tx_id = p_win_tx) x;
    -- Their rows are in a month retired to the archive (vendor_months_retire): the ids stay taken.
    IF v_n = 0 THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
  END IF;
  IF v_n > 0 THEN
    -- A replay answers only the member who made the pair (seamless_not_owner); an id of another member's is a duplicate.
    v_refusal := seamless_not_owner(p_vendor, p_token_hash, NULL, NULL, v_owner);
    IF v_refusal IS NOT NULL THEN RETURN jsonb_build_object('error', v_refusal); END IF;
    IF v_owner2 <> v_owner THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
    IF v_tomb THEN RETURN jsonb_build_object('error', 'vendor.bet_rolled_back'); END IF;
    IF v_n < 2 OR NOT v_same THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
    RETURN jsonb_build_object('answer', v_stored, 'replayed', true);
  END IF;

  SELECT g.merchant_id, g.member_id, g.account_type, g.expires_at, g.game_code, m.status, c.currency_code INTO v_s
    FROM game_sessions g JOIN members m ON m.id = g.member_id JOIN merchants c ON c.id = g.merchant_id
    WHERE g.token_hash = p_token_hash AND g.vendor = p_vendor AND NOT g.transfer LIMIT 1;
  IF NOT FOUND OR v_s.account_type <> 1 OR v_s.expires_at <= p_now THEN RETURN jsonb_build_object('error', 'vendor.session_invalid'); END IF;
  IF v_s.status <> 'ACTIVE' THEN RETURN jsonb_build_object('error', 'vendor.player_blocked'); END IF;
  v_game := coalesce(p_game, v_s.game_code);

  -- The stake is checked against the balance before the win: a bet is never paid for by its own win.
  SELECT a.id, a.balance INTO v_main, v_balance FROM ledger_accounts a
    WHERE a.merchant_id = v_s.merchant_id AND a.member_id = v_s.member_id AND a.code = 'MAIN';
  IF coalesce(v_balance, 0) < p_stake THEN
    -- A copy of this very call may have committed since the first look (its debit is what the balance shows).
    SELECT count(*), coalesce(bool_or(x.tomb), false), coalesce(bool_and(x.same), false), (array_agg(x.response) FILTER (WHERE x.win))[1],
        min(x.member_id), max(x.member_id)
      INTO v_n, v_tomb, v_same, v_stored, v_owner, v_owner2
      FROM (SELECT t.state = 'TOMBSTONE' AS tomb, t.fingerprint = p_fp AS same, t.response, false AS win, t.member_id
            FROM vendor_transaction_keys k JOIN vendor_transactions t ON t.id = k.id AND t.created_at = k.created_at
    WHERE k.vendor = p_vendor AND k.tx_id = p_bet_tx
          UNION ALL
          SELECT false, t.fingerprint = p_fp, t.response, true, t.member_id FROM vendor_transaction_keys k JOIN vendor_transactions t ON t.id = k.id AND t.created_at = k.created_at
    WHERE k.vendor = p_vendor AND k.tx_id = p_win_tx) x;
    IF v_n > 0 THEN
      IF v_owner <> v_s.member_id OR v_owner2 <> v_s.member_id THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
      IF v_tomb THEN RETURN jsonb_build_object('error', 'vendor.bet_rolled_back'); END IF;
      IF v_n < 2 OR NOT v_same THEN RETURN jsonb_build_object('error', 'vendor.duplicate_transaction'); END IF;
      RETURN jsonb_build_object('answer', v_stored, 'replayed', true);
    END IF;
    RETURN jsonb_build_object('error', 'wallet.insufficient_funds', 'value', jsonb_build_object(
      'playerId', v_s.member_id::text, 'currency', v_s.currency_code, 'balance', coalesce(v_balance, 0)::text, 'txId', p_bet_tx));
  END IF;
  IF v_main IS NULL THEN
    v_main := ledger_member_account(v_s.merchant_id, v_s.member_id, 'MAIN');
  END IF;
  v_after := coalesce(v_balance, 0);
  SELECT a.id INTO v_sys FROM ledger_accounts a
    WHERE a.merchant_id = v_s.merchant_id AND a.member_id IS NULL AND a.code = 'GAME_BETS' AND a.shard = v_s.member_id % p_shards;
  IF v_sys IS NULL THEN
    v_sys := ledger_system_account(v_s.merchant_id, 'GAME_BETS', (v_s.member_id % p_shards)::integer);
  END IF;

  IF p_stake > 0 THEN
    SELECT bool_or(l.o_replayed), max(l.o_after) FILTER (WHERE l.o_account_id = v_main) INTO v_replayed, v_after
      FROM ledger_transfer(v_s.merchant_id, p_vendor || ':' || p_bet_tx, p_bet_hash, 'GAME_BET', p_vendor || ':' || p_round,
        jsonb_build_object('vendor', p_vendor, 'txId', p_bet_tx, 'roundId', p_round, 'gameCode', v_game),
        ARRAY[v_main, v_sys], ARRAY[-p_stake, p_stake]) l;
    IF v_replayed THEN
      RAISE EXCEPTION 'seamless call raced' USING ERRCODE = 'WL498';
    END IF;
  END IF;
  IF p_payout > 0 THEN
    SELECT bool_or(l.o_replayed), max(l.o_after) FILTER (WHERE l.o_account_id = v_main) INTO v_replayed, v_after
      FROM ledger_transfer(v_s.merchant_id, p_vendor || ':' || p_win_tx, p_win_hash, 'GAME_WIN', p_vendor || ':' || p_round,
        jsonb_build_object('vendor', p_vendor, 'txId', p_win_tx, 'betTxId', p_bet_tx),
        ARRAY[v_sys, v_main], ARRAY[-p_payout, p_payout]) l;
    IF v_replayed THEN
      RAISE EXCEPTION 'seamless call raced' USING ERRCODE = 'WL498';
    END IF;
  END IF;

  v_resp := jsonb_build_object('playerId', v_s.member_id::text, 'currency', v_s.currency_code, 'balance', v_after::text,
    'txId', p_win_tx, 'betTxId', p_bet_tx);
  INSERT INTO vendor_transactions (merchant_id, member_id, vendor, tx_id, kind, bet_tx_id, round_id, game_code, amount, state, payout,
      settled_at, fingerprint, response, created_at)
    VALUES (v_s.merchant_id, v_s.member_id, p_vendor, p_bet_tx, 'BET', NULL, p_round, v_game, p_stake, 'SETTLED', p_payout, p_now, p_fp, v_resp, p_now),
      (v_s.merchant_id, v_s.member_id, p_vendor, p_win_tx, 'WIN', p_bet_tx, p_round, v_game, p_payout, NULL, NULL, NULL, p_fp, v_resp, p_now);
  SELECT g.category INTO v_category FROM games g WHERE g.merchant_id = v_s.merchant_id AND g.vassalage = p_vendor AND g.game_code = v_game;
  INSERT INTO domain_events (merchant_id, type, subject_id, aggregate_id, payload, occurred_at)
    VALUES (v_s.merchant_id, 'bet.placed', v_s.member_id, p_vendor || ':' || p_bet_tx, jsonb_build_object('vendor', p_vendor, 'txId', p_bet_tx,
        'roundId', p_round, 'gameCode', v_game, 'category', v_category, 'stake', p_stake::text), p_now),
      (v_s.merchant_id, 'bet.settled', v_s.member_id, p_vendor || ':' || p_bet_tx, jsonb_build_object('vendor', p_vendor,
        'txId', p_win_tx, 'betTxId', p_bet_tx, 'roundId', p_round, 'gameCode', v_game, 'category', v_category,
        'stake', p_stake::text, 'payout', p_payout::text, 'validBet', p_stake::text), p_now);
  RETURN jsonb_build_object('answer', v_resp);
END;
$$;
--> statement-breakpoint

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
--> statement-breakpoint

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
  IF NOT FOUND AND EXISTS (SELECT 1 FROM vendor_transaction_keys k WHERE k.vendor = p_vendor AND k.tx_id = p_bet_tx) THEN
    -- The bet's row is in a month retired to the archive, which holds no open bet: its round ended long ago.
    RETURN jsonb_build_object('error', 'vendor.bet_settled');
  END IF;
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
--> statement-breakpoint

-- Retires the months of the vendors' transactions (bets, wins, rollbacks, tombstones) that ended by `p_before` (issue
-- 37, BETS_RETENTION_MONTHS, at least four months so a tombstone outlives its late bet): each moves whole to the
-- archive (history_month_archive). A month still holding an open bet stays until that round is settled or rolled back.
-- The (vendor, transaction id) keys stay in vendor_transaction_keys, so an id stays taken: a call under the id of a
-- retired row is refused as a duplicate, and a rollback of a retired bet as settled (the seamless functions). Serialised
-- with the making of months by their advisory lock. Answers the months retired, oldest first.
CREATE OR REPLACE FUNCTION vendor_months_retire(p_before timestamptz)
RETURNS text[]
LANGUAGE plpgsql AS $$
DECLARE
  v_lock text;
  v_month record;
  v_open boolean;
  v_done text[] := ARRAY[]::text[];
BEGIN
  v_lock := current_setting('lock_timeout');
  PERFORM set_config('lock_timeout', '2s', true);
  PERFORM pg_advisory_xact_lock(hashtext('vendor_transactions partitions'));
  FOR v_month IN SELECT * FROM history_months_due('vendor_transactions', p_before) ORDER BY name LOOP
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE kind = ''BET'' AND state = ''OPEN'')', v_month.name) INTO v_open;
    CONTINUE WHEN v_open;
    PERFORM history_month_archive('vendor_transactions', v_month.month);
    v_done := v_done || v_month.name::text;
  END LOOP;
  PERFORM set_config('lock_timeout', v_lock, true);
  RETURN v_done;
END;
$$;
