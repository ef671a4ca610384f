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
