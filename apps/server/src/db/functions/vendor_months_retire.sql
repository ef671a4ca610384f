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
