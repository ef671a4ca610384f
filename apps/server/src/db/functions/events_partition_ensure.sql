-- The month partition of domain_events holding `p_at` (issue 37, decision 035): `domain_events_pYYYYMM`, for
-- [the month's first instant in UTC, the next month's). Made when missing; rows the default partition caught for that
-- month (written before the partition existed) are moved into it in the same transaction, so no event is lost or
-- doubled. Answers the partition's name. Serialised by an advisory lock: two copies making the same month wait for
-- each other, and the second finds it made.
CREATE OR REPLACE FUNCTION events_partition_ensure(p_at timestamptz)
RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  v_lock text;
  v_from timestamptz := date_trunc('month', p_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
  v_to timestamptz := (date_trunc('month', p_at AT TIME ZONE 'UTC') + interval '1 month') AT TIME ZONE 'UTC';
  v_name text := 'domain_events_p' || to_char(p_at AT TIME ZONE 'UTC', 'YYYYMM');
BEGIN
  -- Making, attaching or detaching a partition locks the outbox against its writers for a moment; a long read holding
  -- the table would make every bet queue behind that lock, so the lock is waited for 2 s at most (the job tries again).
  v_lock := current_setting('lock_timeout');
  PERFORM set_config('lock_timeout', '2s', true);
  PERFORM pg_advisory_xact_lock(hashtext('domain_events partitions'));
  IF to_regclass(v_name) IS NOT NULL THEN
    PERFORM set_config('lock_timeout', v_lock, true);
    RETURN v_name;
  END IF;
  IF EXISTS (SELECT 1 FROM domain_events_default WHERE occurred_at >= v_from AND occurred_at < v_to) THEN
    EXECUTE format('CREATE TABLE %I (LIKE domain_events INCLUDING DEFAULTS)', v_name);
    EXECUTE format('WITH moved AS (DELETE FROM domain_events_default WHERE occurred_at >= %L AND occurred_at < %L RETURNING *)
      INSERT INTO %I SELECT * FROM moved', v_from, v_to, v_name);
    EXECUTE format('ALTER TABLE domain_events ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', v_name, v_from, v_to);
  ELSE
    EXECUTE format('CREATE TABLE %I PARTITION OF domain_events FOR VALUES FROM (%L) TO (%L)', v_name, v_from, v_to);
  END IF;
  PERFORM set_config('lock_timeout', v_lock, true);
  RETURN v_name;
END;
$$;
