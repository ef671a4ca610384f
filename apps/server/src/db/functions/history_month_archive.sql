-- Moves one month partition of a history table (`<p_table>_pYYYYMM`, issue 37) out of its table: detached and kept
-- whole as `archive.<partition>` (never dropped here: an operator exports and drops an archived month under its own
-- law), and entered in history_retired with its bounds and rows, in the caller's transaction. Detaching waits for the
-- table's writers in flight (at most the caller's lock_timeout). Answers the rows kept, or NULL when that month is not
-- a partition of the table (never made, or retired already).
CREATE OR REPLACE FUNCTION history_month_archive(p_table text, p_month text)
RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_name text := p_table || '_p' || p_month;
  v_bound text;
  v_rows integer;
BEGIN
  SELECT pg_get_expr(c.relpartbound, c.oid) INTO v_bound FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = p_table::regclass AND c.relname = v_name;
  IF NOT FOUND THEN RETURN NULL; END IF;
  EXECUTE 'CREATE SCHEMA IF NOT EXISTS archive';
  EXECUTE format('ALTER TABLE %I DETACH PARTITION %I', p_table, v_name);
  EXECUTE format('ALTER TABLE %I SET SCHEMA archive', v_name);
  EXECUTE format('SELECT count(*) FROM archive.%I', v_name) INTO v_rows;
  INSERT INTO history_retired (table_name, partition, from_at, to_at, rows_kept)
    VALUES (p_table, v_name, (regexp_match(v_bound, 'FROM \(''([^'']+)''\)'))[1]::timestamptz,
      (regexp_match(v_bound, 'TO \(''([^'']+)''\)'))[1]::timestamptz, v_rows);
  RETURN v_rows;
END;
$$;
