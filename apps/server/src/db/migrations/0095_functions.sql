-- Retires the ledger's months that ended by `p_before` (issue 37, LEDGER_RETENTION_MONTHS): each month's postings and
-- transfers are detached and kept whole as `archive.ledger_postings_pYYYYMM` / `archive.ledger_transfers_pYYYYMM`
-- (never dropped here: an operator exports and drops an archived month under its own law). In the same transaction
-- each account's postings of the month are added to ledger_carried, so a balance still equals what its account
-- carried plus its postings in place, and the month is entered in history_retired. A transfer and its postings share
-- their time, so a month takes whole transfers. Detaching waits for the writers in flight; no new row can land in a
-- month that has ended (a transfer's time is its transaction's). The idempotency keys stay (a key stays taken); a
-- replay of a retired transfer is refused (ledger_transfer). Serialised with the making of months by their advisory
-- locks, so copies retiring at once retire each month once. Answers the months retired, oldest first.
CREATE OR REPLACE FUNCTION ledger_months_retire(p_before timestamptz)
RETURNS text[]
LANGUAGE plpgsql AS $$
DECLARE
  v_lock text;
  v_month record;
  v_done text[] := ARRAY[]::text[];
  v_rows integer;
BEGIN
  v_lock := current_setting('lock_timeout');
  PERFORM set_config('lock_timeout', '2s', true);
  PERFORM pg_advisory_xact_lock(hashtext('ledger_transfers partitions'));
  PERFORM pg_advisory_xact_lock(hashtext('ledger_postings partitions'));
  FOR v_month IN
    SELECT substr(c.relname, length('ledger_postings_p') + 1) AS month,
      (regexp_match(pg_get_expr(c.relpartbound, c.oid), 'FROM \(''([^'']+)''\)'))[1]::timestamptz AS lower_bound,
      (regexp_match(pg_get_expr(c.relpartbound, c.oid), 'TO \(''([^'']+)''\)'))[1]::timestamptz AS upper_bound
    FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = 'ledger_postings'::regclass AND c.relname ~ '^ledger_postings_p[0-9]{6}$'
    ORDER BY c.relname
  LOOP
    CONTINUE WHEN v_month.upper_bound IS NULL OR v_month.upper_bound > p_before;
    EXECUTE 'CREATE SCHEMA IF NOT EXISTS archive';
    EXECUTE format('ALTER TABLE ledger_postings DETACH PARTITION %I', 'ledger_postings_p' || v_month.month);
    IF EXISTS (SELECT 1 FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
        WHERE i.inhparent = 'ledger_transfers'::regclass AND c.relname = 'ledger_transfers_p' || v_month.month) THEN
      EXECUTE format('ALTER TABLE ledger_transfers DETACH PARTITION %I', 'ledger_transfers_p' || v_month.month);
      EXECUTE format('ALTER TABLE %I SET SCHEMA archive', 'ledger_transfers_p' || v_month.month);
      EXECUTE format('SELECT count(*) FROM archive.%I', 'ledger_transfers_p' || v_month.month) INTO v_rows;
      INSERT INTO history_retired (table_name, partition, from_at, to_at, rows_kept)
        VALUES ('ledger_transfers', 'ledger_transfers_p' || v_month.month, v_month.lower_bound, v_month.upper_bound, v_rows);
    END IF;
    EXECUTE format('ALTER TABLE %I SET SCHEMA archive', 'ledger_postings_p' || v_month.month);
    EXECUTE format('INSERT INTO ledger_carried (account_id, amount, postings, through)
        SELECT account_id, sum(amount), count(*), %L FROM archive.%I GROUP BY account_id
        ON CONFLICT (account_id) DO UPDATE SET amount = ledger_carried.amount + EXCLUDED.amount,
          postings = ledger_carried.postings + EXCLUDED.postings, through = greatest(ledger_carried.through, EXCLUDED.through)',
      v_month.upper_bound, 'ledger_postings_p' || v_month.month);
    EXECUTE format('SELECT count(*) FROM archive.%I', 'ledger_postings_p' || v_month.month) INTO v_rows;
    INSERT INTO history_retired (table_name, partition, from_at, to_at, rows_kept)
      VALUES ('ledger_postings', 'ledger_postings_p' || v_month.month, v_month.lower_bound, v_month.upper_bound, v_rows);
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
