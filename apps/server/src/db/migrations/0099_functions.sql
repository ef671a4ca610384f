-- Retires the audit log's months that ended by `p_before` (issue 37, AUDIT_RETENTION_MONTHS): each moves whole to the
-- archive (history_month_archive) and stays append-only there (the triggers a partition had from the log are dropped
-- by the detach, so the refusal is made again on the archived table). In the same transaction each chain's last
-- record retired is entered in audit_chain_cuts (append-only), so the chain's verify starts where the records in
-- place begin: the first one must carry that record's number plus one and its hash. Serialised with the making of
-- months by their advisory lock, so copies retiring at once retire each month once. Answers the months retired.
CREATE OR REPLACE FUNCTION audit_months_retire(p_before timestamptz)
RETURNS text[]
LANGUAGE plpgsql
-- The partitions' locks are waited for 2 s at most (the job tries again); the setting is the call's, restored on exit.
SET lock_timeout = '2s' AS $$
DECLARE
  v_month record;
  v_done text[] := ARRAY[]::text[];
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('ops_audit_log partitions'));
  FOR v_month IN SELECT * FROM history_months_due('ops_audit_log', p_before) ORDER BY name LOOP
    PERFORM history_month_archive('ops_audit_log', v_month.month);
    EXECUTE format('CREATE TRIGGER audit_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON archive.%I
      FOR EACH STATEMENT EXECUTE FUNCTION audit_append_only()', v_month.name);
    EXECUTE format('INSERT INTO audit_chain_cuts (chain, seq, hash, through)
        SELECT x.chain, x.seq, x.hash, %L FROM (SELECT DISTINCT ON (chain) chain, seq, hash FROM archive.%I ORDER BY chain, seq DESC) x
        WHERE NOT EXISTS (SELECT 1 FROM audit_chain_cuts c WHERE c.chain = x.chain AND c.seq >= x.seq)',
      v_month.upper_bound, v_month.name);
    v_done := v_done || v_month.name::text;
  END LOOP;
  RETURN v_done;
END;
$$;
--> statement-breakpoint

-- Retires the month partitions of domain_events that ended before `p_before` and hold no event a consumer has not
-- reached (issue 37): each is detached from the outbox and either dropped (`p_archive` false) or kept, whole, as
-- `archive.<name>` for an auditor's export (and dropped from there once it ended before `p_archive_before`). The
-- default partition is never retired. Answers the names detached, oldest first.
CREATE OR REPLACE FUNCTION events_partitions_retire(p_before timestamptz, p_archive boolean, p_archive_before timestamptz)
RETURNS text[]
LANGUAGE plpgsql
SET lock_timeout = '2s' AS $$
DECLARE
  v_part record;
  v_done text[] := ARRAY[]::text[];
  v_behind boolean;
BEGIN
  -- Making, attaching or detaching a partition locks the outbox against its writers for a moment; a long read holding
  -- the table would make every bet queue behind that lock, so the lock is waited for 2 s at most (the job tries again).
  PERFORM pg_advisory_xact_lock(hashtext('domain_events partitions'));
  FOR v_part IN
    SELECT c.relname AS name,
      (regexp_match(pg_get_expr(c.relpartbound, c.oid), 'TO \(''([^'']+)''\)'))[1]::timestamptz AS upper_bound
    FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = 'domain_events'::regclass AND c.relname <> 'domain_events_default'
    ORDER BY c.relname
  LOOP
    CONTINUE WHEN v_part.upper_bound IS NULL OR v_part.upper_bound > p_before;
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I e, outbox_consumers c WHERE (e.tx, e.id) > (c.last_tx, c.last_id))', v_part.name)
      INTO v_behind;
    CONTINUE WHEN v_behind;
    EXECUTE format('ALTER TABLE domain_events DETACH PARTITION %I', v_part.name);
    IF p_archive THEN
      EXECUTE 'CREATE SCHEMA IF NOT EXISTS archive';
      EXECUTE format('ALTER TABLE %I SET SCHEMA archive', v_part.name);
    ELSE
      EXECUTE format('DROP TABLE %I', v_part.name);
    END IF;
    v_done := v_done || v_part.name::text;
  END LOOP;
  -- Archived months past their own keep: dropped (their name says their month).
  FOR v_part IN
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'archive' AND c.relkind = 'r' AND c.relname ~ '^domain_events_p[0-9]{6}$'
      AND (to_date(substr(c.relname, 16), 'YYYYMM') + interval '1 month') <= (p_archive_before AT TIME ZONE 'UTC')
  LOOP
    EXECUTE format('DROP TABLE archive.%I', v_part.name);
  END LOOP;
  RETURN v_done;
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
LANGUAGE plpgsql
-- The partitions' locks are waited for 2 s at most (the job tries again); the setting is the call's, restored on exit.
SET lock_timeout = '2s' AS $$
DECLARE
  v_month record;
  v_done text[] := ARRAY[]::text[];
BEGIN
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
  RETURN v_done;
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
LANGUAGE plpgsql
-- The partitions' locks are waited for 2 s at most (the job tries again); the setting is the call's, restored on exit.
SET lock_timeout = '2s' AS $$
DECLARE
  v_month record;
  v_open boolean;
  v_done text[] := ARRAY[]::text[];
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('vendor_transactions partitions'));
  FOR v_month IN SELECT * FROM history_months_due('vendor_transactions', p_before) ORDER BY name LOOP
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE kind = ''BET'' AND state = ''OPEN'')', v_month.name) INTO v_open;
    CONTINUE WHEN v_open;
    PERFORM history_month_archive('vendor_transactions', v_month.month);
    v_done := v_done || v_month.name::text;
  END LOOP;
  RETURN v_done;
END;
$$;
