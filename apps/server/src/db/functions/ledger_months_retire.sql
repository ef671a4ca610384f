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
