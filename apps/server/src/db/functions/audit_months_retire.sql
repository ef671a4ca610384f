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
