-- The month partitions of a history table (`<p_table>_pYYYYMM`, issue 37) that ended by `p_before`, oldest first: the
-- months its retention retires (ledger_months_retire, vendor_months_retire, audit_months_retire). The default
-- partition is never one of them.
CREATE OR REPLACE FUNCTION history_months_due(p_table text, p_before timestamptz)
RETURNS TABLE (name text, month text, upper_bound timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT x.name, x.month, x.upper_bound FROM (
    SELECT c.relname::text AS name, substr(c.relname, length(p_table) + 3) AS month,
      (regexp_match(pg_get_expr(c.relpartbound, c.oid), 'TO \(''([^'']+)''\)'))[1]::timestamptz AS upper_bound
    FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = p_table::regclass AND c.relname ~ ('^' || p_table || '_p[0-9]{6}$')) x
  WHERE x.upper_bound <= p_before
  ORDER BY x.name
$$;
