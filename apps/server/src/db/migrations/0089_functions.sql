-- The month partition of a history table partitioned by month (issue 37, decision 035) holding `p_at`:
-- `<table>_pYYYYMM` for [the month's first instant in UTC, the next month's) of the partition column `p_column`. Made
-- when missing; rows the default partition (`<table>_default`) caught for that month (written before the partition
-- existed) are moved into it in the same transaction, so no row is lost or doubled. Answers the partition's name.
-- Serialised per table by an advisory lock: two copies making the same month wait for each other, and the second
-- finds it made. Making, attaching or detaching a partition locks the table against its writers for a moment; a long
-- read holding the table would make every writer queue behind that lock, so it is waited for 2 s at most (the job
-- tries again).
CREATE OR REPLACE FUNCTION history_partition_ensure(p_table text, p_column text, p_at timestamptz)
RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  v_lock text;
  v_from timestamptz := date_trunc('month', p_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
  v_to timestamptz := (date_trunc('month', p_at AT TIME ZONE 'UTC') + interval '1 month') AT TIME ZONE 'UTC';
  v_name text := p_table || '_p' || to_char(p_at AT TIME ZONE 'UTC', 'YYYYMM');
  v_default text := p_table || '_default';
  v_caught boolean;
BEGIN
  v_lock := current_setting('lock_timeout');
  PERFORM set_config('lock_timeout', '2s', true);
  PERFORM pg_advisory_xact_lock(hashtext(p_table || ' partitions'));
  IF to_regclass(v_name) IS NOT NULL THEN
    PERFORM set_config('lock_timeout', v_lock, true);
    RETURN v_name;
  END IF;
  -- A table without a default partition (the audit log: its rows are never moved) catches nothing.
  v_caught := false;
  IF to_regclass(v_default) IS NOT NULL THEN
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE %I >= %L AND %I < %L)', v_default, p_column, v_from, p_column, v_to)
      INTO v_caught;
  END IF;
  IF v_caught THEN
    EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', v_name, p_table);
    EXECUTE format('WITH moved AS (DELETE FROM %I WHERE %I >= %L AND %I < %L RETURNING *) INSERT INTO %I SELECT * FROM moved',
      v_default, p_column, v_from, p_column, v_to, v_name);
    EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', p_table, v_name, v_from, v_to);
  ELSE
    EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)', v_name, p_table, v_from, v_to);
  END IF;
  PERFORM set_config('lock_timeout', v_lock, true);
  RETURN v_name;
END;
$$;
--> statement-breakpoint

-- The month partition of domain_events holding `p_at` (issue 37, decision 035): `domain_events_pYYYYMM`, made as
-- every month-partitioned history table's are (history_partition_ensure: made when missing, rows the default
-- partition caught for that month moved into it in the same transaction, serialised by an advisory lock).
CREATE OR REPLACE FUNCTION events_partition_ensure(p_at timestamptz)
RETURNS text
LANGUAGE sql AS $$
  SELECT history_partition_ensure('domain_events', 'occurred_at', p_at);
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
      (SELECT p.account_id FROM ledger_postings p WHERE p.transfer_id = t.id AND p.created_at = t.created_at AND p.amount < 0 LIMIT 1) AS bets,
      (SELECT sum(p.amount)::bigint FROM ledger_postings p WHERE p.transfer_id = t.id AND p.created_at = t.created_at AND p.amount > 0) AS share
    INTO v_c FROM ledger_transfer_keys k JOIN ledger_transfers t ON t.id = k.transfer_id AND t.created_at = k.created_at
    WHERE k.merchant_id = p_merchant AND k.idempotency_key = 'jp:' || p_vendor || ':' || p_bet_tx AND t.kind = 'JACKPOT_CONTRIBUTION';
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

-- Credits lottery tickets set-based (payouts, refunds): one ledger transfer per ticket under the key
-- p_prefix || ticket id, GAME_BETS shard → the member's MAIN, postings with balance before/after in transfer order.
-- The touched accounts are found once (a member's MAIN, the shards), locked in ascending id order like
-- ledger_transfer, and each balance is updated once. A key already used raises (unique index): callers hold the
-- draw's row lock and move each ticket's state in the same transaction, so that never happens. Hash joins only (the
-- arrays' sizes are unknown to the planner), and no JIT: the cost that switching nested loops off adds would make
-- PostgreSQL compile every call (seconds).
CREATE OR REPLACE FUNCTION lottery_credit(
  p_merchant integer, p_kind text, p_prefix text, p_ref text, p_tickets bigint[], p_members bigint[], p_amounts bigint[],
  p_shards integer, p_now timestamptz
) RETURNS integer
LANGUAGE plpgsql SET work_mem = '256MB' SET enable_nestloop = off SET jit = off AS $$
DECLARE
  v_members bigint[];
  v_shards integer[];
  v_ids bigint[];
  v_n integer;
BEGIN
  IF coalesce(cardinality(p_tickets), 0) = 0 THEN RETURN 0; END IF;
  v_members := ARRAY(SELECT DISTINCT m FROM unnest(p_members) m);
  v_shards := ARRAY(SELECT DISTINCT (m % p_shards)::integer FROM unnest(v_members) m);
  PERFORM ledger_member_account(p_merchant, m, 'MAIN') FROM unnest(v_members) m
    WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.merchant_id = p_merchant AND a.member_id = m AND a.code = 'MAIN');
  PERFORM ledger_system_account(p_merchant, 'GAME_BETS', s) FROM unnest(v_shards) s
    WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.merchant_id = p_merchant AND a.member_id IS NULL AND a.code = 'GAME_BETS' AND a.shard = s);
  v_ids := ARRAY(
    SELECT a.id FROM unnest(v_members) m JOIN ledger_accounts a ON a.merchant_id = p_merchant AND a.member_id = m AND a.code = 'MAIN'
    UNION ALL
    SELECT a.id FROM ledger_accounts a WHERE a.merchant_id = p_merchant AND a.member_id IS NULL AND a.code = 'GAME_BETS' AND a.shard = ANY(v_shards));
  PERFORM 1 FROM ledger_accounts a WHERE a.id = ANY(v_ids) ORDER BY a.id FOR UPDATE;

  -- Transfer ids are taken from the sequence up front, so the postings come from the same rows as the transfers (no
  -- join back through the inserted keys, which the planner cannot estimate for a function's arrays).
  WITH acc AS MATERIALIZED (
    SELECT a.id, a.member_id, a.shard::integer AS shard, a.code, a.balance, a.currency FROM ledger_accounts a WHERE a.id = ANY(v_ids)
  ), c AS MATERIALIZED (
    SELECT nextval(pg_get_serial_sequence('ledger_transfers', 'id')) AS transfer_id, x.t AS ticket, x.a AS amount, x.n,
        ma.id AS main_id, sa.id AS sys_id
      FROM unnest(p_tickets, p_members, p_amounts) WITH ORDINALITY AS x(t, m, a, n)
      JOIN acc ma ON ma.code = 'MAIN' AND ma.member_id = x.m
      JOIN acc sa ON sa.code = 'GAME_BETS' AND sa.shard = (x.m % p_shards)::integer
      WHERE x.a > 0
      ORDER BY x.n
  ), k AS (
    INSERT INTO ledger_transfer_keys (merchant_id, idempotency_key, transfer_id, created_at)
      SELECT p_merchant, p_prefix || c.ticket, c.transfer_id, p_now FROM c ORDER BY c.transfer_id
  ), tr AS (
    INSERT INTO ledger_transfers (id, merchant_id, idempotency_key, body_hash, kind, ref, meta, created_at)
      SELECT c.transfer_id, p_merchant, p_prefix || c.ticket, md5(p_kind || ':' || c.ticket || ':' || c.amount), p_kind, p_ref,
        jsonb_build_object('ticketId', c.ticket), p_now
      FROM c ORDER BY c.transfer_id
  ), p AS MATERIALIZED (
    SELECT c.transfer_id, l.account, l.amount, l.leg
      FROM c CROSS JOIN LATERAL (VALUES (c.main_id, c.amount, 0), (c.sys_id, -c.amount, 1)) AS l(account, amount, leg)
  ), q AS (
    SELECT p.*, (sum(p.amount) OVER (PARTITION BY p.account ORDER BY p.transfer_id, p.leg))::bigint AS running FROM p
  ), upd AS (
    UPDATE ledger_accounts a SET balance = a.balance + t.total
      FROM (SELECT account, sum(amount)::bigint AS total FROM p GROUP BY account) t WHERE a.id = t.account
  ), ins AS (
    INSERT INTO ledger_postings (transfer_id, merchant_id, account_id, currency, amount, balance_before, balance_after, created_at)
      SELECT q.transfer_id, p_merchant, q.account, acc.currency, q.amount, acc.balance + q.running - q.amount, acc.balance + q.running, p_now
      FROM q JOIN acc ON acc.id = q.account
      ORDER BY q.transfer_id, q.leg
      RETURNING 1
  )
  SELECT count(*) INTO v_n FROM ins;
  RETURN v_n;
END;
$$;
