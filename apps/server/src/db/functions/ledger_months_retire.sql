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
