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
